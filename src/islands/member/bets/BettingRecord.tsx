/**
 * Betting record (personalHistoryCopy): the member's rounds by vendor and period, one row per round with its
 * bet, win, refund and net, newest first, with the period's totals. Periods and presets are the account record's.
 */
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import RecordFilterBar from '../record-filter/RecordFilterBar.tsx';
import FilterSelect from '../record-filter/FilterSelect.tsx';
import { useRecordFilter } from '../record-filter/use-record-filter.ts';
import { betsQuery } from '../../../lib/money/bet-queries.ts';
import type { BetFilter } from '../../../lib/money/bet-calls.ts';
import { fundsQuery } from '../../../lib/money/wallet-queries.ts';
import { defaultRange } from '../../../lib/money/record-range.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';

const moneyClass = (minor: string) => `num ${minor.startsWith('-') ? 'money-out' : 'money-in'}`;

export default function BettingRecord({ locale, messages }: SectionProps) {
  const state = useRecordFilter<BetFilter>(() => ({ vassalage: '', ...defaultRange() }));
  const { draft, setDraft, filter, page, setPage } = state;
  const { data, isPending, isError, refetch } = useQuery(betsQuery(filter, page, locale));
  // Every enabled vendor has a line in the consolidated funds, so it lists the vendors a round can come from.
  const vendors = useQuery(fundsQuery()).data?.vendors ?? [];

  return (
    <div className="account-form records">
      <RecordFilterBar
        idPrefix="bets"
        text={(key) => messages[`bets.${key}`]}
        state={state}
        fields={(
          <FilterSelect id="bets-vendor" label={messages['bets.vendor']} value={draft.vassalage} onChange={(vassalage) => setDraft({ ...draft, vassalage })}>
            <option value="">{messages['bets.vendor.all']}</option>
            {vendors.map((v) => <option key={v.vassalage} value={v.vassalage}>{v.name}</option>)}
          </FilterSelect>
        )}
      />
      {isPending ? <Loading messages={messages} /> : isError ? <LoadFailed messages={messages} retry={() => void refetch()} /> : (
        <>
          <dl className="wallet-summary" aria-label={messages['bets.summary']}>
            <div><dt>{messages['bets.totalBet']}</dt><dd>{formatMoney(data.summary.betMinor, locale, data.currencySymbol)}</dd></div>
            <div><dt>{messages['bets.totalWin']}</dt><dd>{formatMoney(data.summary.winMinor, locale, data.currencySymbol)}</dd></div>
            <div><dt>{messages['bets.totalNet']}</dt><dd className={moneyClass(data.summary.netMinor)}>{formatMoney(data.summary.netMinor, locale, data.currencySymbol)}</dd></div>
          </dl>
          {data.items.length === 0 ? <p className="card">{messages['bets.empty']}</p> : (
            <div className="table-scroll">
              <table className="records-table bets-table">
                <thead>
                  <tr>
                    <th scope="col">{messages['bets.time']}</th>
                    <th scope="col">{messages['bets.game']}</th>
                    <th scope="col">{messages['bets.round']}</th>
                    <th scope="col" className="num">{messages['bets.bet']}</th>
                    <th scope="col" className="num">{messages['bets.win']}</th>
                    <th scope="col" className="num">{messages['bets.refund']}</th>
                    <th scope="col" className="num">{messages['bets.net']}</th>
                    <th scope="col">{messages['bets.status']}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((row) => (
                    <tr key={`${row.vendor}/${row.roundId}`} data-round={row.roundId}>
                      <td><time dateTime={row.betAt}>{formatDateTime(row.betAt, locale)}</time></td>
                      <td>{row.gameName}<br /><small>{row.vendor}</small></td>
                      <td className="reference">{row.roundId}</td>
                      <td className="num">{formatMoney(row.betMinor, locale, data.currencySymbol)}</td>
                      <td className="num">{formatMoney(row.winMinor, locale, data.currencySymbol)}</td>
                      <td className="num">{formatMoney(row.refundMinor, locale, data.currencySymbol)}</td>
                      <td className={moneyClass(row.netMinor)}>{formatMoney(row.netMinor, locale, data.currencySymbol)}</td>
                      <td>{messages[`bets.status.${row.status}`]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination page={page} pageCount={data.pageCount} onSelect={setPage} messages={messages} formatNumber={(n) => formatCount(n, locale)} />
        </>
      )}
    </div>
  );
}
