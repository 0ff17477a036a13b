// The slot's exact theoretical RTP, counted over every combination of reel stops.
//
// Lines: for one payline, the symbol it shows on reel r, taken over all stops of reel r, is each symbol exactly
// as often as that symbol appears on the strip (every stop puts each strip position in each row once). Reels stop
// independently, so the number of stop combinations giving a line the symbols (s1..s5) is
// count1(s1) × … × count5(s5): enumerating the 9^5 symbol tuples with those weights counts all
// ∏ length(r) stop combinations for that line. The count is the same for all 25 lines, and the spin costs 25 line
// bets, so line RTP = Σ weight × line multiple / ∏ length.
// Scatter: reel r shows a scatter in its window on a counted number of its stops; the number of such reels over
// all stop combinations is then counted reel by reel. Its pay is a multiple of the total bet, so it adds directly.
import { type Fraction, addFractions, fraction } from './exact.ts';
import { REEL_STRIPS, REELS, ROWS, SCATTER, SCATTER_PAYS } from './slot-config.ts';
import { evaluateLine } from './slot.ts';

function symbolCounts(strip: readonly number[], symbolCount: number): bigint[] {
  const counts = Array.from({ length: symbolCount }, () => 0n);
  for (const symbol of strip) counts[symbol]! += 1n;
  return counts;
}

export interface SlotRtp {
  line: Fraction;
  scatter: Fraction;
  total: Fraction;
  /** Stop combinations counted: ∏ strip lengths. */
  combinations: bigint;
}

export function slotExactRtp(): SlotRtp {
  const symbolCount = Math.max(...REEL_STRIPS.flat()) + 1;
  const counts = REEL_STRIPS.map((strip) => symbolCounts(strip, symbolCount));
  const combinations = REEL_STRIPS.reduce((product, strip) => product * BigInt(strip.length), 1n);

  let lineWeighted = 0n;
  const tuple = [0, 0, 0, 0, 0];
  const walk = (reel: number, weight: bigint): void => {
    if (weight === 0n) return;
    if (reel === REELS) {
      lineWeighted += weight * BigInt(evaluateLine(tuple).multiplier);
      return;
    }
    for (let symbol = 0; symbol < symbolCount; symbol += 1) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * counts[reel]![symbol]!);
    }
  };
  walk(0, 1n);

  // ways[k] = stop combinations of the reels seen so far with exactly k of them showing a scatter.
  let ways = [1n];
  for (const strip of REEL_STRIPS) {
    let withScatter = 0n;
    for (let stop = 0; stop < strip.length; stop += 1) {
      let shows = false;
      for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === SCATTER) shows = true;
      if (shows) withScatter += 1n;
    }
    const without = BigInt(strip.length) - withScatter;
    const next = Array.from({ length: ways.length + 1 }, () => 0n);
    ways.forEach((w, k) => {
      next[k]! += w * without;
      next[k + 1]! += w * withScatter;
    });
    ways = next;
  }
  const scatterWeighted = ways.reduce((sum, w, k) => sum + w * BigInt(SCATTER_PAYS[k] ?? 0), 0n);

  const line = fraction(lineWeighted, combinations);
  const scatter = fraction(scatterWeighted, combinations);
  return { line, scatter, total: addFractions(line, scatter), combinations };
}

/** The stated RTP of the slot, rounded to 7 decimals from slotExactRtp() (16615597 / 17301504 = 96.0356%). */
export const SLOT_STATED_RTP = 0.9603556;
