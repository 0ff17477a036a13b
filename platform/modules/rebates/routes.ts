/** Cashback and reward-centre calls (contract/calls/rebates.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import {
  claimRebate as claimCall,
  rebateView as viewCall,
  rewardCentre as rewardCall,
} from '../../../contract/calls/rebates.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../identity/index.ts';
import { rewardCentre } from './rewards.ts';
import { claimRebate, rebateView } from './service.ts';

export function rebateRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/rebate', async (request) => {
    parseInput(request, viewCall.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await rebateView(ctx, member, requestLanguage(request)));
  });

  wps.post('/rebate/claim', async (request) => {
    parseInput(request, claimCall.body, request.body ?? {});
    const { member } = await requireMember(ctx, request);
    return ok(await claimRebate(ctx, member, requestLanguage(request)));
  });

  wps.get('/rewards', async (request) => {
    parseInput(request, rewardCall.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await rewardCentre(ctx, member, requestLanguage(request)));
  });
}
