/** Picks the RateLimiter: Redis when REDIS_URL is set (several processes), otherwise in-process. */
import type { PlatformConfig } from '../config.ts';
import { MemoryRateLimiter } from './memory-rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';
import type { RateLimiter } from './rate-limiter.ts';

export function createRateLimiter(config: PlatformConfig, now: () => number, maxKeys?: number): RateLimiter {
  if (config.redisUrl) return new RedisRateLimiter(config.redisUrl, `${config.redisKeyPrefix}${config.merchantCode}:`);
  return new MemoryRateLimiter(now, maxKeys);
}
