/**
 * The report's table: one row per game category played, then the totals. On phones each row is a card (the
 * account record's record-cards layout): the category and its net on the first line, bets and wins below, so
 * nothing needs scrolling sideways.
 */
import type { Locale } from '../../../lib/i18n/locales.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import type { ProfitFigures, ProfitReport } from '../../../../contract/calls/profit.ts';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  report: ProfitReport;
}

const moneyClass = (minor: string) => (minor.startsWith('-') ? 'money-out' : 'money-in');

function Row({
  title,
  figures,
  locale,
  messages,
  symbol,
  total = false,
}: {
  title: string;
  figures: ProfitFigures;
  locale: Locale;
  messages: MemberMessages;
  symbol: string;
  total?: boolean;
}) {
  const money = (minor: string) => formatMoney(minor, locale, symbol);
  return (
    <tr role="row" className={total ? 'profit-total' : undefined}>
      <td role="cell" className="card-title" data-label={messages['profit.category']}>
        <strong>{title}</strong>
      </td>
      <td role="cell" className="num card-figure" data-label={messages['profit.bets']}>
        {money(figures.betMinor)}
      </td>
      <td role="cell" className="num card-figure" data-label={messages['profit.wins']}>
        {money(figures.winMinor)}
      </td>
      <td role="cell" className={`num card-amount ${moneyClass(figures.netMinor)}`} data-label={messages['profit.net']}>
        {money(figures.netMinor)}
      </td>
    </tr>
  );
}

export default function ProfitTable({ locale, messages, report }: Props) {
  const common = { locale, messages, symbol: report.currencySymbol };
  return (
    <div className="table-scroll">
      {/* Roles written out: the phone layout restyles the rows as cards, and some browsers drop a restyled table's roles. */}
      <table className="records-table profit-table record-cards" role="table" aria-label={messages['profit.table']}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {messages['profit.category']}
            </th>
            <th scope="col" role="columnheader" className="num">
              {messages['profit.bets']}
            </th>
            <th scope="col" role="columnheader" className="num">
              {messages['profit.wins']}
            </th>
            <th scope="col" role="columnheader" className="num">
              {messages['profit.net']}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {report.categories.map((c) => (
            <Row key={c.category} title={c.title} figures={c} {...common} />
          ))}
        </tbody>
        <tfoot role="rowgroup">
          <Row title={messages['profit.total']} figures={report.totals} total {...common} />
        </tfoot>
      </table>
    </div>
  );
}
