/** Query options for notices (hierarchical keys: ['notices', ...]). */
import { queryOptions } from '@tanstack/react-query';
import { callPlatform } from '../api/client.ts';

export const NOTICES_PER_PAGE = 9;

export interface Notice {
  id: number;
  type: string;
  title: string;
  content: string;
  createdAt: string;
}

export interface NoticePage {
  list: Notice[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NoticeData {
  playerNotices: Notice[];
  popup: Notice[];
  promotion: Notice[];
  banners: { groupName: string; url: string }[];
}

/** One page of the notice list; /noticePage's server asks the same for its first page. */
export const noticePagePath = (page: number) => `/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&page=${page}&pageSize=${NOTICES_PER_PAGE}`;

export function noticePageQuery(page: number, language: string) {
  return queryOptions({
    queryKey: ['notices', 'list', language, page],
    queryFn: ({ signal }) => callPlatform<NoticePage>(noticePagePath(page), { signal }),
  });
}

export function noticeDataQuery(language: string) {
  return queryOptions({
    queryKey: ['notices', 'data', language],
    queryFn: ({ signal }) => callPlatform<NoticeData>('/wps/relay/MCSFE_getNoticeData', { signal }),
  });
}
