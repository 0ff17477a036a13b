/**
 * The home page's lottery board, read on the server (spec 7 "Home": /lgw/games/popular count 20, Vietnamese numbers
 * count 100, opened numbers, winner board). The board is extra: when the lottery cannot answer, the home page shows
 * everything else and no board, rather than failing.
 */
import type { AnswerOf } from '../../../contract/call.ts';
import { openedNumbers, popularLottery, vnNumbers, winnerBoard } from '../../../contract/calls/lottery.ts';
import type { LotteryGameCard, LotteryWinner, OpenedDraw } from '../../../contract/lottery-board.ts';
import type { PlatformCall } from '../api/platform-call.ts';
import { platformContract } from '../api/platform-contract.ts';
import type { Locale } from '../i18n/locales.ts';

/** Spec 9: popular lottery count 20, Vietnamese numbers 100. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;
const WINNERS_SHOWN = 5;

export interface LotteryBoardData {
  games: LotteryGameCard[];
  latest: { name: string; draw: OpenedDraw }[];
  hot: AnswerOf<typeof vnNumbers> | null;
  winners: LotteryWinner[];
}

export async function loadLotteryBoard(
  call: PlatformCall | undefined,
  locale: Locale,
): Promise<LotteryBoardData | null> {
  try {
    const [popular, hot, winners] = await Promise.all([
      platformContract(call, popularLottery, locale, {
        query: { count: POPULAR_LOTTERY_COUNT, device: 'WEB', language: locale },
      }),
      platformContract(call, vnNumbers, locale, { query: { count: VN_NUMBERS_COUNT } }),
      platformContract(call, winnerBoard, locale, { query: { count: WINNERS_SHOWN, language: locale } }),
    ]);
    if (popular.games.length === 0) return null;
    const opened = await Promise.all(
      popular.games.map((game) =>
        platformContract(call, openedNumbers, locale, { query: { gameCode: game.gameCode, count: 1 } }),
      ),
    );
    const latest = opened.flatMap((answer) => (answer.draws[0] ? [{ name: answer.name, draw: answer.draws[0] }] : []));
    return { games: popular.games, latest, hot, winners: winners.winners };
  } catch (error) {
    console.warn('the home page shows no lottery board:', error instanceof Error ? error.message : error);
    return null;
  }
}
