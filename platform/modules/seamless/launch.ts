/**
 * POST /wps/game/launchGameV2 (spec 3 "Game launch request", spec 9 constants): opens a game session and answers
 * the game's address. The game must be in the catalogue under that (enabled) vendor; the launch is the member's
 * "recent game". The built-in vendor serves every demo vendor's games under /vendor/<vassalage>/<gameCode>/.
 * A trial account (issue 13) launches too: its game session plays the practice book, never real money.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import { launchGame } from '../../../contract/calls/games.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { requireSession } from '../identity/index.ts';
import { openGameSession } from './game-sessions.ts';
import { gameByCode, markPlayed } from '../games/index.ts';
import type { SeamlessWallet } from './service.ts';

/**
 * Game launches a member may make per minute: two a second on average, far above a person opening games (the
 * catalogue test opens every demo game in both languages in one go) and far below the hundreds a second a script made.
 */
export const LAUNCHES_PER_MINUTE = 120;

/**
 * Opens a game session for the logged-in member on a catalogue game (or a trial's practice session) and answers
 * the token; shared by launchGameV2 and the PVP rooms' launchGame (pvp.ts).
 */
export async function openLaunch(
  ctx: PlatformContext,
  wallet: SeamlessWallet,
  request: FastifyRequest,
  gameId: string,
  vassalage: string,
): Promise<string> {
  const { member, tokenHash: loginTokenHash } = await requireSession(ctx, request);
  const practice = member.trial === 1;
  // Each launch writes a game session: a member opens a few games a minute, not hundreds.
  if (over(await ctx.limiter.hit(`game-launch:${member.id}`, 60_000, LAUNCHES_PER_MINUTE), LAUNCHES_PER_MINUTE))
    throw new PlatformError(429, 'game_launch_too_fast');
  if (!(await wallet.vendors.has(vassalage))) throw new PlatformError(404, 'not_found');
  const game = await gameByCode(ctx.db, ctx.config.merchantCode, gameId);
  if (!game || game.vassalage !== vassalage) throw new PlatformError(404, 'not_found');
  const owner = { merchant: ctx.config.merchantCode, memberId: member.id, loginTokenHash };
  const token = await openGameSession(ctx.db, owner, vassalage, gameId, ctx.now(), practice);
  // Recent games are a member feature (spec 6): a trial's plays are not kept.
  if (!practice) await markPlayed(ctx, member.id, gameId);
  return token;
}

export function launchRoutes(wps: FastifyInstance, ctx: PlatformContext, wallet: SeamlessWallet): void {
  wps.post('/game/launchGameV2', async (request) => {
    const body = parseInput(request, launchGame.body, request.body);
    const token = await openLaunch(ctx, wallet, request, body.gameId, body.vassalage);
    const query = `?session=${encodeURIComponent(token)}&lang=${encodeURIComponent(body.language)}`;
    const url = `/vendor/${encodeURIComponent(body.vassalage)}/${encodeURIComponent(body.gameId)}/${query}`;
    // The built-in vendor has one address; game_url2 (the spec's alternative address) is the same.
    return ok<AnswerOf<typeof launchGame>>({ game_url: url, game_url2: url });
  });
}
