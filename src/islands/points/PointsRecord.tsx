/** The points record (spec 3 points fields), newest first, ten to a page; each row a card that fits 360 px. */
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format/datetime.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { localDigits } from '../../lib/format/rules.ts';
import { fetchPointsRecord, type PointsRecordRow } from '../../lib/points/points-calls.ts';
import { errorText, moneyText, pointsText, type PointsMessages } from './points-text.ts';

interface Props {
  locale: Locale;
  messages: PointsMessages;
  symbol: string;
  /** Changes when points moved on this page: the record is read again. */
  version: number;
}

type Page = { page: number; pageCount: number; items: PointsRecordRow[] };

export default function PointsRecord({ locale, messages, symbol, version }: Props) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchPointsRecord(page).then(
      (value) => {
        if (live) {
          setData(value);
          setError(null);
        }
      },
      (caught: unknown) => {
        if (live) setError(errorText(caught, messages));
      },
    );
    return () => {
      live = false;
    };
  }, [page, version, messages]);

  const money = (minor: string | null) => (minor === null ? '—' : moneyText(minor, locale, symbol));
  const signed = (points: string) => (points.startsWith('-') ? '−' : '+') + pointsText(points.replace('-', ''), locale);
  const field = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <section className="card points-card" aria-labelledby="points-record-title" aria-busy={!data && !error}>
      <h2 id="points-record-title">{messages['points.record.title']}</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {data && !data.items.length && <p className="form-note">{messages['points.record.empty']}</p>}
      <ol className="points-record">
        {data?.items.map((row) => (
          <li key={row.reference} aria-label={`${row.name} ${signed(row.pointsChanged)}`}>
            <p className="points-record-head">
              <strong>{row.name}</strong>
              <span className={row.pointsChanged.startsWith('-') ? 'points-out' : 'points-in'}>
                {signed(row.pointsChanged)}
              </span>
            </p>
            <dl>
              {field(messages['points.record.reference']!, row.reference)}
              {field(messages['points.record.time']!, formatDateTime(row.appliedAt, locale))}
              {field(messages['points.record.type']!, messages[`points.type.${row.type}`]!)}
              {field(messages['points.record.amount']!, money(row.amountMinor))}
              {field(
                messages['points.record.pointsRequired']!,
                row.pointsRequired === null ? '—' : pointsText(row.pointsRequired, locale),
              )}
              {field(messages['points.record.amountRequired']!, money(row.amountRequiredMinor))}
              {field(messages['points.record.status']!, messages[`points.status.${row.status}`]!)}
              {field(messages['points.record.changed']!, signed(row.pointsChanged))}
              {field(messages['points.record.balance']!, pointsText(row.pointsBalance, locale))}
              {field(
                messages['points.record.unit']!,
                row.unit === null ? '—' : `${symbol}${localDigits(row.unit, locale)}`,
              )}
              {field(
                messages['points.record.ratio']!,
                row.pointsRatio === null ? '—' : localDigits(row.pointsRatio, locale),
              )}
              {field(messages['points.record.remark']!, row.remark ?? '—')}
            </dl>
          </li>
        ))}
      </ol>
      {data && data.pageCount > 1 && (
        <nav className="points-pages" aria-label={messages['points.record.title']}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {messages['points.record.previous']}
          </button>
          <span>
            {format(messages['points.record.page']!, {
              page: localDigits(data.page, locale),
              count: localDigits(data.pageCount, locale),
            })}
          </span>
          <button type="button" className="button" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
            {messages['points.record.next']}
          </button>
        </nav>
      )}
    </section>
  );
}
