/**
 * POST /wps/game/launchGameV2 (spec 3 "Game launch request", spec 9 constants): opens a game session and answers
 * the game's address. The game must be in the catalogue under that (enabled) vendor; the launch is the member's
 * "recent game". The built-in vendor serves every demo vendor's games under /vendor/<vassalage>/<gameCode>/.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { requireMember } from '../accounts/sessions.ts';
import { openGameSession } from './game-sessions.ts';
import { gameByCode } from '../games/catalogue-repository.ts';
import { markPlayed } from '../games/catalogue.ts';
import type { SeamlessWallet } from './service.ts';

const launchBody = z.object({
  gameId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  vassalage: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  accountType: z.literal(1),
  confirmTrans: z.literal(0),
  clientType: z.literal(3),
  launchMode: z.literal('GLS'),
  platform: z.literal('html5-desktop'),
  language: z.string().regex(/^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/),
}).strict();

export function launchRoutes(wps: FastifyInstance, ctx: PlatformContext, wallet: SeamlessWallet): void {
  wps.post('/game/launchGameV2', async (request) => {
    const body = parseInput(request, launchBody, request.body);
    const { member } = await requireMember(ctx, request);
    if (!(await wallet.vendors.has(body.vassalage))) throw new PlatformError(404, 'not_found');
    const game = await gameByCode(ctx.db, ctx.config.merchantCode, body.gameId);
    if (!game || game.vassalage !== body.vassalage) throw new PlatformError(404, 'not_found');
    const token = await openGameSession(ctx.db, ctx.config.merchantCode, member.id, body.vassalage, body.gameId, ctx.now());
    await markPlayed(ctx, member.id, body.gameId);
    const query = `?session=${encodeURIComponent(token)}&lang=${encodeURIComponent(body.language)}`;
    const url = `/vendor/${encodeURIComponent(body.vassalage)}/${encodeURIComponent(body.gameId)}/${query}`;
    // The built-in vendor has one address; game_url2 (the spec's alternative address) is the same.
    return ok({ game_url: url, game_url2: url });
  });
}
