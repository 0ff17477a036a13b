import { describe, expect, it } from 'vitest';
import { MESSAGE_FILES } from '../../src/lib/i18n/message-files.ts';
import { translator } from '../../src/lib/i18n/translate.ts';

describe('message sets', () => {
  it.each(Object.entries(MESSAGE_FILES))('%s has the same keys in Bengali and English', (_name, { bn, en }) => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  it('never define a key in two files', () => {
    const seen = new Map<string, string>();
    for (const [name, { en }] of Object.entries(MESSAGE_FILES)) {
      for (const key of Object.keys(en)) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('have no empty message', () => {
    for (const { bn, en } of Object.values(MESSAGE_FILES)) {
      for (const [key, value] of [...Object.entries(bn), ...Object.entries(en)]) expect(value.trim(), key).not.toBe('');
    }
  });

  it('translate with interpolation in each language', () => {
    expect(translator('en')('home.vendors', { n: '3' })).toBe('3 providers');
    expect(translator('bn')('home.vendors', { n: '৩' })).toBe('৩টি প্রোভাইডার');
    expect(translator('en')('status.maintenance.title')).toBe('System Maintenance');
  });
});
