/**
 * The RateLimiter in the platform's database: fixed windows in `rate_limit_windows`, one atomic upsert per hit, so
 * every process on the database sees the same counts. It is where the Redis limiter's counts go while Redis cannot
 * be reached (fallback-rate-limiter.ts): slower than Redis, but limits hold instead of every limited call failing.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RateLimiter, WindowCount } from './rate-limiter.ts';

export class DatabaseRateLimiter implements RateLimiter {
  private readonly db: Kysely<Database>;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, prefix: string, now: () => number = Date.now) {
    this.db = db;
    this.prefix = prefix;
    this.now = now;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    // A closed window starts again at this hit; an open one counts it.
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({ key: this.prefix + key, count: 1, ends_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when rate_limit_windows.ends_at <= ${now} then 1 else rate_limit_windows.count + 1 end`,
          ends_at: sql`case when rate_limit_windows.ends_at <= ${now} then ${now + windowMs} else rate_limit_windows.ends_at end`,
        }),
      )
      .returning(['count', 'ends_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetInMs: Number(row.ends_at) - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const row = await this.db
      .selectFrom('rate_limit_windows')
      .select(['count', 'ends_at'])
      .where('key', '=', this.prefix + key)
      .executeTakeFirst();
    if (!row || Number(row.ends_at) <= now) return { count: 0, resetInMs: 0 };
    return { count: Number(row.count), resetInMs: Number(row.ends_at) - now };
  }

  async reset(key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_windows')
      .where('key', '=', this.prefix + key)
      .execute();
  }

  async close(): Promise<void> {}
}
