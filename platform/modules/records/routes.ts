/** Record calls: GET /wps/member/records (paged JSON) and /wps/member/records.csv (the same rows to download). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requireMember } from '../accounts/sessions.ts';
import { RECORD_TYPE_NAMES } from './record-types.ts';
import { records, recordsCsv } from './service.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const filter = {
  type: z.enum(RECORD_TYPE_NAMES as [string, ...string[]]).default('all'),
  from: day,
  to: day,
  language: z.string().max(16).optional(),
};
const pageQuery = z.object({
  ...filter,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
}).strict();
const csvQuery = z.object(filter).strict();

export function recordRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/member/records', async (request) => {
    const q = parseInput(request, pageQuery, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await records(ctx, member.id, { type: q.type as never, from: q.from, to: q.to }, q.page, q.size));
  });

  wps.get('/member/records.csv', async (request, reply) => {
    const q = parseInput(request, csvQuery, request.query);
    const { member } = await requireMember(ctx, request);
    const csv = await recordsCsv(ctx, member.id, { type: q.type as never, from: q.from, to: q.to });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="account-record-${q.from}-${q.to}.csv"`)
      .send(csv);
  });
}
