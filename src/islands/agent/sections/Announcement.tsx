/** Announcements for agents (spec 2): the notices addressed to agents, newest first, paged; content is sanitized. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import { agentAnnouncementsQuery } from '../../../lib/agent/agent-queries.ts';
import { sanitizeHtml } from '../../../lib/ui/sanitize.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { LoadFailed, Loading } from '../../member/Loading.tsx';
import type { AgentSectionProps } from '../sections.ts';

export default function Announcement({ locale, messages }: AgentSectionProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(agentAnnouncementsQuery(page));
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  if (data.list.length === 0) return <p role="status">{messages['agent.noAnnouncements']}</p>;
  return (
    <>
      <ul className="agent-notices">
        {data.list.map((notice) => (
          <li key={notice.id} className="card">
            <h4>{notice.title}</h4>
            <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt, locale)}</time>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's HTML, sanitized first. */}
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        pageCount={Math.ceil(data.total / data.pageSize)}
        onSelect={setPage}
        messages={messages}
      />
    </>
  );
}
