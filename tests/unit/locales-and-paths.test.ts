import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath } from '../../contract/rules/locales.ts';
import { isApiPath, isLoginExempt, isPagePath, loginPath, statusPagePath } from '../../src/server/paths.ts';
import { toMessageLanguage } from '../../platform/http/language.ts';

describe('locale paths', () => {
  it('serves Bengali without a prefix and English under /en', () => {
    expect(localeOfPath('/')).toBe('bn');
    expect(localeOfPath('/help')).toBe('bn');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/help')).toBe('en');
    expect(localeOfPath('/english')).toBe('bn');
  });

  it('moves a path between languages', () => {
    expect(localizedPath('/help', 'en')).toBe('/en/help');
    expect(localizedPath('/en/help', 'bn')).toBe('/help');
    expect(localizedPath('/', 'en')).toBe('/en/');
    expect(localizedPath('/en/', 'bn')).toBe('/');
    expect(localizedPath('/en', 'bn')).toBe('/');
  });
});

describe('server path rules', () => {
  it('tells pages from files and calls', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/en/help')).toBe(true);
    expect(isPagePath('/register.html')).toBe(true);
    expect(isPagePath('/favicon.svg')).toBe(false);
    expect(isPagePath('/_astro/page.abc.js')).toBe(false);
    expect(isPagePath('/wps/system/status')).toBe(false);
    expect(isApiPath('/lgw/games/game_menus')).toBe(true);
    expect(isApiPath('/wpsx')).toBe(false);
    expect(isApiPath('/wallet/seamless/v1/debit')).toBe(true);
    expect(isPagePath('/wallet/seamless/v1/debit')).toBe(false);
  });

  it("exempts the spec's paths from the login redirect in both languages", () => {
    for (const path of [
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
      '/download',
      '/en/login',
      '/en/helpmc/',
      '/system/maintenance',
    ]) {
      expect(isLoginExempt(path), path).toBe(true);
    }
    for (const path of ['/', '/help', '/en/', '/vip', '/en/promotions']) {
      expect(isLoginExempt(path), path).toBe(false);
    }
  });

  it("leaves the live chat's operators' page to its own sign-in, and treats its calls as the API", () => {
    for (const path of ['/ops/chat', '/en/ops/chat']) expect(isLoginExempt(path), path).toBe(true);
    expect(isLoginExempt('/support/chat')).toBe(false);
    expect(isLoginExempt('/ops/chatter')).toBe(false);
    expect(isApiPath('/ops/chat/api/conversations')).toBe(true);
    expect(isPagePath('/ops/chat/api/conversations')).toBe(false);
    expect(isPagePath('/ops/chat')).toBe(true);
  });

  it("keeps the visitor's language on status pages and the login redirect", () => {
    expect(statusPagePath('/en/help', 1)).toBe('/en/system/maintenance');
    expect(statusPagePath('/help', 2)).toBe('/system/restricted');
    expect(loginPath('/en/vip')).toBe('/en/login');
    expect(loginPath('/vip')).toBe('/login');
  });
});

describe('server message language', () => {
  it('uses Bengali for bn, English for every other offered language', () => {
    expect(toMessageLanguage('bn')).toBe('bn');
    expect(toMessageLanguage('BN-bd')).toBe('bn');
    expect(toMessageLanguage('th')).toBe('en');
    expect(toMessageLanguage('zh-CN')).toBe('en');
    expect(toMessageLanguage('')).toBeUndefined();
    expect(toMessageLanguage('*')).toBeUndefined();
  });
});
