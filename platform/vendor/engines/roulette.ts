// European roulette: one wheel with a single zero, 37 pockets, the ball's pocket drawn as int(37). Every bet covers
// n numbers and, when one of them comes in, returns 36/n times its stake (pays 36/n − 1 to 1): straight 35:1, split
// 17:1, street and trio 11:1, corner and first four 8:1, six line 5:1, dozen and column 2:1, the even chances 1:1.
// So each bet returns 36/37 = 97.2973% exactly, and a spin may carry many bets.
import type { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';
import { total } from './cards.ts';

/** The pockets in order round the wheel, clockwise from zero (the standard European wheel). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColour = 'green' | 'red' | 'black';
export const colourOf = (n: number): PocketColour => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'trio'
  | 'corner'
  | 'first-four'
  | 'six-line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface RouletteSpot {
  /** The spot's name in a bet: 'n17', 'split-17-20', 'street-13', 'corner-17', 'line-13', 'dozen-2', 'red' … */
  id: string;
  kind: RouletteBetKind;
  numbers: readonly number[];
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/**
 * Every spot of the layout. The table's numbers stand in 12 columns of three (1 2 3 across the first, 34 35 36
 * across the last), so a number n has n + 1 beside it (unless n is a multiple of 3) and n + 3 after it.
 */
function layout(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  const add = (id: string, kind: RouletteBetKind, numbers: number[]) => spots.push({ id, kind, numbers });
  for (const n of range(0, 36)) add(`n${n}`, 'straight', [n]);
  for (const n of [1, 2, 3]) add(`split-0-${n}`, 'split', [0, n]);
  for (const n of range(1, 36)) {
    if (n % 3 !== 0) add(`split-${n}-${n + 1}`, 'split', [n, n + 1]);
    if (n <= 33) add(`split-${n}-${n + 3}`, 'split', [n, n + 3]);
  }
  for (const n of range(1, 34, 3)) add(`street-${n}`, 'street', [n, n + 1, n + 2]);
  add('trio-1', 'trio', [0, 1, 2]);
  add('trio-2', 'trio', [0, 2, 3]);
  for (const n of range(1, 32)) if (n % 3 !== 0) add(`corner-${n}`, 'corner', [n, n + 1, n + 3, n + 4]);
  add('first-four', 'first-four', [0, 1, 2, 3]);
  for (const n of range(1, 31, 3)) add(`line-${n}`, 'six-line', range(n, n + 5));
  for (const d of [1, 2, 3]) add(`dozen-${d}`, 'dozen', range(12 * d - 11, 12 * d));
  for (const c of [1, 2, 3]) add(`column-${c}`, 'column', range(c, 33 + c, 3));
  add(
    'red',
    'red',
    [...RED_NUMBERS].sort((a, b) => a - b),
  );
  add(
    'black',
    'black',
    range(1, 36).filter((n) => !RED_NUMBERS.has(n)),
  );
  add('odd', 'odd', range(1, 35, 2));
  add('even', 'even', range(2, 36, 2));
  add('low', 'low', range(1, 18));
  add('high', 'high', range(19, 36));
  return spots;
}

export const ROULETTE_SPOTS: readonly RouletteSpot[] = layout();
const SPOTS_BY_ID = new Map(ROULETTE_SPOTS.map((spot) => [spot.id, spot]));

export function rouletteSpot(id: string): RouletteSpot | undefined {
  return SPOTS_BY_ID.get(id);
}

/** What a winning spot returns per unit staked, stake included: 36 / the numbers it covers. */
export const returnMultiple = (spot: RouletteSpot): bigint => BigInt(36 / spot.numbers.length);

/** The most a spin returns as a whole multiple of its bets: everything on one number that comes in. */
export const ROULETTE_MAX_WIN_MULTIPLE = 36;

export type RouletteBets = Readonly<Record<string, bigint>>;

export interface RouletteRound {
  pocket: number;
  colour: PocketColour;
  bets: RouletteBets;
  /** Each spot's return, stake included (0 when it lost). */
  returns: Record<string, bigint>;
  totalBetMinor: bigint;
  totalReturnMinor: bigint;
}

export function settleRoulette(pocket: number, bets: RouletteBets): Record<string, bigint> {
  const returns: Record<string, bigint> = {};
  for (const [id, stake] of Object.entries(bets)) {
    const spot = rouletteSpot(id);
    if (!spot) throw new RangeError(`no roulette spot ${id}`);
    assertBetMinor(stake, `${id} bet`);
    returns[id] = spot.numbers.includes(pocket) ? stake * returnMultiple(spot) : 0n;
  }
  return returns;
}

/** Draw order: one int(37), the pocket the ball lands in. */
export function spinRoulette(stream: RandomStream, bets: RouletteBets): RouletteRound {
  const pocket = stream.int(POCKETS);
  const returns = settleRoulette(pocket, bets);
  return {
    pocket,
    colour: colourOf(pocket),
    bets,
    returns,
    totalBetMinor: total(bets),
    totalReturnMinor: total(returns),
  };
}
