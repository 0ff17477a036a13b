/**
 * POST /wps/game/launchLotto (spec 7 "Lottery": launch with lottoArea, launchMode LOTT, lottoGameCode, lottoView
 * betting or lobby, device, backUrl, language): opens a game session on the built-in lottery game like
 * launchGameV2 does for other games, and points at its betting view or its lobby.
 */
import type { FastifyInstance } from 'fastify';
import { lottoLaunchRequest } from '../../../contract/lottery.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { AREA_OF_KIND, lotteryGame } from '../../vendor/index.ts';
import { openLaunch } from './launch.ts';
import type { SeamlessWallet } from './service.ts';

export function lottoLaunchRoutes(wps: FastifyInstance, ctx: PlatformContext, wallet: SeamlessWallet): void {
  wps.post('/game/launchLotto', async (request) => {
    const body = parseInput(request, lottoLaunchRequest, request.body);
    const game = lotteryGame(body.lottoGameCode);
    if (!game || AREA_OF_KIND[game.kind] !== body.lottoArea) throw new PlatformError(404, 'not_found');
    const token = await openLaunch(ctx, wallet, request, game.code, game.vassalage);
    const query = new URLSearchParams({ session: token, lang: body.language, view: body.lottoView });
    const url = `/vendor/lotto/${encodeURIComponent(game.vassalage)}/${encodeURIComponent(game.code)}/?${query}`;
    return ok({ game_url: url, game_url2: url });
  });
}
