/** Notices and announcements on /wps/relay (spec 7: MCSFE_getNoticeData, MCSFE_getListAnnouncements). */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery } from './language-query.ts';
import { banner } from './system.ts';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** A notice as the site shows it; its content is server HTML the site sanitizes. */
export const notice = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof notice>;

/** Notice data (spec 3): player notices, banners, popup notices and promotion notices, in one call. */
export const noticeData = z.object({
  playerNotices: z.array(notice),
  popup: z.array(notice),
  promotion: z.array(notice),
  banners: z.array(banner),
});
export type NoticeData = z.infer<typeof noticeData>;

export const fetchNoticeData = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getNoticeData',
  summary: 'Player, popup and promotion notices and banners',
  query: languageQuery,
  answer: noticeData,
});

export const announcementsQuery = z
  .object({
    /** Comma-separated types; the spec's default is B. */
    types: z
      .string()
      .max(20)
      .default('B')
      .transform((s) => s.split(','))
      .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1)),
    platform: z.literal('W').default('W'),
    language: z.string().max(16).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(9),
  })
  .strict();

export const announcement = notice.extend({ popup: z.boolean() });
export type Announcement = z.infer<typeof announcement>;

export const announcements = z.object({
  list: z.array(announcement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Announcements = z.infer<typeof announcements>;

export const fetchAnnouncements = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  summary: 'Announcements of the given types, paged',
  query: announcementsQuery,
  answer: announcements,
});

export const noticesCalls = [fetchNoticeData, fetchAnnouncements] as const;
