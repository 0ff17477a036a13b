import { describe, expect, it } from 'vitest';
import { turnoverProgress } from '../../src/lib/money/turnover-progress.ts';

describe('turnoverProgress', () => {
  it('answers the whole percentage and what is left', () => {
    expect(turnoverProgress('100000', '0')).toEqual({ percent: 0, remainingMinor: 100000n, complete: false });
    expect(turnoverProgress('100000', '30000')).toEqual({ percent: 30, remainingMinor: 70000n, complete: false });
  });

  it('never shows 100 % while anything is still owed', () => {
    expect(turnoverProgress('100000', '99999')).toEqual({ percent: 99, remainingMinor: 1n, complete: false });
  });

  it('is complete when the bets reach the requirement, pass it, or nothing is owed', () => {
    expect(turnoverProgress('100000', '100000')).toEqual({ percent: 100, remainingMinor: 0n, complete: true });
    expect(turnoverProgress('100000', '250000')).toEqual({ percent: 100, remainingMinor: 0n, complete: true });
    expect(turnoverProgress('0', '0')).toEqual({ percent: 100, remainingMinor: 0n, complete: true });
  });

  it('keeps amounts beyond 2^53 exact', () => {
    expect(turnoverProgress('90071992547409930', '45035996273704965').percent).toBe(50);
  });
});
