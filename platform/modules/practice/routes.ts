/**
 * POST /wps/practice/topup (issue 13): a trial account's practice money back up to the starting amount, only when
 * below it. Trial only (a real member has no practice money); a few per minute at most.
 */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import { practiceTopUp } from '../../../contract/calls/wallet.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { requireSession } from '../identity/index.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { PRACTICE_START_MINOR, PracticeNotNeededError } from '../ledger/index.ts';
import { practiceBook } from './book.ts';

const TOP_UPS_PER_MINUTE = 3;

export function practiceRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.post('/practice/topup', async (request) => {
    const body = parseInput(request, practiceTopUp.body, request.body);
    const { member } = await requireSession(ctx, request);
    if (member.trial !== 1) throw new PlatformError(403, 'practice_trial_only');
    if (over(await ctx.limiter.hit(`practice-topup:${member.id}`, 60_000, TOP_UPS_PER_MINUTE), TOP_UPS_PER_MINUTE))
      throw new PlatformError(429, 'rate_limited');
    try {
      const done = await practiceBook(ctx).topUp(member.id, body.requestId);
      return ok<AnswerOf<typeof practiceTopUp>>({
        practiceBalance: formatMinor(done.balanceMinor),
        practiceBalanceMinor: done.balanceMinor.toString(),
        addedMinor: done.addedMinor.toString(),
        practiceStartMinor: done.startMinor.toString(),
      });
    } catch (error) {
      if (error instanceof PracticeNotNeededError)
        throw new PlatformError(400, 'practice_not_needed', undefined, { amount: formatMinor(PRACTICE_START_MINOR) });
      throw error;
    }
  });
}
