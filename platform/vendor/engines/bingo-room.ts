// Shared-draw 90-ball bingo for PVP rooms: every card sold in a cycle is marked against the one draw of that cycle.
// One server seed per cycle, committed (its hash shown) before the first card is sold and revealed after the draw.
// A card is drawn from the seed by its seat, so the vendor cannot pick a card after seeing the balls, and the
// balls come from their own stream of the same seed:
//   card of seat k: RandomStream(seed, `${cycleId}:card`, k) → drawNumbers(15), rows of five, ascending;
//   balls:          RandomStream(seed, `${cycleId}:balls`, 0) → drawNumbers(45), in the order drawn.
// The two streams use different HMAC messages, so for any one card the card and the balls are independent and
// uniform, exactly as in one-card bingo: each card pays BINGO_PAYS on its own and its exact RTP is the one-card
// figure (bingo-rtp.ts, 6,571,432,181 / 6,904,835,736 = 95.1714%). Cards of one cycle share the balls, so their wins
// are correlated, but the expectation of each (and of their sum) is unchanged.
import {
  BALLS_DRAWN,
  BINGO_PAYS,
  CARD_NUMBERS,
  PER_ROW,
  ROWS,
  drawNumbers,
  patternOf,
  type BingoPattern,
} from './bingo.ts';
import { BINGO_STATED_RTP } from './bingo-rtp.ts';
import { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';

/** A room card returns what a one-card bingo card returns (see above): the exact RTP is the same fraction. */
export const ROOM_STATED_RTP = BINGO_STATED_RTP;

export function roomCard(serverSeed: string, cycleId: string, seat: number): number[][] {
  if (!Number.isSafeInteger(seat) || seat < 0) throw new RangeError('seat must be a non-negative integer');
  const numbers = drawNumbers(new RandomStream(serverSeed, `${cycleId}:card`, seat), CARD_NUMBERS);
  return Array.from({ length: ROWS }, (_, row) =>
    numbers.slice(row * PER_ROW, (row + 1) * PER_ROW).sort((a, b) => a - b),
  );
}

export function roomBalls(serverSeed: string, cycleId: string): number[] {
  return drawNumbers(new RandomStream(serverSeed, `${cycleId}:balls`, 0), BALLS_DRAWN);
}

export interface RoomCardResult {
  markedPerRow: number[];
  pattern: BingoPattern;
  multiplier: number;
  winMinor: bigint;
}

/** One card against the cycle's balls: the best pattern it shows, paid as a multiple of its price. */
export function settleRoomCard(
  card: readonly (readonly number[])[],
  balls: readonly number[],
  priceMinor: bigint,
): RoomCardResult {
  assertBetMinor(priceMinor, 'card price');
  const drawn = new Set(balls);
  const markedPerRow = card.map((row) => row.filter((n) => drawn.has(n)).length);
  const pattern = patternOf(markedPerRow);
  const multiplier = BINGO_PAYS[pattern];
  return { markedPerRow, pattern, multiplier, winMinor: priceMinor * BigInt(multiplier) };
}
