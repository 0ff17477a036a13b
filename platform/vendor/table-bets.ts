/**
 * The bet of a table game with a betting layout (dragon tiger, andar bahar, roulette): chips on spots, sent as
 * `{ <spot>: <stake in minor units>, … }` beside the round's session and language. Every stake is whole chips of
 * 1 taka (multiples of 100 minor units: andar's 0.9:1 and a tie's half stake back are then exact), from the
 * 1-taka minimum up to the table's limit per spot.
 */
import { MIN_BET_MINOR } from './engines/money.ts';

/** The chips the tables offer, in minor units (1, 5, 10, 50, 100, 500 taka). */
export const TABLE_CHIPS: readonly bigint[] = [100n, 500n, 1000n, 5000n, 10000n, 50000n];
/** The most one spot may carry: 5,000 taka. */
export const MAX_SPOT_MINOR = 500000n;
/** Fields of the round call that are not bets. */
const NOT_BETS = new Set(['session', 'lang']);

/**
 * The spots and stakes of a bet, checked: undefined unless every field is a spot of `spots` with a stake of whole
 * taka between the minimum and the limit, and there are between one and `maxSpots` of them.
 */
export function parseSpotBets(
  input: unknown,
  isSpot: (id: string) => boolean,
  maxSpots: number,
): Record<string, string> | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const bet: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (NOT_BETS.has(key)) continue;
    if (!isSpot(key) || typeof value !== 'string' || !/^[1-9][0-9]{2,6}$/.test(value)) return undefined;
    const stake = BigInt(value);
    if (stake % 100n !== 0n || stake < MIN_BET_MINOR || stake > MAX_SPOT_MINOR) return undefined;
    bet[key] = value;
  }
  const count = Object.keys(bet).length;
  return count >= 1 && count <= maxSpots ? bet : undefined;
}

/** The stakes of a checked bet as bigints. */
export const stakesOf = (bet: Record<string, string>): Record<string, bigint> =>
  Object.fromEntries(Object.entries(bet).map(([spot, stake]) => [spot, BigInt(stake)]));

/** What the bet debits: the sum of its stakes. */
export const totalStake = (bet: Record<string, string>): bigint =>
  Object.values(bet).reduce((sum, stake) => sum + BigInt(stake), 0n);
