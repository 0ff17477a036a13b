/** Game calls (spec 7, Games): menus, vendor list, game list, hot games, favourites and recents. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { findSession, requireMember } from '../accounts/sessions.ts';
import * as catalogue from './catalogue.ts';
import * as service from './service.ts';

const language = z.string().max(16).optional();
const vassalage = z.string().regex(/^[A-Z0-9_]{1,40}$/);
const gameCode = z.string().regex(/^[a-z0-9-]{1,60}$/);

const menusQuery = z.object({ language }).strict();
const vendorQuery = z.object({ merchantCode: z.string().min(1).max(32), language }).strict();
// One of the two: a vendor's games for a lobby tab, or every game of a type (the bingo lobby).
const gameListQuery = z.object({ vassalage: vassalage.optional(), gameType: z.enum(['BINGO']).optional(), language }).strict()
  .refine((q) => Boolean(q.vassalage) !== Boolean(q.gameType), { path: ['vassalage'] });
const hotQuery = z.object({
  merchantCode: z.string().min(1).max(32),
  isPlatform: z.literal('2'),
  vassalage: vassalage.optional(),
  platform: z.string().max(64).optional(),
  language,
}).strict();
const favouriteBody = z.object({ gameCode }).strict();
const languageQuery = z.object({ language }).strict();

export function gamesLgwRoutes(lgw: FastifyInstance, ctx: PlatformContext): void {
  lgw.get('/games/game_menus', async (request) => {
    parseInput(request, menusQuery, request.query);
    return ok(await service.gameMenus(ctx, requestLanguage(request)));
  });
}

export function gamesWpsRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  const ownMerchant = (code: string) => {
    if (code !== ctx.config.merchantCode) throw new PlatformError(404, 'not_found');
  };

  wps.get('/relay/GCSGAME_vendorList', async (request) => {
    const query = parseInput(request, vendorQuery, request.query);
    ownMerchant(query.merchantCode);
    return ok(await service.vendorList(ctx));
  });

  // Lobbies are open to guests; a member's token adds isFavourite to each game.
  wps.get('/relay/GCSGAME_gameList', async (request) => {
    const query = parseInput(request, gameListQuery, request.query);
    const session = await findSession(ctx, request);
    const filter = query.vassalage ? { vassalage: query.vassalage } : { gameType: query.gameType! };
    return ok(await catalogue.gameList(ctx, filter, requestLanguage(request), session?.member.id));
  });

  wps.get('/relay/GCSGAME_hotGamesV2', async (request) => {
    const query = parseInput(request, hotQuery, request.query);
    ownMerchant(query.merchantCode);
    const session = await findSession(ctx, request);
    return ok(await catalogue.hotGames(ctx, query.vassalage, requestLanguage(request), session?.member.id));
  });

  wps.get('/relay/GCSGAME_favouriteList', async (request) => {
    parseInput(request, languageQuery, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await catalogue.favouriteList(ctx, member.id, requestLanguage(request)));
  });

  wps.post('/relay/GCSGAME_addFavourite', async (request) => {
    const { gameCode: code } = parseInput(request, favouriteBody, request.body);
    const { member } = await requireMember(ctx, request);
    return ok(await catalogue.setFavourite(ctx, member.id, code, true));
  });

  wps.post('/relay/GCSGAME_removeFavourite', async (request) => {
    const { gameCode: code } = parseInput(request, favouriteBody, request.body);
    const { member } = await requireMember(ctx, request);
    return ok(await catalogue.setFavourite(ctx, member.id, code, false));
  });

  wps.get('/relay/GCS_recentGame', async (request) => {
    parseInput(request, languageQuery, request.query);
    const { member } = await requireMember(ctx, request);
    return ok(await catalogue.recentList(ctx, member.id, requestLanguage(request)));
  });
}
