/** Promotion calls (contract/calls/promotions.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import {
  bonusWagering as bonusWageringCall,
  depositOffers as depositOffersCall,
  joinPromotion as joinCall,
  languageQuery,
  promotionParams,
} from '../../../contract/calls/promotions.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requireMember } from '../identity/index.ts';
import { bonusWagering, depositOffers, joinPromotion, promotionStatus } from './participation.ts';

export function promotionRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/promotions/deposit-offers', async (request) => {
    parseInput(request, depositOffersCall.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await depositOffers(ctx, member));
  });

  wps.get('/promotions/:slug/status', async (request) => {
    parseInput(request, languageQuery, request.query);
    const { slug } = parseInput(request, promotionParams, request.params);
    const { member } = await requireMember(ctx, request);
    return ok(await promotionStatus(ctx, member, slug));
  });

  wps.post('/promotions/:slug/join', async (request) => {
    const { slug } = parseInput(request, promotionParams, request.params);
    parseInput(request, joinCall.body, request.body ?? {});
    const { member } = await requireMember(ctx, request);
    return ok(await joinPromotion(ctx, member, slug));
  });

  wps.get('/bonus/wagering', async (request) => {
    parseInput(request, bonusWageringCall.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await bonusWagering(ctx, member));
  });
}
