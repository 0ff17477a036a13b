/** The bonus arithmetic: what a deposit earns, what releases it, and how category weights count settled stakes. */
import { describe, expect, it } from 'vitest';
import {
  bonusFor,
  parseWeights,
  requiredWagering,
  wageringProgress,
  weightedStake,
  type BonusRule,
} from '../../platform/modules/promotions/wagering.ts';

const welcome: BonusRule = {
  bonusKind: 'percent',
  bonusPercent: 100,
  bonusCapMinor: 1_000_000n,
  wageringMultiple: 10,
  wageringBase: 'deposit_bonus',
};
const reload: BonusRule = {
  bonusKind: 'percent',
  bonusPercent: 5,
  bonusCapMinor: 100_000n,
  wageringMultiple: 5,
  wageringBase: 'bonus',
};
const fixed: BonusRule = {
  bonusKind: 'fixed',
  bonusPercent: 0,
  bonusCapMinor: 20_000n,
  wageringMultiple: 1,
  wageringBase: 'bonus',
};

describe('bonusFor', () => {
  it('pays the percentage up to the cap, rounding down', () => {
    expect(bonusFor(welcome, 100_000n)).toBe(100_000n);
    expect(bonusFor(welcome, 5_000_000n)).toBe(1_000_000n);
    expect(bonusFor(reload, 33_333n)).toBe(1_666n);
    expect(bonusFor(reload, 10_000_000n)).toBe(100_000n);
  });
  it('pays a fixed bonus whatever the deposit, and nothing for no deposit', () => {
    expect(bonusFor(fixed, 100_000n)).toBe(20_000n);
    expect(bonusFor(fixed, 0n)).toBe(0n);
    expect(bonusFor(welcome, -5n)).toBe(0n);
  });
});

describe('requiredWagering', () => {
  it('multiplies the deposit plus the bonus, or the bonus alone', () => {
    expect(requiredWagering(welcome, 100_000n, 100_000n)).toBe(2_000_000n);
    expect(requiredWagering(reload, 400_000n, 20_000n)).toBe(100_000n);
    expect(requiredWagering({ ...reload, wageringMultiple: 0 }, 400_000n, 20_000n)).toBe(0n);
  });
});

describe('weightedStake', () => {
  const weights = { RNG: 100, LIVE: 10, PVP: 50 };
  it('counts each category at its weight and ignores categories without one', () => {
    expect(
      weightedStake(
        [
          ['RNG', 50_000n],
          ['LIVE', 30_000n],
          ['SPORTS', 90_000n],
        ],
        weights,
      ),
    ).toBe(53_000n);
    expect(weightedStake([['PVP', 333n]], weights)).toBe(166n);
  });
  it('never lets a net-negative category (more refunded than staked) take away from others', () => {
    expect(
      weightedStake(
        [
          ['RNG', 10_000n],
          ['LIVE', -5_000n],
        ],
        weights,
      ),
    ).toBe(10_000n);
  });
});

describe('wageringProgress', () => {
  it('rounds the percentage down, so the bar is full only when the requirement is met', () => {
    expect(wageringProgress(2_000_000n, 1_999_999n)).toEqual({
      requiredMinor: 2_000_000n,
      doneMinor: 1_999_999n,
      percent: 99,
      met: false,
    });
    expect(wageringProgress(2_000_000n, 2_000_000n)).toMatchObject({ percent: 100, met: true });
  });
  it('caps what is done at the requirement and treats nothing required as met', () => {
    expect(wageringProgress(100n, 250n)).toMatchObject({ doneMinor: 100n, percent: 100, met: true });
    expect(wageringProgress(0n, 0n)).toMatchObject({ percent: 100, met: true });
    expect(wageringProgress(100n, -20n)).toMatchObject({ doneMinor: 0n, percent: 0, met: false });
  });
});

describe('parseWeights', () => {
  it('keeps category weights from 0 to 100 and drops anything else', () => {
    expect(parseWeights('{"RNG":100,"LIVE":10,"bad":5,"PVP":150,"FISH":12.5}')).toEqual({ RNG: 100, LIVE: 10 });
    expect(parseWeights('not json')).toEqual({});
    expect(parseWeights('[1,2]')).toEqual({});
  });
});
