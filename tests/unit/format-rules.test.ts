import { describe, expect, it } from 'vitest';
import { localDigits } from '../../contract/rules/digits.ts';
import { formatDateTime } from '../../src/lib/format/datetime.ts';
import { withMinutes } from '../../src/islands/member/withdraw/minutes-text.ts';

describe('the digits and clock rule per language', () => {
  it('writes Bengali digits on Bengali pages and leaves English ones alone', () => {
    expect(localDigits(59, 'bn')).toBe('৫৯');
    expect(localDigits('6 - 16', 'bn')).toBe('৬ - ১৬');
    expect(localDigits(59, 'en')).toBe('59');
    expect(localDigits(1234567890n, 'bn')).toBe('১২৩৪৫৬৭৮৯০');
  });

  it('shows times on the 24-hour clock in both languages, with no AM/PM word in a Bengali line', () => {
    const evening = '2026-11-24T15:05:00.000Z'; // 21:05 in Dhaka
    const bn = formatDateTime(evening, 'bn');
    expect(bn).toContain('২১:০৫');
    expect(bn).not.toMatch(/[0-9]|AM|PM/);
    const en = formatDateTime(evening, 'en');
    expect(en).toContain('21:05');
    expect(en).not.toMatch(/[০-৯]|am|pm/i);
  });

  it('fills the withdrawal confirmation minutes in the page digits', () => {
    expect(withMinutes('{0} মিনিটের মধ্যে', 30, 'bn')).toBe('৩০ মিনিটের মধ্যে');
    expect(withMinutes('within {0} minutes', 30, 'en')).toBe('within 30 minutes');
  });
});
