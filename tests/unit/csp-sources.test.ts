import { describe, expect, it } from 'vitest';
import { FIREBASE_SCRIPT_SOURCES, imageSources } from '../../src/lib/site/csp-sources.mjs';

describe('FIREBASE_SCRIPT_SOURCES', () => {
  it('names files and narrow folders, never a whole Google host', () => {
    for (const source of FIREBASE_SCRIPT_SOURCES) {
      const url = new URL(source);
      expect(url.protocol, source).toBe('https:');
      expect(url.pathname.length, source).toBeGreaterThan(1);
      expect(url.pathname.split('/').filter(Boolean).length, source).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('imageSources', () => {
  it('allows this site, data: and blob: only when no CDN origin is configured', () => {
    expect(imageSources({})).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds configured https CDN origins and refuses anything else', () => {
    expect(imageSources({ IMAGE_CDN_ORIGINS: 'https://img.example.com/, https://cdn2.example.com:8443' })).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.example.com',
      'https://cdn2.example.com:8443',
    ]);
    for (const bad of [
      'https:',
      'http://img.example.com',
      '*',
      'https://*.example.com',
      "https://a.com 'unsafe-inline'",
    ]) {
      expect(() => imageSources({ IMAGE_CDN_ORIGINS: bad }), bad).toThrow(/IMAGE_CDN_ORIGINS/);
    }
  });
});
