/** The offer form's fields as contract terms, and which contract pages the consolidated contract info enables. */
import { describe, expect, it } from 'vitest';
import { emptyForm, hundredths, termsFromForm, wholeCount } from '../../src/lib/agent-contracts/terms-form.ts';
import { enabledContractPages } from '../../src/islands/agent/contracts/enabled.ts';

describe('the offer form', () => {
  it('reads taka and percent with two decimals, counts as whole numbers, Bengali digits too', () => {
    expect(hundredths('12.5')).toBe('1250');
    expect(hundredths('১,০০০')).toBe('100000');
    expect(hundredths('1.234')).toBeNull();
    expect(hundredths('abc')).toBeNull();
    expect(wholeCount('১২')).toBe('12');
    expect(wholeCount('1.5')).toBeNull();
  });

  it('builds terms, or names the first problem with the platform rules', () => {
    const form = { ...emptyForm('daily'), tiers: [{ threshold: '100', value: '50' }] };
    expect(termsFromForm('daily', form)).toEqual({
      problem: null,
      terms: { basis: 'turnover', activeMinStakeMinor: '1000', tiers: [{ threshold: '10000', value: '5000' }] },
    });
    expect(termsFromForm('daily', { ...form, tiers: [{ threshold: '', value: '5' }] }).problem).toBe('number');
    expect(termsFromForm('daily', { ...form, tiers: [{ threshold: '0', value: '5' }] }).problem).toBe('tierOrder');
    const active = { ...form, basis: 'active' as const, tiers: [{ threshold: '2.5', value: '5' }] };
    expect(termsFromForm('daily', active).problem).toBe('count');
    const dividend = { ...emptyForm('dividend'), tiers: [{ threshold: '100', value: '30' }] };
    expect(termsFromForm('dividend', dividend)).toMatchObject({
      terms: { basis: 'netLoss', period: 'M', tiers: [{ threshold: '10000', value: '3000' }] },
    });
    expect(
      termsFromForm('realtime', { ...emptyForm('realtime'), tiers: [{ threshold: '1', value: '5' }] }).problem,
    ).toBe('tierValue');
  });
});

describe('the enabled contract pages', () => {
  it('follows the four fields of the consolidated info, and nothing without the agent policy', () => {
    const info = {
      policy: true,
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 1,
      realtimesalreqtype: 0,
    } as const;
    expect(enabledContractPages(info)).toEqual({
      dividend: false,
      dailySalary: true,
      hourlySalary: true,
      realtimeSalary: false,
    });
    expect(Object.values(enabledContractPages({ ...info, policy: false }))).toEqual([false, false, false, false]);
    expect(Object.values(enabledContractPages(null))).toEqual([false, false, false, false]);
  });
});
