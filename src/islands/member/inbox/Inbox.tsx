/** Platform information (messageV2): the member's notifications, newest first, ten a page; opening the page marks them read. */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import { inboxQuery } from '../../../lib/money/wallet-queries.ts';
import { markInboxRead } from '../../../lib/money/wallet-calls.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { setUnreadCount } from '../../../lib/stores/wallet.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';

export default function Inbox({ locale, messages }: SectionProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(inboxQuery(page));

  // What was shown is read: mark the page's unread messages once they are on screen, then update the header count.
  useEffect(() => {
    const unread = data?.items.filter((m) => !m.read).map((m) => m.id) ?? [];
    if (unread.length)
      void markInboxRead(unread)
        .then(({ unreadCount }) => setUnreadCount(unreadCount))
        .catch(() => undefined);
  }, [data]);

  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  if (data.items.length === 0) return <p className="card">{messages['inbox.empty']}</p>;
  return (
    <>
      <ul className="notice-list">
        {data.items.map((m) => (
          <li key={m.id} className="notice-item">
            <h3>
              {m.title} {!m.read && <span className="badge">{messages['inbox.unread']}</span>}
            </h3>
            <p>{m.body}</p>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, locale)}</time>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={data.pageCount}
        onSelect={setPage}
        messages={messages}
        formatNumber={(n) => formatCount(n, locale)}
      />
    </>
  );
}
