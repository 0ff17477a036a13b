/** Game calls (spec 7, Games): menus, vendor list, game list, hot games, favourites and recents. */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import * as calls from '../../../contract/calls/games.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { findSession, requireMember } from '../identity/index.ts';
import * as catalogue from './catalogue.ts';
import * as service from './service.ts';

export function gamesLgwRoutes(lgw: FastifyInstance, ctx: PlatformContext): void {
  lgw.get('/games/game_menus', async (request) => {
    parseInput(request, calls.fetchGameMenus.query, request.query);
    return ok<AnswerOf<typeof calls.fetchGameMenus>>(await service.gameMenus(ctx, requestLanguage(request)));
  });
}

export function gamesWpsRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  const ownMerchant = (code: string) => {
    if (code !== ctx.config.merchantCode) throw new PlatformError(404, 'not_found');
  };

  wps.get('/relay/GCSGAME_vendorList', async (request) => {
    const query = parseInput(request, calls.vendorList.query, request.query);
    ownMerchant(query.merchantCode);
    return ok<AnswerOf<typeof calls.vendorList>>(await service.vendorList(ctx));
  });

  // Lobbies are open to guests; a member's token adds isFavourite to each game.
  wps.get('/relay/GCSGAME_gameList', async (request) => {
    const query = parseInput(request, calls.gameList.query, request.query);
    const session = await findSession(ctx, request);
    const filter = query.vassalage ? { vassalage: query.vassalage } : { gameType: query.gameType! };
    return ok<AnswerOf<typeof calls.gameList>>(
      await catalogue.gameList(ctx, filter, requestLanguage(request), session?.member.id),
    );
  });

  wps.get('/relay/GCSGAME_hotGamesV2', async (request) => {
    const query = parseInput(request, calls.hotGames.query, request.query);
    ownMerchant(query.merchantCode);
    const session = await findSession(ctx, request);
    return ok<AnswerOf<typeof calls.hotGames>>(
      await catalogue.hotGames(ctx, query.vassalage, requestLanguage(request), session?.member.id),
    );
  });

  wps.get('/relay/GCSGAME_favouriteList', async (request) => {
    parseInput(request, calls.favouriteList.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.favouriteList>>(
      await catalogue.favouriteList(ctx, member.id, requestLanguage(request)),
    );
  });

  wps.post('/relay/GCSGAME_addFavourite', async (request) => {
    const { gameCode: code } = parseInput(request, calls.addFavourite.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.addFavourite>>(await catalogue.setFavourite(ctx, member.id, code, true));
  });

  wps.post('/relay/GCSGAME_removeFavourite', async (request) => {
    const { gameCode: code } = parseInput(request, calls.removeFavourite.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.removeFavourite>>(await catalogue.setFavourite(ctx, member.id, code, false));
  });

  wps.get('/relay/GCSGAME_vassGameType', async (request) => {
    const query = parseInput(request, calls.vassGameType.query, request.query);
    return ok<AnswerOf<typeof calls.vassGameType>>(await catalogue.vassGameType(ctx, query.vassalage));
  });

  wps.get('/relay/GCS_recentGame', async (request) => {
    parseInput(request, calls.recentGames.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.recentGames>>(await catalogue.recentList(ctx, member.id, requestLanguage(request)));
  });
}
