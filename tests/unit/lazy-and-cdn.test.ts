import { describe, expect, it } from 'vitest';
import { RecentSet, loadWithRetries } from '../../src/lib/ui/lazy-images.ts';
import { pickCdn, throughCdn } from '../../src/lib/site/cdn.ts';

describe('lazy image loading', () => {
  it('gives up after 3 attempts', async () => {
    let tries = 0;
    const ok = await loadWithRetries('/x.png', async () => {
      tries += 1;
      throw new Error('404');
    });
    expect(ok).toBe(false);
    expect(tries).toBe(3);
  });

  it('succeeds on a later attempt', async () => {
    let tries = 0;
    expect(
      await loadWithRetries('/y.png', async () => {
        tries += 1;
        if (tries < 2) throw new Error('flaky');
      }),
    ).toBe(true);
    expect(tries).toBe(2);
  });

  it('remembers at most the most recent addresses', () => {
    const recent = new RecentSet(2);
    recent.add('a');
    recent.add('b');
    recent.add('a');
    recent.add('c');
    expect(recent.has('a')).toBe(true);
    expect(recent.has('b')).toBe(false);
    expect(recent.count).toBe(2);
  });
});

describe('CDN choice', () => {
  it('picks one base at random and keeps it for the page view', () => {
    const list = ['/cdn/a', '/cdn/b'];
    const first = pickCdn(list, 'image', () => 0.9);
    expect(first).toBe('/cdn/b');
    expect(pickCdn(list, 'image', () => 0)).toBe('/cdn/b');
    expect(pickCdn([], 'launch')).toBeUndefined();
  });

  it('prefixes site paths and leaves absolute addresses alone', () => {
    expect(throughCdn('/images/a.svg', '/cdn/a/')).toBe('/cdn/a/images/a.svg');
    expect(throughCdn('https://x.example/a.png', '/cdn/a')).toBe('https://x.example/a.png');
    expect(throughCdn('/images/a.svg', undefined)).toBe('/images/a.svg');
  });
});
