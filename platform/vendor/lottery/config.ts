/**
 * The built-in lottery games and their schedules. Draws are named by the clock (draw n is at n × period + offset
 * since the epoch), so every server process agrees on which draw is on sale without talking to the others.
 */
export type LotteryKind = 'vn' | 'keno';

/** The lottery area (spec 7 lottoArea) each kind of built-in game belongs to; the SEA lottery has no built-in game yet. */
export const AREA_OF_KIND = { vn: 'VN', keno: 'ELOTT' } as const satisfies Record<LotteryKind, 'VN' | 'SEA' | 'ELOTT'>;

export interface LotteryGame {
  vassalage: string;
  code: string;
  kind: LotteryKind;
  periodMs: number;
  offsetMs: number;
  /** Sales of a draw stop this long before it; a ticket bought later goes to the next draw. */
  closeMs: number;
  /** Links per seed chain; a new chain (with its own published anchor) starts when one is used up. */
  chainLength: number;
  /** The time zone the draw is held in, shown beside Asia/Dhaka. */
  timeZone: string;
  en: string;
  bn: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  // Miền Bắc: 18:15 in Vietnam (UTC+7) is 11:15 UTC; sales close at 18:00.
  {
    vassalage: 'TCG_LOTTO_VN',
    code: 'vn-lotto',
    kind: 'vn',
    periodMs: DAY,
    offsetMs: 11 * 60 * MINUTE + 15 * MINUTE,
    closeMs: 15 * MINUTE,
    chainLength: 3_650,
    timeZone: 'Asia/Ho_Chi_Minh',
    en: 'Vietnam Lotto (North)',
    bn: 'ভিয়েতনাম লোটো (উত্তর)',
  },
  {
    vassalage: 'LOTUS_KENO',
    code: 'lotus-keno',
    kind: 'keno',
    periodMs: MINUTE,
    offsetMs: 0,
    closeMs: 5_000,
    chainLength: 20_000,
    timeZone: 'Asia/Dhaka',
    en: 'Lotus Keno',
    bn: 'লোটাস কেনো',
  },
];

const BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));

export function lotteryGame(code: string): LotteryGame | undefined {
  return BY_CODE.get(code);
}

export const drawTimeOf = (game: LotteryGame, drawNo: number) => drawNo * game.periodMs + game.offsetMs;
export const closeTimeOf = (game: LotteryGame, drawNo: number) => drawTimeOf(game, drawNo) - game.closeMs;
export const drawIdOf = (game: LotteryGame, drawNo: number) => `${game.code}#${drawNo}`;

/** The first draw whose sales are still open at `now` by the clock (an operator may have run or cancelled it early). */
export function clockDrawOnSale(game: LotteryGame, now: number): number {
  let n = Math.floor((now - game.offsetMs) / game.periodMs);
  while (closeTimeOf(game, n) <= now) n += 1;
  return n;
}
