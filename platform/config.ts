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
}

export function getPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const settingsTtlMs = Number(env.SETTINGS_TTL_MS ?? 2000);
  if (!Number.isInteger(settingsTtlMs) || settingsTtlMs < 0 || settingsTtlMs > 60_000) {
    throw new Error(`SETTINGS_TTL_MS must be an integer from 0 to 60000, got ${env.SETTINGS_TTL_MS}`);
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: path.resolve(env.SQLITE_PATH ?? 'data/platform.db'),
    merchantCode: env.MERCHANT_CODE ?? 'demo',
    settingsTtlMs,
    seedDemo: env.SEED_DEMO !== 'false',
  };
}
