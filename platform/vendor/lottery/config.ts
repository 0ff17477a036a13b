/**
 * The built-in lottery games and their schedules. Draws are named by the clock (draw n is at n × period + offset
 * since the epoch), so every server process agrees on which draw is on sale without talking to the others.
 */
export type LotteryKind = 'vn' | 'keno' | 'sea6' | 'sea4d' | 'd3';

/** The lottery area (spec 7 lottoArea) each kind of built-in game belongs to. */
export const AREA_OF_KIND = {
  vn: 'VN',
  keno: 'ELOTT',
  sea6: 'SEA',
  sea4d: 'SEA',
  d3: 'ELOTT',
} as const satisfies Record<LotteryKind, 'VN' | 'SEA' | 'ELOTT'>;

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
  // A Thai-style national draw (first prize of 6 digits and a bottom 2-digit number): 15:30 in Bangkok (UTC+7),
  // 08:30 UTC, daily for the demo (the government draw is twice a month); sales close at 15:15.
  {
    vassalage: 'TCG_SEA',
    code: 'sea-lottery',
    kind: 'sea6',
    periodMs: DAY,
    offsetMs: 8 * 60 * MINUTE + 30 * MINUTE,
    closeMs: 15 * MINUTE,
    chainLength: 3_650,
    timeZone: 'Asia/Bangkok',
    en: 'SEA Lottery 6D',
    bn: 'এসইএ লটারি ৬ডি',
  },
  // 4D as Malaysia and Singapore draw it (23 different 4-digit numbers): 19:00 in Kuala Lumpur (UTC+8), 11:00 UTC,
  // daily for the demo (the operators draw three or four days a week); sales close at 18:45.
  {
    vassalage: 'TCG_SEA',
    code: 'sea-4d',
    kind: 'sea4d',
    periodMs: DAY,
    offsetMs: 11 * 60 * MINUTE,
    closeMs: 15 * MINUTE,
    chainLength: 3_650,
    timeZone: 'Asia/Kuala_Lumpur',
    en: 'SEA 4D',
    bn: 'এসইএ ৪ডি',
  },
  // Lotus Keno's rules on slower cycles, for players who want time between rounds; each its own chain and draws.
  {
    vassalage: 'LOTUS_KENO',
    code: 'lotus-keno-3',
    kind: 'keno',
    periodMs: 3 * MINUTE,
    offsetMs: 0,
    closeMs: 10_000,
    chainLength: 10_000,
    timeZone: 'Asia/Dhaka',
    en: 'Lotus Keno 3 min',
    bn: 'লোটাস কেনো ৩ মিনিট',
  },
  {
    vassalage: 'LOTUS_KENO',
    code: 'lotus-keno-5',
    kind: 'keno',
    periodMs: 5 * MINUTE,
    offsetMs: 0,
    closeMs: 10_000,
    chainLength: 10_000,
    timeZone: 'Asia/Dhaka',
    en: 'Lotus Keno 5 min',
    bn: 'লোটাস কেনো ৫ মিনিট',
  },
  // Three digits 000-999 every 3 minutes: straight (exact order) or box (three different digits, any order).
  {
    vassalage: 'LOTUS_KENO',
    code: 'lucky-3d',
    kind: 'd3',
    periodMs: 3 * MINUTE,
    offsetMs: 0,
    closeMs: 10_000,
    chainLength: 10_000,
    timeZone: 'Asia/Dhaka',
    en: 'Lucky 3D',
    bn: 'লাকি থ্রিডি',
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
