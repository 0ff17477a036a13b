import { describe, expect, it } from 'vitest';
import { checkDepositAmount, decimalToMinor } from '../../src/lib/deposit/amount-check.ts';

describe('deposit amount check', () => {
  it('turns decimal text into minor units without floats', () => {
    expect(decimalToMinor('1234.5')).toBe(123450n);
    expect(decimalToMinor('0.07')).toBe(7n);
    expect(decimalToMinor('9999999999999.99')).toBe(999999999999999n);
  });

  it('accepts amounts within the channel limits, Bengali digits and grouping included', () => {
    expect(checkDepositAmount('200', '20000', '2500000')).toEqual({ amount: '200' });
    expect(checkDepositAmount('25,000.00', '20000', '2500000')).toEqual({ amount: '25000.00' });
    expect(checkDepositAmount('৫০০', '20000', '2500000')).toEqual({ amount: '500' });
  });

  it('names what is wrong: nothing typed, not an amount, or outside the limits', () => {
    expect(checkDepositAmount('  ', '20000', '2500000')).toEqual({ problem: 'required' });
    for (const typed of ['abc', '1.234', '-5', '0'])
      expect(checkDepositAmount(typed, '20000', '2500000'), typed).toEqual({ problem: 'invalid' });
    expect(checkDepositAmount('199.99', '20000', '2500000')).toEqual({ problem: 'range' });
    expect(checkDepositAmount('25000.01', '20000', '2500000')).toEqual({ problem: 'range' });
  });
});
