/**
 * A draw's result, from its revealed seed only: a RandomStream keyed by the seed, with the draw's id as the client
 * seed (so two games sharing no seed still never share a stream) and nonce 0. The verify page runs the same code.
 */
import { RandomStream } from '../engines/fairness.ts';
import type { LotteryKind } from './config.ts';

/** Miền Bắc's 27 prizes: name, how many, digits each (domain notes). */
export const VN_PRIZES: readonly { prize: string; count: number; digits: number }[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

export const KENO_POOL = 80;
export const KENO_DRAWN = 20;

export interface VnResult {
  kind: 'vn';
  /** Prize name → its numbers as digit strings, zero-padded. */
  prizes: Record<string, string[]>;
}

export interface KenoResult {
  kind: 'keno';
  /** The 20 numbers drawn (1-80), ascending. */
  numbers: number[];
}

/** SEA 6D (Thai style): the first prize's 6 digits and the bottom 2-digit number, drawn independently. */
export interface Sea6Result {
  kind: 'sea6';
  first: string;
  bottom2: string;
}

/** 4D's prize tiers and how many numbers each draws (Malaysia / Singapore: 3 top prizes, 10 specials, 10 consolations). */
export const FOUR_D_PRIZES: readonly {
  prize: 'first' | 'second' | 'third' | 'special' | 'consolation';
  count: number;
}[] = [
  { prize: 'first', count: 1 },
  { prize: 'second', count: 1 },
  { prize: 'third', count: 1 },
  { prize: 'special', count: 10 },
  { prize: 'consolation', count: 10 },
];
export const FOUR_D_NUMBERS = 10_000;

/** SEA 4D: 23 different 4-digit numbers, by prize tier in draw order. */
export interface FourDResult {
  kind: 'sea4d';
  prizes: Record<(typeof FOUR_D_PRIZES)[number]['prize'], string[]>;
}

/** Lucky 3D: three digits, in the order drawn. */
export interface ThreeDResult {
  kind: 'd3';
  digits: string;
}

export type DrawResult = VnResult | KenoResult | Sea6Result | FourDResult | ThreeDResult;

export function drawResult(kind: LotteryKind, seed: string, drawId: string): DrawResult {
  return resultFromStream(kind, new RandomStream(seed, drawId, 0));
}

/** A draw's result from its random stream (the bench feeds its own streams to measure the return). */
export function resultFromStream(kind: LotteryKind, stream: RandomStream): DrawResult {
  if (kind === 'vn') {
    const prizes: Record<string, string[]> = {};
    for (const { prize, count, digits } of VN_PRIZES) {
      prizes[prize] = Array.from({ length: count }, () => String(stream.int(10 ** digits)).padStart(digits, '0'));
    }
    return { kind, prizes };
  }
  if (kind === 'sea6')
    return {
      kind,
      first: String(stream.int(1_000_000)).padStart(6, '0'),
      bottom2: String(stream.int(100)).padStart(2, '0'),
    };
  if (kind === 'd3') return { kind, digits: String(stream.int(1000)).padStart(3, '0') };
  if (kind === 'sea4d') {
    // Each number is drawn from those not drawn yet (as the physical draw's balls would), so the 23 differ and each
    // place is uniform over the 10,000 numbers: a ticket's chance of any one place is exactly 1/10,000.
    const seen = new Set<string>();
    const prizes = {} as FourDResult['prizes'];
    for (const { prize, count } of FOUR_D_PRIZES) {
      prizes[prize] = [];
      while (prizes[prize].length < count) {
        const number = String(stream.int(FOUR_D_NUMBERS)).padStart(4, '0');
        if (seen.has(number)) continue;
        seen.add(number);
        prizes[prize].push(number);
      }
    }
    return { kind, prizes };
  }
  // A partial Fisher-Yates shuffle of 1…80: the first 20 places are the draw, each set of 20 equally likely.
  const pool = Array.from({ length: KENO_POOL }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const j = i + stream.int(KENO_POOL - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return { kind, numbers: pool.slice(0, KENO_DRAWN).sort((a, b) => a - b) };
}
