/** Announcements (spec 7: MCSFE_getListAnnouncements with types and platform W), paged. */
import type { FastifyInstance } from 'fastify';
import { fetchAnnouncements, fetchNoticeData } from '../../../contract/calls/notices.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { listAnnouncements } from './repository.ts';
import { noticeData } from './notice-data.ts';

export function noticeRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/relay/MCSFE_getNoticeData', async (request) => {
    parseInput(request, fetchNoticeData.query, request.query);
    return answer(fetchNoticeData, await noticeData(ctx, requestLanguage(request)));
  });

  wps.get('/relay/MCSFE_getListAnnouncements', async (request) => {
    const query = parseInput(request, fetchAnnouncements.query, request.query);
    const { rows, total } = await listAnnouncements(ctx.db, {
      merchant: ctx.config.merchantCode,
      lang: requestLanguage(request),
      types: query.types,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return answer(fetchAnnouncements, {
      list: rows.map((r) => ({
        id: r.id,
        type: r.announcement_type,
        title: r.title,
        content: r.content,
        popup: r.popup === 1,
        createdAt: r.created_at,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
}
