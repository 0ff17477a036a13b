import { describe, expect, it } from 'vitest';
import { toNumber } from '../../platform/vendor/engines/exact.ts';
import { RandomStream } from '../../platform/vendor/engines/fairness.ts';
import {
  FISH_TYPES,
  FISHING_STATED_RTP,
  HIT_SCALE,
  fishingExactRtp,
  shoot,
  shootAt,
  targetRtp,
} from '../../platform/vendor/engines/fishing.ts';

const SEED = '7e'.repeat(32);

describe('fishing', () => {
  it('gives the same shot for the same seeds and pays the multiple of the bet on a catch', () => {
    expect(shoot(new RandomStream(SEED, 'c', 1), 100n)).toEqual(shoot(new RandomStream(SEED, 'c', 1), 100n));
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      const shot = shoot(new RandomStream(SEED, 'c', nonce), 150n);
      const fish = FISH_TYPES.find((f) => f.name === shot.fish)!;
      expect(shot.winMinor).toBe(shot.caught ? 150n * BigInt(fish.multiplier) : 0n);
    }
  });

  it('refuses a shot under 1 yuan', () => {
    expect(() => shoot(new RandomStream(SEED, 'c', 0), 50n)).toThrow(RangeError);
  });

  it('has sane fish: chances in range, bigger fish rarer and harder, each near the overall return', () => {
    for (const fish of FISH_TYPES) {
      expect(fish.hitPer10000).toBeGreaterThan(0);
      expect(fish.hitPer10000).toBeLessThan(HIT_SCALE);
      const own = (fish.hitPer10000 / HIT_SCALE) * fish.multiplier;
      expect(own).toBeGreaterThanOrEqual(0.94);
      expect(own).toBeLessThanOrEqual(0.96);
    }
    for (let i = 1; i < FISH_TYPES.length; i += 1) {
      expect(FISH_TYPES[i]!.multiplier).toBeGreaterThan(FISH_TYPES[i - 1]!.multiplier);
      expect(FISH_TYPES[i]!.hitPer10000).toBeLessThan(FISH_TYPES[i - 1]!.hitPer10000);
    }
  });

  it('states the exact RTP: Σ share × hit chance × multiplier = 95.65%', () => {
    const { rtp } = fishingExactRtp();
    expect(rtp).toEqual({ numerator: 1913n, denominator: 2000n });
    expect(toNumber(rtp)).toBe(FISHING_STATED_RTP);
  });
});

describe('fishing: an aimed shot', () => {
  it('draws only the hit against the chosen fish and pays its multiple', () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const shot = shootAt(new RandomStream(SEED, 'c', nonce), 200n, 'shark');
      const hit = new RandomStream(SEED, 'c', nonce).int(HIT_SCALE) < 190;
      expect(shot).toEqual({ betMinor: 200n, fish: 'shark', caught: hit, winMinor: hit ? 10_000n : 0n });
    }
    expect(() => shootAt(new RandomStream(SEED, 'c', 0), 100n, 'kraken')).toThrow(RangeError);
    expect(() => shootAt(new RandomStream(SEED, 'c', 0), 99n, 'shrimp')).toThrow(RangeError);
  });

  it("states each target's exact RTP, all between 94% and 96%", () => {
    expect(targetRtp('shrimp')).toEqual({ numerator: 24n, denominator: 25n });
    for (const fish of FISH_TYPES) {
      const rtp = toNumber(targetRtp(fish.name));
      expect(rtp).toBeGreaterThanOrEqual(0.94);
      expect(rtp).toBeLessThanOrEqual(0.96);
    }
  });
});
