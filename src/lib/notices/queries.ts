/** Query options for notices (hierarchical keys: ['notices', ...]). */
import { queryOptions } from '@tanstack/react-query';
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadNotices = () => import('../../../contract/calls/notices.ts');

export type { Announcements as NoticePage, Notice } from '../../../contract/calls/notices.ts';

export const NOTICES_PER_PAGE = 9;

/** The query of one page of the notice list; /noticePage's server asks the same for its first page. */
export const noticePageQueryOf = (page: number) => ({
  types: 'B,PL,PU,PR,H',
  platform: 'W',
  page,
  pageSize: NOTICES_PER_PAGE,
});

/** Popup notices and the rest (MCSFE_getNoticeData), for the modal root and the notice queries. */
export const fetchNotices = async (signal?: AbortSignal) =>
  callContract((await loadNotices()).fetchNoticeData, signal ? { signal } : {});

export function noticePageQuery(page: number, language: string) {
  return queryOptions({
    queryKey: ['notices', 'list', language, page],
    queryFn: async ({ signal }) =>
      callContract((await loadNotices()).fetchAnnouncements, { query: noticePageQueryOf(page), signal }),
  });
}
