/** Record calls: GET /wps/member/records (paged JSON) and /wps/member/records.csv (the same rows to download). */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import { accountRecord, recordsCsvQuery } from '../../../contract/calls/records.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../identity/index.ts';
import { records, recordsCsv } from './service.ts';

export function recordRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/member/records', async (request) => {
    const q = parseInput(request, accountRecord.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof accountRecord>>(
      await records(ctx, member, { type: q.type, from: q.from, to: q.to }, q.page, q.size, requestLanguage(request)),
    );
  });

  wps.get('/member/records.csv', async (request, reply) => {
    const q = parseInput(request, recordsCsvQuery, request.query);
    const { member } = await requireMember(ctx, request);
    const csv = await recordsCsv(ctx, member, { type: q.type, from: q.from, to: q.to }, requestLanguage(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="account-record-${q.from}-${q.to}.csv"`)
      .send(csv);
  });
}
