/** User profit and loss (spec 2): each downline's stakes, wins and result in a period and game category. */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import { teamProfitQuery } from '../../../lib/agent/agent-queries.ts';
import type { TeamCategory } from '../../../lib/agent/agent-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { LoadFailed, Loading } from '../../member/Loading.tsx';
import { moneyErrorText } from '../../member/money-error.ts';
import TextField from '../../common/TextField.tsx';
import PeriodPicker, { usePeriod } from '../PeriodPicker.tsx';
import CategorySelect from '../CategorySelect.tsx';
import type { AgentSectionProps } from '../sections.ts';

export default function UserProfit({ locale, messages }: AgentSectionProps) {
  const [period, choose] = usePeriod('30');
  const [category, setCategory] = useState<TeamCategory>('all');
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useQuery(
    teamProfitQuery(period.from, period.to, category, username, page),
  );
  const money = (minor: string) => formatMoney(minor, locale, data?.currencySymbol ?? '');
  const sign = (minor: string) => (minor.startsWith('-') ? 'money-out' : 'money-in');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim());
    setPage(1);
  };
  return (
    <>
      <div className="agent-filters">
        <PeriodPicker period={period} onChange={choose} locale={locale} messages={messages} />
        <CategorySelect value={category} onChange={setCategory} messages={messages} />
        <form className="agent-search" onSubmit={search} role="search">
          <TextField label={messages['agent.profit.filter']} value={typed} onChange={setTyped} maxLength={64} />
          <button type="submit" className="button">
            {messages['agent.team.searchButton']}
          </button>
        </form>
      </div>
      <p className="form-note">{messages['agent.profit.note']}</p>
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        username ? (
          <p role="alert">{moneyErrorText(error, messages)}</p>
        ) : (
          <LoadFailed messages={messages} retry={() => void refetch()} />
        )
      ) : data.items.length === 0 ? (
        <p role="status">{messages['agent.bets.empty']}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="agent-table agent-cards">
              <thead>
                <tr>
                  <th scope="col">{messages['agent.team.username']}</th>
                  <th scope="col" className="num">
                    {messages['agent.bets.stake']}
                  </th>
                  <th scope="col" className="num">
                    {messages['agent.bets.payout']}
                  </th>
                  <th scope="col" className="num">
                    {messages['agent.profit.profit']}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.username}>
                    <th scope="row">
                      {row.username}{' '}
                      <small>{format(messages['agent.team.level.n'], { level: formatCount(row.level, locale) })}</small>
                    </th>
                    <td className="num" data-label={messages['agent.bets.stake']}>
                      {money(row.stakeMinor)}
                    </td>
                    <td className="num" data-label={messages['agent.bets.payout']}>
                      {money(row.payoutMinor)}
                    </td>
                    <td className={`num ${sign(row.profitMinor)}`} data-label={messages['agent.profit.profit']}>
                      {money(row.profitMinor)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{messages['agent.bets.total']}</th>
                  <td className="num" data-label={messages['agent.bets.stake']}>
                    {money(data.totals.stakeMinor)}
                  </td>
                  <td className="num" data-label={messages['agent.bets.payout']}>
                    {money(data.totals.payoutMinor)}
                  </td>
                  <td className={`num ${sign(data.totals.profitMinor)}`} data-label={messages['agent.profit.profit']}>
                    {money(data.totals.profitMinor)}
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
