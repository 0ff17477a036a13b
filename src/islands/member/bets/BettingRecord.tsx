/**
 * Betting record (personalHistoryCopy): the member's rounds by vendor and period, one row per round with the
 * game's and the vendor's names, a short round number, its bet, win, refund and net, newest first, with the
 * period's totals. Periods and presets are the account record's; on phones each round is a card.
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
        fields={
          <FilterSelect
            id="bets-vendor"
            label={messages['bets.vendor']}
            value={draft.vassalage}
            onChange={(vassalage) => setDraft({ ...draft, vassalage })}
          >
            <option value="">{messages['bets.vendor.all']}</option>
            {vendors.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.name}
              </option>
            ))}
          </FilterSelect>
        }
      />
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : (
        <>
          <dl className="wallet-summary" aria-label={messages['bets.summary']}>
            <div>
              <dt>{messages['bets.totalBet']}</dt>
              <dd>{formatMoney(data.summary.betMinor, locale, data.currencySymbol)}</dd>
            </div>
            <div>
              <dt>{messages['bets.totalWin']}</dt>
              <dd>{formatMoney(data.summary.winMinor, locale, data.currencySymbol)}</dd>
            </div>
            <div>
              <dt>{messages['bets.totalNet']}</dt>
              <dd className={moneyClass(data.summary.netMinor)}>
                {formatMoney(data.summary.netMinor, locale, data.currencySymbol)}
              </dd>
            </div>
          </dl>
          {data.items.length === 0 ? (
            <p className="card">{messages['bets.empty']}</p>
          ) : (
            <div className="table-scroll">
              <table className="records-table bets-table record-cards" role="table">
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      {messages['bets.time']}
                    </th>
                    <th scope="col" role="columnheader">
                      {messages['bets.game']}
                    </th>
                    <th scope="col" role="columnheader">
                      {messages['bets.round']}
                    </th>
                    <th scope="col" role="columnheader" className="num">
                      {messages['bets.bet']}
                    </th>
                    <th scope="col" role="columnheader" className="num">
                      {messages['bets.win']}
                    </th>
                    <th scope="col" role="columnheader" className="num">
                      {messages['bets.refund']}
                    </th>
                    <th scope="col" role="columnheader" className="num">
                      {messages['bets.net']}
                    </th>
                    <th scope="col" role="columnheader">
                      {messages['bets.status']}
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {data.items.map((row) => (
                    <tr key={`${row.vendor}/${row.roundId}`} role="row" data-round={row.roundId}>
                      <td role="cell" className="card-time" data-label={messages['bets.time']}>
                        <time dateTime={row.betAt}>{formatDateTime(row.betAt, locale)}</time>
                      </td>
                      <td role="cell" className="card-title" data-label={messages['bets.game']}>
                        <strong>{row.gameName}</strong>
                        {row.vendorName && <span className="record-detail">{row.vendorName}</span>}
                      </td>
                      <td role="cell" className="card-number" data-label={messages['bets.round']}>
                        {row.roundNo}
                      </td>
                      <td role="cell" className="num card-figure" data-label={messages['bets.bet']}>
                        {formatMoney(row.betMinor, locale, data.currencySymbol)}
                      </td>
                      <td role="cell" className="num card-figure" data-label={messages['bets.win']}>
                        {formatMoney(row.winMinor, locale, data.currencySymbol)}
                      </td>
                      <td role="cell" className="num card-figure" data-label={messages['bets.refund']}>
                        {formatMoney(row.refundMinor, locale, data.currencySymbol)}
                      </td>
                      <td
                        role="cell"
                        className={`${moneyClass(row.netMinor)} card-amount`}
                        data-label={messages['bets.net']}
                      >
                        {formatMoney(row.netMinor, locale, data.currencySymbol)}
                      </td>
                      <td role="cell" className="card-status" data-label={messages['bets.status']}>
                        {messages[`bets.status.${row.status}`]}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={page}
            pageCount={data.pageCount}
            onSelect={setPage}
            messages={messages}
            formatNumber={(n) => formatCount(n, locale)}
          />
        </>
      )}
    </div>
  );
}
