// One-card 90-ball bingo: the player buys a card of 15 numbers (3 rows of 5) drawn from 1–90, the server draws
// 45 of the 90 balls, and the card pays the multiple of its price for the best pattern it shows. Card and balls both
// come from the round's stream, so the seeds alone replay the round; the browser contributes nothing.
import type { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';

export const BALLS = 90;
export const BALLS_DRAWN = 45;
export const ROWS = 3;
export const PER_ROW = 5;
export const CARD_NUMBERS = ROWS * PER_ROW;

export type BingoPattern = 'fullHouse' | 'twoLines' | 'oneLine' | 'tenMarked' | 'nineMarked' | 'none';

/**
 * Multiples of the card price, best pattern only (a card with a line and ten marks is paid the line). The marks
 * tiers pay cards without a line, so about one card in five wins something; exact RTP in bingo-rtp.ts.
 */
export const BINGO_PAYS: Readonly<Record<BingoPattern, number>> = {
  fullHouse: 500,
  twoLines: 60,
  oneLine: 4,
  tenMarked: 3,
  nineMarked: 2,
  none: 0,
};

/** The most a card returns as a multiple of its price: a full house. */
export const BINGO_MAX_WIN_MULTIPLE = Math.max(...Object.values(BINGO_PAYS));

/** Patterns from the best down: the first that the card shows is the one paid. */
export const PATTERN_ORDER: readonly BingoPattern[] = [
  'fullHouse',
  'twoLines',
  'oneLine',
  'tenMarked',
  'nineMarked',
  'none',
];

/**
 * The first `count` numbers of a Fisher–Yates shuffle of 1..BALLS, drawn from the stream: step i swaps position i
 * with i + int(BALLS − i), so every ordered draw without replacement is equally likely.
 */
export function drawNumbers(stream: RandomStream, count: number): number[] {
  const numbers = Array.from({ length: BALLS }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + stream.int(BALLS - i);
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  return numbers.slice(0, count);
}

/** The pattern from each row's count of marked numbers (rows of PER_ROW numbers). */
export function patternOf(markedPerRow: readonly number[]): BingoPattern {
  const lines = markedPerRow.filter((n) => n === PER_ROW).length;
  const marked = markedPerRow.reduce((sum, n) => sum + n, 0);
  if (lines === ROWS) return 'fullHouse';
  if (lines === 2) return 'twoLines';
  if (lines === 1) return 'oneLine';
  if (marked >= 10) return 'tenMarked';
  if (marked === 9) return 'nineMarked';
  return 'none';
}

export interface BingoRound {
  cardPriceMinor: bigint;
  /** card[row] = that row's five numbers, ascending. */
  card: number[][];
  /** The drawn balls in the order they came out. */
  balls: number[];
  markedPerRow: number[];
  pattern: BingoPattern;
  multiplier: number;
  winMinor: bigint;
}

/** Draw order: the card's 15 numbers (rows 1–3, five each), then, from a fresh 90-ball set, the 45 balls. */
export function playBingo(stream: RandomStream, cardPriceMinor: bigint): BingoRound {
  assertBetMinor(cardPriceMinor, 'card price');
  const numbers = drawNumbers(stream, CARD_NUMBERS);
  const card = Array.from({ length: ROWS }, (_, row) =>
    numbers.slice(row * PER_ROW, (row + 1) * PER_ROW).sort((a, b) => a - b),
  );
  const balls = drawNumbers(stream, BALLS_DRAWN);
  const drawn = new Set(balls);
  const markedPerRow = card.map((row) => row.filter((n) => drawn.has(n)).length);
  const pattern = patternOf(markedPerRow);
  const multiplier = BINGO_PAYS[pattern];
  return {
    cardPriceMinor,
    card,
    balls,
    markedPerRow,
    pattern,
    multiplier,
    winMinor: cardPriceMinor * BigInt(multiplier),
  };
}
