/** Lottery calls on /wps (spec 7 "Lottery"). The vendor's own ticket calls live in contract/lottery.ts. */
import { defineCall } from '../call.ts';
import { lottoLaunchAnswer, lottoLaunchRequest } from '../lottery.ts';
import {
  gameCardsAnswer,
  openedAnswer,
  openedQuery,
  popularQuery,
  vnMenuQuery,
  vnNumbersAnswer,
  vnNumbersQuery,
  winnersAnswer,
  winnersQuery,
} from '../lottery-board.ts';

export const launchLotto = defineCall({
  method: 'POST',
  path: '/wps/game/launchLotto',
  summary: 'Open a built-in lottery game: its betting view or its lobby',
  body: lottoLaunchRequest,
  answer: lottoLaunchAnswer,
  signedIn: true,
});

export const popularLottery = defineCall({
  method: 'GET',
  path: '/lgw/games/popular',
  summary: 'Lottery games, the most played in the last 24 hours first',
  query: popularQuery,
  answer: gameCardsAnswer,
});

export const vnGameMenu = defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  summary: 'The Vietnamese lottery games with their next draws',
  query: vnMenuQuery,
  answer: gameCardsAnswer,
});

export const vnGameMenuRecent = defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  summary: 'The Vietnamese lottery games the member played, latest first',
  query: vnMenuQuery,
  answer: gameCardsAnswer,
  signedIn: true,
});

export const vnNumbers = defineCall({
  method: 'GET',
  path: '/lgw/vn/numbers',
  summary: 'How often each two-digit ending came out over the latest Vietnamese draws',
  query: vnNumbersQuery,
  answer: vnNumbersAnswer,
});

export const openedNumbers = defineCall({
  method: 'GET',
  path: '/lgw/lottery/opened',
  summary: "The drawn numbers of a lottery game: its latest draws, or a day's",
  query: openedQuery,
  answer: openedAnswer,
});

export const winnerBoard = defineCall({
  method: 'GET',
  path: '/lgw/lottery/winners',
  summary: 'The biggest lottery wins of the last 7 days',
  query: winnersQuery,
  answer: winnersAnswer,
});

export const lotteryCalls = [
  launchLotto,
  popularLottery,
  vnGameMenu,
  vnGameMenuRecent,
  vnNumbers,
  openedNumbers,
  winnerBoard,
] as const;
