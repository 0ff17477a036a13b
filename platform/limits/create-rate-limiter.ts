/**
 * Picks the RateLimiter: Redis when REDIS_URL is set (several processes), counted in the database while Redis cannot
 * be reached; otherwise in-process.
 */
import type { Kysely } from 'kysely';
import type { PlatformConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { DatabaseRateLimiter } from './database-rate-limiter.ts';
import { FallbackRateLimiter } from './fallback-rate-limiter.ts';
import { MemoryRateLimiter } from './memory-rate-limiter.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';
import type { RateLimiter } from './rate-limiter.ts';

export function createRateLimiter(
  config: PlatformConfig,
  now: () => number,
  maxKeys?: number,
  db?: Kysely<Database>,
): RateLimiter {
  if (!config.redisUrl) return new MemoryRateLimiter(now, maxKeys);
  const prefix = `${config.redisKeyPrefix}${config.merchantCode}:`;
  const redis = new RedisRateLimiter(config.redisUrl, prefix);
  if (!db) return redis;
  return new FallbackRateLimiter(redis, new DatabaseRateLimiter(db, prefix, now), (error) =>
    console.error('Redis cannot be reached: rate limits are counted in the database until it answers again', error),
  );
}
