import { describe, expect, it } from 'vitest';
import { shortNumber } from '../../platform/modules/records/index.ts';

describe('shortNumber', () => {
  it('keeps the last eight letters and digits, in capitals', () => {
    expect(shortNumber('R0123456789abcdef9a1c2b7e')).toBe('9A1C2B7E');
    expect(shortNumber('D0011223344556677889A')).toBe('6677889A');
  });
  it('drops separators and keeps short ids whole', () => {
    expect(shortNumber('ab-12_cd')).toBe('AB12CD');
    expect(shortNumber('42')).toBe('42');
  });
});
