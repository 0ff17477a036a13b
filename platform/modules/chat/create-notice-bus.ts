/** Picks the chat's notice carrier: Redis when REDIS_URL is set, else PostgreSQL's own, else this process. */
import type pg from 'pg';
import type { PlatformConfig } from '../../config.ts';
import { MemoryNoticeBus, type NoticeBus } from './notice-bus.ts';
import { PostgresNoticeBus, postgresChannel } from './postgres-notice-bus.ts';
import { RedisNoticeBus } from './redis-notice-bus.ts';

export function createNoticeBus(config: PlatformConfig, pool: pg.Pool | undefined, pgSchema?: string): NoticeBus {
  if (config.redisUrl)
    return new RedisNoticeBus(config.redisUrl, `${config.redisKeyPrefix}${config.merchantCode}:chat`);
  if (pool && config.databaseUrl)
    return new PostgresNoticeBus(config.databaseUrl, pool, postgresChannel(pgSchema, config.merchantCode));
  return new MemoryNoticeBus();
}
