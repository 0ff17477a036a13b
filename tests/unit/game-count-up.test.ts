import { describe, expect, it } from 'vitest';
import { countUpMinor, countUpMs, minorText, winTier } from '../../platform/vendor/assets/count-up.js';

describe('the win count-up of the game pages', () => {
  it('writes minor units as the player reads them, without a float', () => {
    expect(minorText('0')).toBe('0.00');
    expect(minorText('7')).toBe('0.07');
    expect(minorText(1234n)).toBe('12.34');
    expect(minorText('900719925474099312')).toBe('9007199254740993.12');
    expect(minorText(-5n)).toBe('-0.05');
  });

  it('starts and lands exactly, climbs without passing the end, in whole minor units', () => {
    expect(countUpMinor(0n, 12345n, 0)).toBe(0n);
    expect(countUpMinor(0n, 12345n, 1)).toBe(12345n);
    expect(countUpMinor(0n, 12345n, 1.7)).toBe(12345n);
    expect(countUpMinor(500n, 1500n, -1)).toBe(500n);
    let last = 0n;
    for (let step = 0; step <= 100; step += 1) {
      const value = countUpMinor(0n, 12345n, step / 100);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(12345n);
      last = value;
    }
    // Eased out: more than half of the way is shown by a third of the time.
    expect(countUpMinor(0n, 1000n, 1 / 3)).toBeGreaterThan(500n);
    // A balance counts from what was left after the bet to what the round left.
    expect(countUpMinor('199000', '200500', 0.5)).toBeGreaterThan(199000n);
  });

  it('sizes a win against its bet and counts bigger wins for longer, within bounds', () => {
    expect(winTier('0', '100')).toBe('none');
    expect(winTier('150', '100')).toBe('win');
    expect(winTier('1000', '100')).toBe('big');
    expect(winTier('5000', '100')).toBe('mega');
    expect(countUpMs('0', '100')).toBe(0);
    const small = countUpMs('150', '100');
    const big = countUpMs('5000', '100');
    expect(small).toBeGreaterThanOrEqual(500);
    expect(big).toBeGreaterThan(small);
    expect(countUpMs('100000000', '100')).toBe(2500);
  });
});
