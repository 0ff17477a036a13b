/** GET /wps/member/bets: the betting record, one row per round, paged, for a real (non-trial) member. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../accounts/sessions.ts';
import { bets } from './service.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const query = z.object({
  from: day,
  to: day,
  // Empty means every vendor (the site sends the filter's "all" as an empty value).
  vassalage: z.string().regex(/^[A-Za-z0-9_]{0,32}$/).optional(),
  // The player's language, as the catalogue reads it (query, then headers).
  language: z.string().max(16).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
}).strict();

export function betRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/member/bets', async (request) => {
    const q = parseInput(request, query, request.query);
    const { member } = await requireMember(ctx, request);
    const filter = { from: q.from, to: q.to, vendor: q.vassalage || null, language: requestLanguage(request) };
    return ok(await bets(ctx, member.id, filter, q.page, q.size));
  });
}
