/** The arithmetic of points (platform/modules/points/rates.ts): whole points per settled stake, and conversion steps. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  moneyForPoints,
  parseRates,
  pointsFor,
  pointTypeOf,
  rateText,
} from '../../platform/modules/points/rates.ts';

describe('point rates', () => {
  it("are the spec's per ৳1 staked, with lottery, e-lottery and esports at 1.00", () => {
    expect(Object.fromEntries(Object.entries(DEFAULT_RATES).map(([c, r]) => [c, rateText(r)]))).toEqual({
      LIVE: '0.70',
      SPORTS: '1.00',
      PVP: '1.00',
      FISH: '1.20',
      RNG: '1.20',
      LOTT: '1.00',
      ELOTT: '1.00',
      ESPORTS: '1.00',
    });
  });

  it('round each stake down to whole points', () => {
    expect(pointsFor(100n, 120)).toBe(1n); // ৳1 on slots: 1.2 -> 1
    expect(pointsFor(1_000n, 120)).toBe(12n);
    expect(pointsFor(1_000n, 70)).toBe(7n);
    expect(pointsFor(142n, 70)).toBe(0n); // ৳1.42 live: 0.994 -> 0
    expect(pointsFor(0n, 120)).toBe(0n);
    expect(pointsFor(-500n, 120)).toBe(0n);
    expect(pointsFor(10_000n, 0)).toBe(0n);
  });

  it('file each category under a spec point type', () => {
    expect(['LIVE', 'LOTT', 'ELOTT', 'PVP', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'X'].map(pointTypeOf)).toEqual([
      'live',
      'lottery',
      'lottery',
      'poker',
      'slots',
      'slots',
      'sports',
      'sports',
      null,
    ]);
  });

  it('convert only whole steps of the unit', () => {
    expect(moneyForPoints(700n, 100, 100n)).toBe(700n);
    expect(moneyForPoints(150n, 100, 100n)).toBeNull();
    expect(moneyForPoints(0n, 100, 100n)).toBeNull();
    expect(moneyForPoints(300n, 50, 25n)).toBe(150n);
  });

  it('keep only sane stored rates', () => {
    expect(parseRates('{"RNG":120,"live":5,"LIVE":-1,"FISH":1.5,"SPORTS":100}')).toEqual({ RNG: 120, SPORTS: 100 });
    expect(parseRates('not json')).toEqual({});
  });
});
