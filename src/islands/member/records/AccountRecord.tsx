/**
 * Account record (transactionHistory) and bonus details: the member's movements by type and period (presets
 * move the window by 7 or 30 days), each described in plain words with the game's or the other side's name and
 * a short round or order number (never an internal reference or a vendor code), and the balance after it; a
 * summary of the main wallet for the rows of the filter (reconciling when unfiltered), pages, and a CSV of the
 * same rows. On phones each row is a card with the amount beside its description (src/styles/member.css).
 */
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import RecordFilterBar from '../record-filter/RecordFilterBar.tsx';
import FilterSelect from '../record-filter/FilterSelect.tsx';
import { useRecordFilter } from '../record-filter/use-record-filter.ts';
import { recordsQuery } from '../../../lib/money/wallet-queries.ts';
import {
  downloadRecordsCsv,
  type RecordFilter,
  type RecordRow,
  type RecordType,
} from '../../../lib/money/wallet-calls.ts';
import { defaultRange } from '../../../lib/money/record-range.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { MemberMessageKey } from '../messages.ts';
import type { SectionProps } from '../sections.ts';

const TYPES: RecordType[] = ['all', 'deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'adjustment'];

/** The line under a row's description: the game, the other member, or the game wallet money went to or came from. */
function detailOf(row: RecordRow, messages: SectionProps['messages']): string | null {
  if (row.gameName) return row.gameName;
  if (row.counterparty)
    return format(messages[row.amountMinor.startsWith('-') ? 'record.counterparty.out' : 'record.counterparty.in'], {
      name: row.counterparty,
    });
  return row.wallet === 'main' ? row.vendorName : null;
}

export function RecordList({ locale, messages, fixedType }: SectionProps & { fixedType?: RecordType }) {
  const state = useRecordFilter<RecordFilter>(() => ({ type: fixedType ?? 'all', ...defaultRange() }));
  const { draft, setDraft, filter, page, setPage } = state;
  const { data, isPending, isError, refetch } = useQuery(recordsQuery(filter, page));
  const text = (key: string) => messages[key as MemberMessageKey] ?? key;

  const download = async () => {
    const blob = await downloadRecordsCsv(filter, locale);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `account-record-${filter.from}-${filter.to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="account-form records">
      <RecordFilterBar
        idPrefix="record"
        text={(key) => messages[`record.${key}`]}
        state={state}
        fields={
          !fixedType && (
            <FilterSelect
              id="record-type"
              label={messages['record.type']}
              value={draft.type}
              onChange={(type) => setDraft({ ...draft, type: type as RecordType })}
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {text(`record.type.${type}`)}
                </option>
              ))}
            </FilterSelect>
          )
        }
        actions={
          <button type="button" className="button" onClick={() => void download()}>
            {messages['record.csv']}
          </button>
        }
      />
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : (
        <>
          {data.items.length === 0 ? (
            <p className="card">{messages['record.empty']}</p>
          ) : (
            <>
              {/* The summary describes the rows shown: the same filter, so it is left out when there are none. */}
              <dl
                className="wallet-summary"
                aria-label={
                  data.summary.openingMinor === null ? messages['record.summaryFiltered'] : messages['record.summary']
                }
              >
                {data.summary.openingMinor !== null && (
                  <div>
                    <dt>{messages['record.opening']}</dt>
                    <dd>{formatMoney(data.summary.openingMinor, locale, data.currencySymbol)}</dd>
                  </div>
                )}
                <div>
                  <dt>{messages['record.incoming']}</dt>
                  <dd>{formatMoney(data.summary.incomingMinor, locale, data.currencySymbol)}</dd>
                </div>
                <div>
                  <dt>{messages['record.outgoing']}</dt>
                  <dd>{formatMoney(data.summary.outgoingMinor, locale, data.currencySymbol)}</dd>
                </div>
                {data.summary.closingMinor !== null && (
                  <div>
                    <dt>{messages['record.closing']}</dt>
                    <dd>{formatMoney(data.summary.closingMinor, locale, data.currencySymbol)}</dd>
                  </div>
                )}
              </dl>
              <div className="table-scroll">
                {/* Roles written out: the phone layout restyles the rows as cards, and some browsers drop a restyled table's roles. */}
                <table className="records-table record-cards" role="table">
                  <thead role="rowgroup">
                    <tr role="row">
                      <th scope="col" role="columnheader">
                        {messages['record.time']}
                      </th>
                      <th scope="col" role="columnheader">
                        {messages['record.description']}
                      </th>
                      <th scope="col" role="columnheader">
                        {messages['record.wallet']}
                      </th>
                      <th scope="col" role="columnheader" className="num">
                        {messages['record.amount']}
                      </th>
                      <th scope="col" role="columnheader" className="num">
                        {messages['record.balanceAfter']}
                      </th>
                    </tr>
                  </thead>
                  <tbody role="rowgroup">
                    {data.items.map((row) => {
                      const detail = detailOf(row, messages);
                      return (
                        <tr key={row.postingId} role="row">
                          <td role="cell" className="card-time" data-label={messages['record.time']}>
                            <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time>
                          </td>
                          <td role="cell" className="card-title" data-label={messages['record.description']}>
                            <strong>{text(`record.code.${row.code}`)}</strong>
                            {detail && <span className="record-detail">{detail}</span>}
                            {row.number && (
                              <span className="record-number">
                                {format(messages['record.number'], { number: row.number })}
                              </span>
                            )}
                          </td>
                          <td role="cell" className="card-wallet" data-label={messages['record.wallet']}>
                            {row.wallet === 'main'
                              ? messages['record.wallet.main']
                              : format(messages['record.wallet.vendor'], { vendor: row.vendorName ?? '' })}
                          </td>
                          <td
                            role="cell"
                            className={`num card-amount ${row.amountMinor.startsWith('-') ? 'money-out' : 'money-in'}`}
                            data-label={messages['record.amount']}
                          >
                            {formatMoney(row.amountMinor, locale, data.currencySymbol)}
                          </td>
                          <td role="cell" className="num card-balance" data-label={messages['record.balanceAfter']}>
                            {formatMoney(row.balanceAfterMinor, locale, data.currencySymbol)}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
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

export default function AccountRecord(props: SectionProps) {
  return <RecordList {...props} />;
}
