/** Team betting (spec 2): the downline's bets per member and game category in a period, with totals. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import { teamBettingQuery } from '../../../lib/agent/agent-queries.ts';
import type { TeamCategory } from '../../../lib/agent/agent-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { LoadFailed, Loading } from '../../member/Loading.tsx';
import PeriodPicker, { usePeriod } from '../PeriodPicker.tsx';
import CategorySelect, { categoryLabel } from '../CategorySelect.tsx';
import type { AgentSectionProps } from '../sections.ts';

export default function TeamBetting({ locale, messages }: AgentSectionProps) {
  const [period, choose] = usePeriod('30');
  const [category, setCategory] = useState<TeamCategory>('all');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(teamBettingQuery(period.from, period.to, category, page));
  const money = (minor: string) => formatMoney(minor, locale, data?.currencySymbol ?? '');
  return (
    <>
      <div className="agent-filters">
        <PeriodPicker
          period={period}
          onChange={(p) => {
            choose(p);
            setPage(1);
          }}
          locale={locale}
          messages={messages}
        />
        <CategorySelect
          value={category}
          onChange={(c) => {
            setCategory(c);
            setPage(1);
          }}
          messages={messages}
        />
      </div>
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <p role="status">{messages['agent.bets.empty']}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="agent-table agent-cards">
              <thead>
                <tr>
                  <th scope="col">{messages['agent.team.username']}</th>
                  <th scope="col">{messages['agent.category']}</th>
                  <th scope="col" className="num">
                    {messages['agent.bets.count']}
                  </th>
                  <th scope="col" className="num">
                    {messages['agent.bets.stake']}
                  </th>
                  <th scope="col" className="num">
                    {messages['agent.bets.payout']}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={`${row.username}:${row.category}`}>
                    <th scope="row">
                      {row.username}{' '}
                      <small>{format(messages['agent.team.level.n'], { level: formatCount(row.level, locale) })}</small>
                    </th>
                    <td data-label={messages['agent.category']}>{categoryLabel(messages, row.category)}</td>
                    <td className="num" data-label={messages['agent.bets.count']}>
                      {formatCount(row.bets, locale)}
                    </td>
                    <td className="num" data-label={messages['agent.bets.stake']}>
                      {money(row.stakeMinor)}
                    </td>
                    <td className="num" data-label={messages['agent.bets.payout']}>
                      {money(row.payoutMinor)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {messages['agent.bets.total']}
                  </th>
                  <td className="num" data-label={messages['agent.bets.count']}>
                    {formatCount(data.totals.bets, locale)}
                  </td>
                  <td className="num" data-label={messages['agent.bets.stake']}>
                    {money(data.totals.stakeMinor)}
                  </td>
                  <td className="num" data-label={messages['agent.bets.payout']}>
                    {money(data.totals.payoutMinor)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <Pagination page={data.page} pageCount={data.pageCount} onSelect={setPage} messages={messages} />
        </>
      )}
    </>
  );
}
