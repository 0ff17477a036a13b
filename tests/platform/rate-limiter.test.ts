import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { MemoryRateLimiter } from '../../platform/limits/memory-rate-limiter.ts';
import { RedisRateLimiter } from '../../platform/limits/redis-rate-limiter.ts';
import { over, type RateLimiter } from '../../platform/limits/rate-limiter.ts';

// The same contract in-process and on Redis (the shared store when several processes serve the site).
const limiters: [string, () => RateLimiter][] = [['memory', () => new MemoryRateLimiter()]];
if (process.env.REDIS_URL)
  limiters.push([
    'redis',
    () => new RedisRateLimiter(process.env.REDIS_URL!, `test:${randomBytes(4).toString('hex')}:`),
  ]);

describe.each(limiters)('rate limiter (%s)', (_name, make) => {
  const limiter = make();
  afterAll(() => limiter.close());

  it('counts hits in a window and says when a limit is passed', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await limiter.hit('a', 60_000)).count).toBe(i);
    const fourth = await limiter.hit('a', 60_000);
    expect(over(fourth, 3)).toBe(true);
    expect(fourth.resetInMs).toBeGreaterThan(0);
    expect(fourth.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.peek('a')).count).toBe(4);
  });

  it('forgets a key on reset and opens a new window after the old one closes', async () => {
    await limiter.hit('b', 60_000);
    await limiter.reset('b');
    expect((await limiter.peek('b')).count).toBe(0);
    await limiter.hit('c', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await limiter.hit('c', 50)).count).toBe(1);
  });

  it('counts concurrent hits exactly once each', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('d', 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
