/** GET /wps/member/bets: the betting record, one row per round, paged, for a real (non-trial) member. */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import { bettingRecord } from '../../../contract/calls/bets.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../identity/index.ts';
import { bets } from './service.ts';

export function betRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/member/bets', async (request) => {
    const q = parseInput(request, bettingRecord.query, request.query);
    const { member } = await requireMember(ctx, request);
    const filter = { from: q.from, to: q.to, vendor: q.vassalage || null, language: requestLanguage(request) };
    return ok<AnswerOf<typeof bettingRecord>>(await bets(ctx, member.id, filter, q.page, q.size));
  });
}
