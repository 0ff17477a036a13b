// Provably fair rounds. Before a round the player sees SHA-256(serverSeed); after it the seed is
// revealed, and anyone can recompute every draw from (serverSeed, clientSeed, nonce). No Math.random:
// the only randomness is the server seed, so a round is fully replayable.
import { type KeyObject, createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';

const SEED_BYTES = 32;
/** What a player may choose as a client seed: short, and safe to show and to put in an address. */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;
const TWO_POW_32 = 0x1_0000_0000;

/** A fresh server seed: 32 random bytes from the OS CSPRNG, as lowercase hex. */
export function newServerSeed(): string {
  return randomBytes(SEED_BYTES).toString('hex');
}

function seedBytes(serverSeedHex: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(serverSeedHex)) throw new Error('server seed must be 64 lowercase hex digits');
  return Buffer.from(serverSeedHex, 'hex');
}

// HMAC with a Buffer key re-imports the key on every call (about 14 µs here); a KeyObject costs about 2 µs.
// Consecutive rounds (and simulations) use the same server seed, so the last key is kept.
let lastKey: { seedHex: string; key: KeyObject } | undefined;

function hmacKey(serverSeedHex: string): KeyObject {
  if (lastKey?.seedHex !== serverSeedHex)
    lastKey = { seedHex: serverSeedHex, key: createSecretKey(seedBytes(serverSeedHex)) };
  return lastKey.key;
}

/** The commitment shown before the round: SHA-256 of the seed's bytes (not of its hex text), lowercase hex. */
export function seedHash(serverSeedHex: string): string {
  return createHash('sha256').update(seedBytes(serverSeedHex)).digest('hex');
}

/**
 * Deterministic draws for one round. Block `cursor` is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
 * each block gives eight big-endian 32-bit words, used in order, and the cursor moves on when they run out.
 */
export class RandomStream {
  readonly clientSeed: string;
  readonly nonce: number;
  #key: KeyObject;
  #block: Buffer = Buffer.alloc(0);
  #offset = 0;
  #cursor = 0;

  constructor(serverSeedHex: string, clientSeed: string, nonce: number) {
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new Error('nonce must be a non-negative integer');
    this.#key = hmacKey(serverSeedHex);
    this.clientSeed = clientSeed;
    this.nonce = nonce;
  }

  #word(): number {
    if (this.#offset >= this.#block.length) {
      this.#block = createHmac('sha256', this.#key).update(`${this.clientSeed}:${this.nonce}:${this.#cursor}`).digest();
      this.#cursor += 1;
      this.#offset = 0;
    }
    const word = this.#block.readUInt32BE(this.#offset);
    this.#offset += 4;
    return word;
  }

  /**
   * A uniform integer in [0, maxExclusive). Words at or above the largest multiple of maxExclusive that fits
   * in 2^32 are thrown away and the next word is taken (rejection sampling), so no value is favoured the way
   * a plain `word % max` would favour the small ones.
   */
  int(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
      throw new Error('maxExclusive must be an integer in [1, 2^32]');
    }
    const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
    for (;;) {
      const word = this.#word();
      if (word < limit) return word % maxExclusive;
    }
  }
}

export interface RevealedRound {
  /** The hash the player was shown before the round. */
  shownHash: string;
  /** The seed revealed after the round. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface Verification {
  /** The revealed seed is the one committed to before the round. */
  hashMatches: boolean;
  /** Replaying the round from the seeds gives the outcome that was recorded. */
  outcomeMatches: boolean;
  ok: boolean;
}

/** Canonical text of an outcome for comparison; bigints (money) are written as decimal strings. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
}

/**
 * Checks a finished round: the revealed seed hashes to the shown hash, and `play` run on a stream from the
 * revealed seeds reproduces `recorded`. `play` is the game's own engine function (e.g. a spin at the recorded bet).
 */
export function verifyRound<T>(round: RevealedRound, play: (stream: RandomStream) => T, recorded: T): Verification {
  let hashMatches = false;
  try {
    hashMatches = seedHash(round.serverSeed) === round.shownHash.toLowerCase();
  } catch {
    return { hashMatches: false, outcomeMatches: false, ok: false };
  }
  const replayed = play(new RandomStream(round.serverSeed, round.clientSeed, round.nonce));
  const outcomeMatches = canonical(replayed) === canonical(recorded);
  return { hashMatches, outcomeMatches, ok: hashMatches && outcomeMatches };
}
