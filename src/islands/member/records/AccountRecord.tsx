/**
 * Account record (transactionHistory) and bonus details: the member's movements by type and period (presets
 * move the window by 7 or 30 days), each with its reference and the balance after it, a summary of the main
 * wallet that reconciles, pages, and a CSV of the same rows.
 */
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import RecordFilterBar from '../record-filter/RecordFilterBar.tsx';
import FilterSelect from '../record-filter/FilterSelect.tsx';
import { useRecordFilter } from '../record-filter/use-record-filter.ts';
import { recordsQuery } from '../../../lib/money/wallet-queries.ts';
import { downloadRecordsCsv, type RecordFilter, type RecordType } from '../../../lib/money/wallet-calls.ts';
import { defaultRange } from '../../../lib/money/record-range.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { MemberMessageKey } from '../messages.ts';
import type { SectionProps } from '../sections.ts';

const TYPES: RecordType[] = ['all', 'deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'adjustment'];

export function RecordList({ locale, messages, fixedType }: SectionProps & { fixedType?: RecordType }) {
  const state = useRecordFilter<RecordFilter>(() => ({ type: fixedType ?? 'all', ...defaultRange() }));
  const { draft, setDraft, filter, page, setPage } = state;
  const { data, isPending, isError, refetch } = useQuery(recordsQuery(filter, page));
  const text = (key: string) => messages[key as MemberMessageKey] ?? key;

  const download = async () => {
    const blob = await downloadRecordsCsv(filter);
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
        fields={!fixedType && (
          <FilterSelect id="record-type" label={messages['record.type']} value={draft.type} onChange={(type) => setDraft({ ...draft, type: type as RecordType })}>
            {TYPES.map((type) => <option key={type} value={type}>{text(`record.type.${type}`)}</option>)}
          </FilterSelect>
        )}
        actions={<button type="button" className="button" onClick={() => void download()}>{messages['record.csv']}</button>}
      />
      {isPending ? <Loading messages={messages} /> : isError ? <LoadFailed messages={messages} retry={() => void refetch()} /> : (
        <>
          <dl className="wallet-summary" aria-label={messages['record.summary']}>
            <div><dt>{messages['record.opening']}</dt><dd>{formatMoney(data.summary.openingMinor, locale, data.currencySymbol)}</dd></div>
            <div><dt>{messages['record.incoming']}</dt><dd>{formatMoney(data.summary.incomingMinor, locale, data.currencySymbol)}</dd></div>
            <div><dt>{messages['record.outgoing']}</dt><dd>{formatMoney(data.summary.outgoingMinor, locale, data.currencySymbol)}</dd></div>
            <div><dt>{messages['record.closing']}</dt><dd>{formatMoney(data.summary.closingMinor, locale, data.currencySymbol)}</dd></div>
          </dl>
          {data.items.length === 0 ? <p className="card">{messages['record.empty']}</p> : (
            <div className="table-scroll">
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{messages['record.time']}</th>
                    <th scope="col">{messages['record.type']}</th>
                    <th scope="col">{messages['record.wallet']}</th>
                    <th scope="col" className="num">{messages['record.amount']}</th>
                    <th scope="col" className="num">{messages['record.balanceAfter']}</th>
                    <th scope="col">{messages['record.reference']}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((row) => (
                    <tr key={row.postingId}>
                      <td><time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time></td>
                      <td>{text(`record.code.${row.code}`)}</td>
                      <td>{row.wallet === 'main' ? messages['record.wallet.main'] : format(messages['record.wallet.vendor'], { vendor: row.vendor ?? '' })}</td>
                      <td className={`num ${row.amountMinor.startsWith('-') ? 'money-out' : 'money-in'}`}>{formatMoney(row.amountMinor, locale, data.currencySymbol)}</td>
                      <td className="num">{formatMoney(row.balanceAfterMinor, locale, data.currencySymbol)}</td>
                      <td className="reference">{row.reference}</td>
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

export default function AccountRecord(props: SectionProps) {
  return <RecordList {...props} />;
}
