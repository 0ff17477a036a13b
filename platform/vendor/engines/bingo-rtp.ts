// Exact RTP of the 90-ball bingo card. Which of the card's numbers are drawn is all that matters, and for a
// fixed card every set of 45 balls is equally likely, so the card's layout drops out: the chance that rows 1–3
// have a, b, c marked numbers is C(5,a)·C(5,b)·C(5,c)·C(75, 45−a−b−c) / C(90, 45) (hypergeometric over the 75
// numbers not on the card). Summing the pays of patternOf over every (a, b, c) gives the exact figure.
import { BALLS, BALLS_DRAWN, BINGO_PAYS, type BingoPattern, CARD_NUMBERS, PER_ROW, patternOf } from './bingo.ts';
import { type Fraction, fraction } from './exact.ts';

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

export interface BingoOdds {
  /** Ways (weights over C(90, 45)) each pattern happens. */
  ways: Record<BingoPattern, bigint>;
  total: bigint;
  rtp: Fraction;
  secondMoment: Fraction;
}

export function bingoExactRtp(): BingoOdds {
  const ways: Record<BingoPattern, bigint> = {
    fullHouse: 0n,
    twoLines: 0n,
    oneLine: 0n,
    tenMarked: 0n,
    nineMarked: 0n,
    none: 0n,
  };
  for (let a = 0; a <= PER_ROW; a += 1) {
    for (let b = 0; b <= PER_ROW; b += 1) {
      for (let c = 0; c <= PER_ROW; c += 1) {
        const weight =
          choose(PER_ROW, a) *
          choose(PER_ROW, b) *
          choose(PER_ROW, c) *
          choose(BALLS - CARD_NUMBERS, BALLS_DRAWN - a - b - c);
        ways[patternOf([a, b, c])] += weight;
      }
    }
  }
  const total = choose(BALLS, BALLS_DRAWN);
  let first = 0n;
  let second = 0n;
  for (const [pattern, w] of Object.entries(ways) as [BingoPattern, bigint][]) {
    const pay = BigInt(BINGO_PAYS[pattern]);
    first += w * pay;
    second += w * pay * pay;
  }
  return { ways, total, rtp: fraction(first, total), secondMoment: fraction(second, total) };
}

/** The stated RTP, rounded to 7 decimals from bingoExactRtp(): 6571432181 / 6904835736 = 95.1714% (checked by tests/unit/engines-bingo.test.ts). */
export const BINGO_STATED_RTP = 0.9517145;
