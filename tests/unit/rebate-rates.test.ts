/** Cashback arithmetic: the rate a rank earns, the rounding down, and the operator's percentages. */
import { describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp, rateFor, rebateOf, totalOf } from '../../platform/modules/rebates/rates.ts';

const RATES = [
  { category: 'RNG', minRank: 0, rateBp: 150 },
  { category: 'RNG', minRank: 3, rateBp: 200 },
  { category: 'RNG', minRank: 5, rateBp: 300 },
  { category: 'LIVE', minRank: 2, rateBp: 50 },
];

describe('cashback rates', () => {
  it('takes the highest rank row not above the member', () => {
    expect(rateFor(RATES, 'RNG', 0)).toBe(150);
    expect(rateFor(RATES, 'RNG', 4)).toBe(200);
    expect(rateFor(RATES, 'RNG', 9)).toBe(300);
    expect(rateFor(RATES, 'LIVE', 1)).toBe(0);
    expect(rateFor(RATES, 'FISH', 5)).toBe(0);
  });

  it('pays each category its rate, rounded down, and leaves out what earns nothing', () => {
    const lines = rebateOf(
      new Map([
        ['RNG', 12_345n],
        ['LIVE', 999n],
        ['FISH', 50_000n],
        ['PVP', -10n],
      ]),
      RATES,
      2,
    );
    expect(lines).toEqual([
      { category: 'LIVE', stakeMinor: 999n, rateBp: 50, amountMinor: 4n },
      { category: 'RNG', stakeMinor: 12_345n, rateBp: 150, amountMinor: 185n },
    ]);
    expect(totalOf(lines)).toBe(189n);
  });

  it('reads and writes percentages as basis points', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('0.25')).toBe(25);
    expect(percentToBp('100')).toBe(10_000);
    for (const bad of ['101', '-1', '1.555', 'x', '']) expect(percentToBp(bad)).toBeNull();
    expect(bpToPercent(150)).toBe('1.5');
    expect(bpToPercent(25)).toBe('0.25');
    expect(bpToPercent(300)).toBe('3');
  });
});
