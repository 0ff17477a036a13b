import { describe, expect, it } from 'vitest';
import { aliasTarget, languageRedirect } from '../../src/server/page-rules.ts';

describe('aliasTarget', () => {
  it('serves /index, /index.html, /home and /register as the home page in either language', () => {
    expect(aliasTarget('/index')).toBe('/');
    expect(aliasTarget('/index.html')).toBe('/');
    expect(aliasTarget('/home/')).toBe('/');
    expect(aliasTarget('/register.html')).toBe('/');
    expect(aliasTarget('/en/index')).toBe('/en/');
    expect(aliasTarget('/en/register')).toBe('/en/');
  });

  it('maps the other spellings of game pages', () => {
    expect(aliasTarget('/lottert')).toBe('/lottery');
    expect(aliasTarget('/en/sealottery')).toBe('/en/seaLottery');
    expect(aliasTarget('/download')).toBe('/down');
  });

  it('leaves other paths alone', () => {
    expect(aliasTarget('/')).toBeUndefined();
    expect(aliasTarget('/help')).toBeUndefined();
  });
});

describe('languageRedirect', () => {
  it('sends a visitor who chose English (or another non-Bengali language) to the English page', () => {
    expect(languageRedirect('/help', 'en')).toBe('/en/help');
    expect(languageRedirect('/', 'th')).toBe('/en/');
  });

  it('sends a visitor who chose Bengali back to the Bengali page', () => {
    expect(languageRedirect('/en/help', 'bn')).toBe('/help');
  });

  it('does nothing when the page already matches, or the cookie is missing or unknown', () => {
    expect(languageRedirect('/en/help', 'en')).toBeUndefined();
    expect(languageRedirect('/help', undefined)).toBeUndefined();
    expect(languageRedirect('/help', 'xx')).toBeUndefined();
  });
});
