/** Raffle calls (contract/calls/raffles.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import { claimRafflePrize as claimCall, raffleView as viewCall } from '../../../contract/calls/raffles.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requireMember } from '../identity/index.ts';
import { claimPrize } from './prizes.ts';
import { raffleView } from './view.ts';

export function raffleRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/promotions/:slug/raffle', async (request) => {
    parseInput(request, viewCall.query, request.query);
    const { slug } = parseInput(request, viewCall.params, request.params);
    const { member } = await requireMember(ctx, request);
    return ok(await raffleView(ctx, member, slug));
  });

  wps.post('/promotions/raffle/claim', async (request) => {
    const { round, ticket } = parseInput(request, claimCall.body, request.body ?? {});
    const { member } = await requireMember(ctx, request);
    return ok(await claimPrize(ctx, member, round, ticket));
  });
}
