/** Announcements (spec 7: MCSFE_getListAnnouncements with types and platform W), paged. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { listAnnouncements } from './repository.ts';
import { noticeData } from './notice-data.ts';

const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

const announcementsQuery = z.object({
  // Comma-separated types; the spec's default is B.
  types: z.string().max(20).default('B').transform((s) => s.split(',')).pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1)),
  platform: z.literal('W').default('W'),
  language: z.string().max(16).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
}).strict();

const noticeDataQuery = z.object({ language: z.string().max(16).optional() }).strict();

export function noticeRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/relay/MCSFE_getNoticeData', async (request) => {
    parseInput(request, noticeDataQuery, request.query);
    return ok(await noticeData(ctx, requestLanguage(request)));
  });

  wps.get('/relay/MCSFE_getListAnnouncements', async (request) => {
    const query = parseInput(request, announcementsQuery, request.query);
    const { rows, total } = await listAnnouncements(ctx.db, {
      merchant: ctx.config.merchantCode,
      lang: requestLanguage(request),
      types: query.types,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return ok({
      list: rows.map((r) => ({ id: r.id, type: r.announcement_type, title: r.title, content: r.content, popup: r.popup === 1, createdAt: r.created_at })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
}
