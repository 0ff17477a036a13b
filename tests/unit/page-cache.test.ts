import { describe, expect, it } from 'vitest';
import { PageCache } from '../../src/server/page-cache.ts';
import type { RenderedPage } from '../../src/server/astro-renderer.ts';

const page = (status: number, text: string): RenderedPage => ({
  status,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(text),
});

describe('the on-demand page cache', () => {
  it('draws a page once for many visitors of the same address until its time is up', async () => {
    let clock = 0;
    let draws = 0;
    const cache = new PageCache(2000, 10, () => clock);
    const render = async () => page(200, `draw ${(draws += 1)}`);
    const first = await Promise.all([cache.get('/en/rng', render), cache.get('/en/rng', render)]);
    expect(first.map((p) => p!.body.toString())).toEqual(['draw 1', 'draw 1']);
    clock = 1999;
    expect((await cache.get('/en/rng', render))!.body.toString()).toBe('draw 1');
    expect((await cache.get('/en/rng?vassalage=LOTUS_CLASSIC', render))!.body.toString()).toBe('draw 2');
    clock = 2000;
    expect((await cache.get('/en/rng', render))!.body.toString()).toBe('draw 3');
  });

  it('keeps only 200 pages, forgets a failed drawing, and keeps at most its size', async () => {
    let draws = 0;
    const cache = new PageCache(60_000, 2);
    expect((await cache.get('/missing', async () => page(404, `404 ${(draws += 1)}`)))!.status).toBe(404);
    expect((await cache.get('/missing', async () => page(404, `404 ${(draws += 1)}`)))!.body.toString()).toBe('404 2');
    await expect(
      cache.get('/broken', async () => {
        throw new Error('platform down');
      }),
    ).rejects.toThrow('platform down');
    expect((await cache.get('/broken', async () => page(200, 'back')))!.body.toString()).toBe('back');
    await cache.get('/a', async () => page(200, 'a'));
    await cache.get('/b', async () => page(200, 'b'));
    // '/broken' was the oldest of three: it went when '/b' came.
    expect((await cache.get('/broken', async () => page(200, 'again')))!.body.toString()).toBe('again');
  });

  it('draws every request when its time is 0', async () => {
    let draws = 0;
    const cache = new PageCache(0);
    await cache.get('/', async () => page(200, String((draws += 1))));
    await cache.get('/', async () => page(200, String((draws += 1))));
    expect(draws).toBe(2);
  });
});
