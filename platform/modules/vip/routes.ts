/** VIP centre calls (contract/calls/vip.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import { vipLadder, vipState } from '../../../contract/calls/vip.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../identity/index.ts';
import { vipLadderView, vipStateView } from './view.ts';

export function vipRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/vip/ranks', async (request) => {
    parseInput(request, vipLadder.query, request.query);
    return ok(await vipLadderView(ctx, requestLanguage(request)));
  });

  wps.get('/member/vip', async (request) => {
    parseInput(request, vipState.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await vipStateView(ctx, member.id, requestLanguage(request)));
  });
}
