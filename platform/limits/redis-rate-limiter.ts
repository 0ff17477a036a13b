/** The Redis RateLimiter: one atomic script per hit, so every process sees the same counts. */
import { Redis } from 'ioredis';
import type { RateLimiter, WindowCount } from './rate-limiter.ts';

// INCR and the expiry in one step: a crash between them can never leave a counter without a window.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, prefix: string) {
    // A limiter that cannot reach Redis must fail the call (closed), not wait forever.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true });
    this.prefix = prefix;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<WindowCount> {
    const name = this.prefix + key;
    const [[, value], [, ttl]] = (await this.redis.multi().get(name).pttl(name).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    if (value === null || ttl < 0) return { count: 0, resetInMs: 0 };
    return { count: Number(value), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'wait') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit();
  }
}
