/** Notices 9 per page from the platform, each with title, sanitized HTML content and time; used by the modal and /noticePage. */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Pagination, { type PaginationMessages } from '../common/Pagination.tsx';
import { NOTICES_PER_PAGE, noticePageQuery, type Notice, type NoticePage } from '../../lib/notices/queries.ts';
import { sanitizeHtml } from '../../lib/ui/sanitize.ts';
import { formatDateTime } from '../../lib/format/datetime.ts';
import { formatCount } from '../../lib/format/number.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Messages } from '../../lib/i18n/format-message.ts';

export type NoticeListMessages = PaginationMessages &
  Messages<'notice.empty' | 'notice.loading' | 'notice.error' | 'notice.retry'>;

export function NoticeItem({ notice, locale }: { notice: Notice; locale: Locale }) {
  const html = useMemo(() => sanitizeHtml(notice.content), [notice.content]);
  return (
    <li className="notice-item">
      <h3>{notice.title}</h3>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, sanitized by the allow-list above. */}
      <div className="notice-content" dangerouslySetInnerHTML={{ __html: html }} />
      <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt, locale)}</time>
    </li>
  );
}

export interface NoticeListProps {
  locale: Locale;
  messages: NoticeListMessages;
  /** Page 1 as the server drew it (/noticePage): shown at once, then refreshed like any page. */
  firstPage?: NoticePage | undefined;
}

export default function NoticeList({ locale, messages, firstPage }: NoticeListProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    ...noticePageQuery(page, locale),
    initialData: page === 1 ? firstPage : undefined,
  });
  if (isPending) return <p role="status">{messages['notice.loading']}</p>;
  if (isError) {
    return (
      <p role="alert">
        {messages['notice.error']}{' '}
        <button type="button" className="button" onClick={() => void refetch()}>
          {messages['notice.retry']}
        </button>
      </p>
    );
  }
  if (data.list.length === 0) return <p>{messages['notice.empty']}</p>;
  return (
    <>
      <ul className="notice-list">
        {data.list.map((n) => (
          <NoticeItem key={n.id} notice={n} locale={locale} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / NOTICES_PER_PAGE)}
        onSelect={setPage}
        messages={messages}
        formatNumber={(n) => formatCount(n, locale)}
      />
    </>
  );
}
