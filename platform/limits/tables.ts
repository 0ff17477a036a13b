/** Table types: failure counts and locks; composed into the database type in platform/db/schema.ts. */

export interface LimitTables {
  attempt_counters: AttemptCountersTable;
  rate_limit_windows: RateLimitWindowsTable;
}

/** Rate-limit windows counted in the database while Redis cannot be reached (database-rate-limiter.ts). */
export interface RateLimitWindowsTable {
  key: string;
  count: number;
  /** Epoch milliseconds; bigint on PostgreSQL: convert with Number(). */
  ends_at: number | bigint;
}

/** Failure counts and locks by key (platform/limits/attempt-counters.ts); times in epoch milliseconds. */
export interface AttemptCountersTable {
  key: string;
  attempts: number;
  /** Read as number on SQLite and bigint on PostgreSQL: convert with Number(). */
  window_ends_at: number | bigint;
  locked_until: number | bigint;
  lock_ms: number | bigint;
}
