/** Invite-friends calls (contract/calls/referral.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../contract/calls/referral.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { parseInput } from '../../http/envelope.ts';
import { requireMember } from '../identity/index.ts';
import { requireReferral } from './service.ts';
import { referralView } from './view.ts';

export function referralRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/member/referral', async (request) => {
    parseInput(request, calls.fetchReferral.query, request.query);
    const { member } = await requireMember(ctx, request);
    await requireReferral(ctx);
    return answer(calls.fetchReferral, await referralView(ctx, member));
  });
}
