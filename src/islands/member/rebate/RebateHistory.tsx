/** The cashback received, newest first: when, which day's bets, claimed or paid at the day's end, and how much. */
import type { RebatePayment } from '../../../lib/rebates/rebate-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';
import { playerDayText } from './day-text.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  currencySymbol: string;
  history: RebatePayment[];
}

export default function RebateHistory({ locale, messages, currencySymbol, history }: Props) {
  return (
    <section className="rebate-history" aria-labelledby="rebate-history-title">
      <h3 id="rebate-history-title">{messages['rebate.history']}</h3>
      {history.length === 0 ? (
        <p className="card">{messages['rebate.historyEmpty']}</p>
      ) : (
        <div className="table-scroll">
          <table className="records-table record-cards" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {messages['rebate.when']}
                </th>
                <th scope="col" role="columnheader">
                  {messages['rebate.day']}
                </th>
                <th scope="col" role="columnheader">
                  {messages['rebate.source']}
                </th>
                <th scope="col" role="columnheader" className="num">
                  {messages['rebate.amount']}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {history.map((row) => (
                <tr key={`${row.createdAt}-${row.day}-${row.amountMinor}`} role="row">
                  <td role="cell" className="card-time" data-label={messages['rebate.when']}>
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time>
                  </td>
                  <td role="cell" className="card-wallet" data-label={messages['rebate.day']}>
                    {playerDayText(row.day, locale)}
                  </td>
                  <td role="cell" className="card-title" data-label={messages['rebate.source']}>
                    <strong>{messages[`rebate.source.${row.source}`]}</strong>
                    <span className="record-detail">{row.categories.map((c) => c.name).join(', ')}</span>
                  </td>
                  <td role="cell" className="num card-amount money-in" data-label={messages['rebate.amount']}>
                    {formatMoney(row.amountMinor, locale, currencySymbol)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
