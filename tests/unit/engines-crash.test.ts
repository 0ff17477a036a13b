import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gameEdge } from '../../platform/modules/games/house-edge.ts';
import {
  cashoutWinMinor,
  chainLink,
  ChainSeeds,
  chainSeed,
  crashPointX100,
  crashRtp,
  maskPlayer,
  MAX_CRASH_X100,
  msToReach,
  multiplierAtX100,
  terminatingHash,
} from '../../platform/vendor/engines/crash.ts';

const SECRET = 'a'.repeat(64);
const TWO_52 = 2n ** 52n;

/** The formula written out again from the page's words, to check the engine against. */
function byHand(seed: string): number {
  const x = BigInt(
    `0x${createHmac('sha256', Buffer.from(seed, 'hex')).update('lotus-crash').digest('hex').slice(0, 13)}`,
  );
  const crash = (99n * TWO_52) / (TWO_52 - x);
  return Number(crash < 100n ? 100n : crash > 100_000n ? 100_000n : crash);
}

describe('the crash engine', () => {
  it('grows a chain whose every seed hashes to the one before, the first to the terminating hash', () => {
    const length = 50;
    const seeds = Array.from({ length }, (_, i) => chainSeed(SECRET, length, i + 1));
    expect(chainLink(seeds[0]!)).toBe(terminatingHash(SECRET, length));
    for (let i = 1; i < length; i += 1) expect(chainLink(seeds[i]!)).toBe(seeds[i - 1]);
    expect(seeds[length - 1]).toBe(SECRET);
    expect(chainLink(SECRET)).toBe(createHash('sha256').update(Buffer.from(SECRET, 'hex')).digest('hex'));
    expect(new Set(seeds).size).toBe(length);
    expect(() => chainSeed(SECRET, length, 0)).toThrow(RangeError);
    expect(() => chainSeed(SECRET, length, length + 1)).toThrow(RangeError);
    expect(() => chainLink('XYZ')).toThrow();
    // The walker with kept links gives the same seeds and terminating hash.
    const walker = new ChainSeeds(SECRET, 2_500);
    expect(walker.terminatingHash).toBe(terminatingHash(SECRET, 2_500));
    for (const round of [1, 2, 999, 1_000, 1_001, 1_500, 2_499, 2_500])
      expect(walker.seed(round)).toBe(chainSeed(SECRET, 2_500, round));
  });

  it('reads the crash point from the seed by the stated formula, within 1.00× and the cap', () => {
    // Links 0 … 1,999 of a chain: every one is some round's seed.
    const seeds = [SECRET];
    while (seeds.length < 2_000) seeds.push(chainLink(seeds[seeds.length - 1]!));
    const points = seeds.map(crashPointX100);
    expect(points).toEqual(seeds.map(byHand));
    expect(Math.min(...points)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...points)).toBeLessThanOrEqual(MAX_CRASH_X100);
    // About half the rounds reach 1.98× (P = 0.99 / 1.98 = 0.5); far from a fixed or skewed draw.
    const reached = points.filter((p) => p >= 198).length / points.length;
    expect(reached).toBeGreaterThan(0.45);
    expect(reached).toBeLessThan(0.55);
  });

  it('returns exactly 99% less the rounding down of the winning share, at every target', () => {
    for (const target of [101, 150, 200, 1_000, 100_000]) {
      const { numerator, denominator } = crashRtp(target);
      expect(numerator * 100n).toBeLessThanOrEqual(99n * denominator);
      // The rounding costs less than one part in 2^52 × target.
      expect(99n * denominator - numerator * 100n).toBeLessThan(BigInt(target) * 100n);
    }
    expect(() => crashRtp(100)).toThrow(RangeError);
    // The house-edge table takes the crash game's 1% from the engine, not the PVP lobby's assumed figure; at 1% a
    // crash stake earns neither cashback nor points (docs/house-edge.md).
    expect(gameEdge('LOTUS_ARENA', 'lotus-crash', 'PVP')).toEqual({
      edgeBp: 100,
      cashback: false,
      points: false,
      source: 'engine',
    });
    expect(gameEdge('LOTUS_ARENA', 'no-such-crash', 'PVP').source).toBe('category');
  });

  it('grows the multiplier with time and finds the first millisecond of each value', () => {
    expect(multiplierAtX100(0)).toBe(100);
    expect(multiplierAtX100(-5)).toBe(100);
    for (const x100 of [100, 101, 150, 200, 1_000, 100_000]) {
      const ms = msToReach(x100);
      expect(multiplierAtX100(ms)).toBeGreaterThanOrEqual(x100);
      if (ms > 0) expect(multiplierAtX100(ms - 1)).toBeLessThan(x100);
    }
    expect(msToReach(200)).toBeGreaterThan(5_000);
    expect(msToReach(200)).toBeLessThan(6_500);
  });

  it('pays stake × multiplier rounded down, and masks players', () => {
    expect(cashoutWinMinor(10_000n, 150)).toBe(15_000n);
    expect(cashoutWinMinor(333n, 101)).toBe(336n);
    expect(maskPlayer('1234567')).toBe('12***7');
    expect(maskPlayer('42')).toBe('4***');
  });
});
