/** Platform configuration, read once from the environment. Fails fast on bad values. */
import path from 'node:path';

export interface PlatformConfig {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  merchantCode: string;
  /** How long merchant settings are cached before the next read from the database. */
  settingsTtlMs: number;
  /** Seed demo data into an empty database on start. */
  seedDemo: boolean;
  /** A session unused for this long is dead (quality bars: 30 minutes by default). */
  sessionIdleMs: number;
  /** With FORCECHNGPASS3 on, a password older than this must be changed at login. */
  passwordMaxAgeDays: number;
  /** How long an SMS code lives; the site counts down expiredMinutes x 60 s (spec 4, 9). */
  smsCodeMinutes: number;
  /** Redis for rate limits and replay guards shared by several processes; in-process when absent. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Registers GET /wps/dev/outbox, which shows the SMS and mail the development senders wrote. */
  devOutbox: boolean;
  /** Adds Secure to the session cookie; turn on wherever the site is served over TLS. */
  cookieSecure: boolean;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${env[name]}`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got ${value}`);
}

export function getPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: path.resolve(env.SQLITE_PATH ?? 'data/platform.db'),
    merchantCode: env.MERCHANT_CODE ?? 'demo',
    settingsTtlMs: integer(env, 'SETTINGS_TTL_MS', 2000, 0, 60_000),
    seedDemo: env.SEED_DEMO !== 'false',
    sessionIdleMs: integer(env, 'SESSION_IDLE_MS', 30 * 60_000, 1000, 7 * 86_400_000),
    passwordMaxAgeDays: integer(env, 'PASSWORD_MAX_AGE_DAYS', 90, 1, 3650),
    smsCodeMinutes: integer(env, 'SMS_CODE_MINUTES', 1, 1, 60),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_PREFIX ?? 'wps:',
    devOutbox: flag(env, 'DEV_OUTBOX', env.NODE_ENV !== 'production'),
    cookieSecure: flag(env, 'COOKIE_SECURE', false),
  };
}
