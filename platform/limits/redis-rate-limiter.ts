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
    // A limiter that cannot reach Redis must fail the call at once (no queue of commands waiting for a connection):
    // the caller counts elsewhere (fallback-rate-limiter.ts) or refuses. ioredis keeps reconnecting meanwhile.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 5000,
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    // Reconnection errors are the outage the callers already hear of; unhandled they would end the process.
    this.redis.on('error', () => {});
    this.prefix = prefix;
  }

  /**
   * The first call connects (lazily, so a process that never limits never connects), and every call made while the
   * client connects waits until it is ready or has failed; once connected, a lost connection fails calls at once
   * (no queue) while ioredis reconnects.
   */
  private async ready(): Promise<void> {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
    if (this.redis.status !== 'connecting' && this.redis.status !== 'connect') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        for (const event of ['ready', 'error', 'close', 'reconnecting', 'end'] as const) this.redis.off(event, done);
        resolve();
      };
      for (const event of ['ready', 'error', 'close', 'reconnecting', 'end'] as const) this.redis.once(event, done);
    });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    await this.ready();
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<WindowCount> {
    await this.ready();
    const name = this.prefix + key;
    const [[, value], [, ttl]] = (await this.redis.multi().get(name).pttl(name).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    if (value === null || ttl < 0) return { count: 0, resetInMs: 0 };
    return { count: Number(value), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.ready();
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit();
  }
}
