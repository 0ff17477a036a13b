/** The lottery's /lgw calls (spec 7 "Home" and "Lottery"), answered from the lottery vendor's feed. */
import type { FastifyInstance } from 'fastify';
import {
  openedNumbers,
  popularLottery,
  vnGameMenu,
  vnGameMenuRecent,
  vnNumbers,
  winnerBoard,
} from '../../../contract/calls/lottery.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput, PlatformError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { LotteryFeed } from '../../vendor/index.ts';
import { requireMember } from '../identity/index.ts';
import * as board from './service.ts';

/** `feedOf` answers once the vendor is installed (it is installed after these routes are registered). */
export function lotteryBoardRoutes(
  lgw: FastifyInstance,
  ctx: PlatformContext,
  feedOf: () => LotteryFeed | undefined,
): void {
  const feed = () => {
    const found = feedOf();
    if (!found) throw new PlatformError(503, 'maintenance');
    return found;
  };
  lgw.get(popularLottery.path.slice('/lgw'.length), async (request) => {
    const query = parseInput(request, popularLottery.query, request.query);
    return ok({ games: await board.popular(feed(), ctx.now(), query.count, requestLanguage(request)) });
  });
  lgw.get(vnGameMenu.path.slice('/lgw'.length), async (request) => {
    parseInput(request, vnGameMenu.query, request.query);
    return ok({ games: await board.vnMenu(feed(), ctx.now(), requestLanguage(request)) });
  });
  lgw.get(vnGameMenuRecent.path.slice('/lgw'.length), async (request) => {
    parseInput(request, vnGameMenuRecent.query, request.query);
    const session = await requireMember(ctx, request);
    return ok({ games: await board.vnRecent(feed(), ctx.now(), session.member.id, requestLanguage(request)) });
  });
  lgw.get(vnNumbers.path.slice('/lgw'.length), async (request) => {
    const query = parseInput(request, vnNumbers.query, request.query);
    return ok(await board.vnNumbers(feed(), query.count, query.draws));
  });
  lgw.get(openedNumbers.path.slice('/lgw'.length), async (request) => {
    const query = parseInput(request, openedNumbers.query, request.query);
    return ok(await board.opened(feed(), query.gameCode, query.count, query.date, requestLanguage(request)));
  });
  lgw.get(winnerBoard.path.slice('/lgw'.length), async (request) => {
    const query = parseInput(request, winnerBoard.query, request.query);
    return ok({ winners: await board.winners(ctx, feed(), ctx.now(), query.count, requestLanguage(request)) });
  });
}
