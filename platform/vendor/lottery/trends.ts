/**
 * Trends of an e-lottery game: how often each number (keno 1-80) or digit (3D 0-9, every place) came out in its
 * last settled draws. A pure count of stored results, so the page shows only what the draws really were.
 */
import type { LotteryKind } from './config.ts';
import { KENO_POOL, type DrawResult } from './results.ts';

export interface Trends {
  /** How many draws were counted. */
  draws: number;
  /** Each number or digit as shown, in order, with how many times it came out. */
  counts: { value: string; count: number }[];
}

/** The kinds of game that show trends: the e-lottery's fast draws. */
export const TREND_KINDS: readonly LotteryKind[] = ['keno', 'd3'];

export function trendsOf(kind: LotteryKind, results: readonly DrawResult[]): Trends | undefined {
  if (kind === 'keno') {
    const counts = new Array<number>(KENO_POOL + 1).fill(0);
    for (const result of results) if (result.kind === 'keno') for (const n of result.numbers) counts[n]! += 1;
    return {
      draws: results.length,
      counts: counts.slice(1).map((count, i) => ({ value: String(i + 1).padStart(2, '0'), count })),
    };
  }
  if (kind === 'd3') {
    const counts = new Array<number>(10).fill(0);
    for (const result of results)
      if (result.kind === 'd3') for (const digit of result.digits) counts[Number(digit)]! += 1;
    return { draws: results.length, counts: counts.map((count, digit) => ({ value: String(digit), count })) };
  }
  return undefined;
}
