import { describe, expect, it } from 'vitest';
import bn from '../../locales/bn/common.json';
import en from '../../locales/en/common.json';
import { translator } from '../../src/lib/i18n/translate.ts';

describe('message sets', () => {
  it('have the same keys in Bengali and English', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty message', () => {
    for (const [key, value] of [...Object.entries(bn), ...Object.entries(en)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('translate with interpolation in each language', () => {
    expect(translator('en')('home.vendors', { n: '3' })).toBe('3 providers');
    expect(translator('bn')('home.vendors', { n: '৩' })).toBe('৩টি প্রোভাইডার');
    expect(translator('en')('status.maintenance.title')).toBe('System Maintenance');
  });
});
