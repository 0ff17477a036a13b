/**
 * Betting record (personalHistoryCopy): the member's rounds by vendor and period, one row per round with its
 * bet, win, refund and net, newest first, with the period's totals. Periods and presets are the account record's.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import { betsQuery } from '../../../lib/money/bet-queries.ts';
import type { BetFilter } from '../../../lib/money/bet-calls.ts';
import { fundsQuery } from '../../../lib/money/wallet-queries.ts';
import { defaultRange, shiftRange, type Shift } from '../../../lib/money/record-range.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';

const SHIFTS: Shift[] = ['previous30', 'previous7', 'next7', 'next30'];
const moneyClass = (minor: string) => `num ${minor.startsWith('-') ? 'money-out' : 'money-in'}`;

export default function BettingRecord({ locale, messages }: SectionProps) {
  const [draft, setDraft] = useState<BetFilter>(() => ({ vassalage: '', ...defaultRange() }));
  const [filter, setFilter] = useState<BetFilter>(draft);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(betsQuery(filter, page, locale));
  // Every enabled vendor has a line in the consolidated funds, so it lists the vendors a round can come from.
  const vendors = useQuery(fundsQuery()).data?.vendors ?? [];
  const apply = (next: BetFilter) => { setDraft(next); setFilter(next); setPage(1); };
  const submit = (event: FormEvent) => { event.preventDefault(); apply(draft); };

  return (
    <div className="account-form records">
      <form className="records-filter" onSubmit={submit}>
        <div className="form-field">
          <label htmlFor="bets-vendor">{messages['bets.vendor']}</label>
          <select id="bets-vendor" value={draft.vassalage} onChange={(e) => setDraft({ ...draft, vassalage: e.target.value })}>
            <option value="">{messages['bets.vendor.all']}</option>
            {vendors.map((v) => <option key={v.vassalage} value={v.vassalage}>{v.name}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="bets-from">{messages['bets.from']}</label>
          <input id="bets-from" type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor="bets-to">{messages['bets.to']}</label>
          <input id="bets-to" type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <button type="submit" className="button button--primary">{messages['bets.search']}</button>
      </form>
      <div className="records-presets">
        {SHIFTS.map((shift) => (
          <button key={shift} type="button" className="button" onClick={() => apply({ ...filter, ...shiftRange(filter, shift) })}>{messages[`bets.${shift}`]}</button>
        ))}
      </div>
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
