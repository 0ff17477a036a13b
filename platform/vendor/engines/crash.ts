/**
 * The crash game's maths (pure: no clock, no database). Each round's seed is one link of a published hash chain,
 * as bustabit does it: from a secret s, link k is SHA-256 applied k times to s's bytes; round 1 plays link N − 1,
 * round 2 link N − 2 … round N link 0 (s itself), and link N — the chain's terminating hash — is published before
 * round 1. So every revealed seed hashes to the seed of the round before it (round 1's to the terminating hash),
 * and no seed can be changed once the terminating hash is out.
 *
 * Crash point of a seed: x = the first 52 bits of HMAC-SHA256(key = the seed's 32 bytes, message = "lotus-crash"),
 * read as an integer 0 ≤ x < 2^52; crash (in hundredths) = ⌊(100 − edge) × 2^52 / (2^52 − x)⌋, at least 100
 * (1.00×: the round crashes at once) and at most MAX_CRASH_X100. A bet cashed out at A hundredths wins when
 * A ≤ crash, which happens for exactly ⌊99 × 2^52 / A⌋ of the 2^52 values of x (1% edge), so its exact return is
 * A × ⌊99 × 2^52 / A⌋ / (100 × 2^52) ≤ 99% for every A up to the cap (`crashRtp`).
 */
import { createHash, createHmac } from 'node:crypto';

/** The house edge in percent, stated on the page. */
export const HOUSE_EDGE_PERCENT = 1;
/** The highest crash point: 1,000.00×, so a round lasts at most about a minute. */
export const MAX_CRASH_X100 = 100_000;
/** The lowest auto cash-out a player can ask for: 1.01×. */
export const MIN_CASHOUT_X100 = 101;
const TWO_52 = 2n ** 52n;
const SALT = 'lotus-crash';
/** How fast the multiplier grows: e^(GROWTH × ms), so 2× after about 5.8 s and 10× after about 19 s. */
export const GROWTH_PER_MS = 0.00012;

const SEED = /^[0-9a-f]{64}$/;

export const isSeed = (text: string): boolean => SEED.test(text);

/** One step down the chain: SHA-256 of the seed's bytes (hex) — the seed of the round before. */
export function chainLink(seedHex: string): string {
  if (!isSeed(seedHex)) throw new Error('a chain seed is 64 lowercase hex digits');
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** Hashes `seedHex` `times` times. */
export function hashTimes(seedHex: string, times: number): string {
  let link = seedHex;
  for (let i = 0; i < times; i += 1) link = chainLink(link);
  return link;
}

/** The seed of round `roundNo` (1 … length) of the chain grown from `secret`. */
export function chainSeed(secret: string, length: number, roundNo: number): string {
  if (!Number.isSafeInteger(roundNo) || roundNo < 1 || roundNo > length)
    throw new RangeError('round outside the chain');
  return hashTimes(secret, length - roundNo);
}

/**
 * A chain's seeds without hashing from the secret each time: one walk at first use keeps every 1,000th link, so
 * a round's seed is at most 999 hashes from a kept one (a few ms) instead of up to `length` (a third of a second).
 */
export class ChainSeeds {
  static readonly STEP = 1_000;
  readonly length: number;
  readonly terminatingHash: string;
  readonly #kept: string[] = [];

  constructor(secret: string, length: number) {
    this.length = length;
    let link = secret;
    for (let k = 0; k < length; k += 1) {
      if (k % ChainSeeds.STEP === 0) this.#kept.push(link);
      link = chainLink(link);
    }
    this.terminatingHash = link;
  }

  /** The seed of round `roundNo` (1 … length): link length − roundNo. */
  seed(roundNo: number): string {
    if (!Number.isSafeInteger(roundNo) || roundNo < 1 || roundNo > this.length)
      throw new RangeError('round outside the chain');
    const k = this.length - roundNo;
    return hashTimes(this.#kept[Math.floor(k / ChainSeeds.STEP)]!, k % ChainSeeds.STEP);
  }
}

/** The hash published before round 1: link `length` of the chain. */
export const terminatingHash = (secret: string, length: number): string => hashTimes(secret, length);

/** The crash point of a round's seed in hundredths of the multiplier (250 = 2.50×). */
export function crashPointX100(seedHex: string): number {
  if (!isSeed(seedHex)) throw new Error('a chain seed is 64 lowercase hex digits');
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(SALT).digest('hex');
  const x = BigInt(`0x${digest.slice(0, 13)}`);
  const crash = (BigInt(100 - HOUSE_EDGE_PERCENT) * TWO_52) / (TWO_52 - x);
  if (crash < 100n) return 100;
  return crash > BigInt(MAX_CRASH_X100) ? MAX_CRASH_X100 : Number(crash);
}

/** The exact return of always cashing out at `targetX100` as a fraction (numerator / denominator, bigints). */
export function crashRtp(targetX100: number): { numerator: bigint; denominator: bigint } {
  if (!Number.isInteger(targetX100) || targetX100 < MIN_CASHOUT_X100 || targetX100 > MAX_CRASH_X100)
    throw new RangeError('target outside 1.01× … the cap');
  const target = BigInt(targetX100);
  const wins = (BigInt(100 - HOUSE_EDGE_PERCENT) * TWO_52) / target;
  return { numerator: target * wins, denominator: 100n * TWO_52 };
}

/** The multiplier (hundredths) `ms` after the round took off. */
export function multiplierAtX100(ms: number): number {
  if (ms <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(GROWTH_PER_MS * ms)));
}

/** The first whole millisecond at which the multiplier has reached `x100` (0 for 1.00×). */
export function msToReach(x100: number): number {
  if (x100 <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(x100 / 100) / GROWTH_PER_MS));
  // Float rounding can put the estimate a step off either way; these settle it on the exact first millisecond.
  while (ms > 0 && multiplierAtX100(ms - 1) >= x100) ms -= 1;
  while (multiplierAtX100(ms) < x100) ms += 1;
  return ms;
}

/** Stake × multiplier, rounded down to the minor unit. */
export const cashoutWinMinor = (stakeMinor: bigint, x100: number): bigint => (stakeMinor * BigInt(x100)) / 100n;

/** A player reference as the live list shows it: the first two and the last character, the rest hidden. */
export function maskPlayer(ref: string): string {
  if (ref.length <= 2) return `${ref.slice(0, 1)}***`;
  return `${ref.slice(0, 2)}***${ref.slice(-1)}`;
}
