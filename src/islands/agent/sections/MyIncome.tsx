/**
 * My income (spec 2): what the agent was paid in a period, by source, from the ledger. Until a contract pays, it
 * says so in words rather than showing a table of zeros.
 */
import { useQuery } from '@tanstack/react-query';
import { agentIncomeQuery } from '../../../lib/agent/agent-queries.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { LoadFailed, Loading } from '../../member/Loading.tsx';
import PeriodPicker, { usePeriod } from '../PeriodPicker.tsx';
import type { AgentMessageKey } from '../messages.ts';
import type { AgentSectionProps } from '../sections.ts';

export default function MyIncome({ locale, messages }: AgentSectionProps) {
  const [period, choose] = usePeriod('30');
  const { data, isPending, isError, refetch } = useQuery(agentIncomeQuery(period.from, period.to));
  const money = (minor: string) => formatMoney(minor, locale, data?.currencySymbol ?? '');
  return (
    <>
      <PeriodPicker period={period} onChange={choose} locale={locale} messages={messages} />
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : data.sources.length === 0 ? (
        <p className="card" role="status">
          {messages['agent.income.empty']}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="agent-table">
            <thead>
              <tr>
                <th scope="col">{messages['agent.income.source']}</th>
                <th scope="col" className="num">
                  {messages['agent.income.payments']}
                </th>
                <th scope="col" className="num">
                  {messages['agent.income.amount']}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.sources.map((source) => (
                <tr key={source.code}>
                  <th scope="row">{messages[`agent.income.code.${source.code}` as AgentMessageKey] ?? source.code}</th>
                  <td className="num">{formatCount(source.payments, locale)}</td>
                  <td className="num">{money(source.amountMinor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {messages['agent.income.total']}
                </th>
                <td className="num">{money(data.totalMinor)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
