import { describe, expect, it } from 'vitest';
import { normaliseRequestTarget, sameOriginPath } from '../../src/server/request-path.ts';
import { appLink } from '../../src/lib/site/app-link.ts';

describe('normaliseRequestTarget', () => {
  it('decodes escaped unreserved characters and leaves reserved escapes encoded', () => {
    expect(normaliseRequestTarget('/%6Cive-fragment/header-links?locale=bn')).toBe(
      '/live-fragment/header-links?locale=bn',
    );
    expect(normaliseRequestTarget('/help%7e%41')).toBe('/help~A');
    expect(normaliseRequestTarget('/a%2fb%3F')).toBe('/a%2Fb%3F');
  });

  it('collapses runs of slashes and backslashes, leaving the query as sent', () => {
    expect(normaliseRequestTarget('//live-fragment//x')).toBe('/live-fragment/x');
    expect(normaliseRequestTarget('/en//evil.example/')).toBe('/en/evil.example/');
    expect(normaliseRequestTarget('/\\evil.example')).toBe('/evil.example');
    expect(normaliseRequestTarget('/promoDetail?id=a//b')).toBe('/promoDetail?id=a//b');
  });

  it('refuses dot segments however they are spelled, and targets that are not paths', () => {
    for (const target of ['/../etc/passwd', '/a/./b', '/%2e%2e/x', '/.%2E/x', '/a/..', '*', 'http://evil.example/']) {
      expect(normaliseRequestTarget(target), target).toBeNull();
    }
    expect(normaliseRequestTarget('/a..b/.well')).toBe('/a..b/.well');
  });
});

describe('sameOriginPath', () => {
  it('keeps a path with exactly one leading slash and sends anything else home', () => {
    expect(sameOriginPath('/en/help')).toBe('/en/help');
    for (const target of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'evil',
      '/a\r\nSet-Cookie: x=1',
    ]) {
      expect(sameOriginPath(target), target).toBe('/');
    }
  });
});

describe('appLink', () => {
  it('makes a site path absolute only with the configured public address', () => {
    expect(appLink('/downloads/app.apk', 'https://play.example')).toBe('https://play.example/downloads/app.apk');
    expect(appLink('/downloads/app.apk', undefined)).toBe('/downloads/app.apk');
    expect(appLink('https://store.example/app', 'https://play.example')).toBe('https://store.example/app');
  });

  it('drops links that are not http(s) or a site path', () => {
    for (const link of ['//evil.example/app', 'javascript:alert(1)', 'app.apk', '/\\evil.example'])
      expect(appLink(link, undefined), link).toBeUndefined();
  });
});
