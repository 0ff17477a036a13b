/** GET /wps/member/profit: personal profit and loss for a real (non-trial) member. */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import { personalProfit } from '../../../contract/calls/profit.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../identity/index.ts';
import { profitReport } from './service.ts';

export function profitRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/member/profit', async (request) => {
    const q = parseInput(request, personalProfit.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof personalProfit>>(
      await profitReport(ctx, member.id, { from: q.from, to: q.to }, requestLanguage(request)),
    );
  });
}
