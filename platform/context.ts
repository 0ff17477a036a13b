/** What every platform module receives: the database, its dialect, the config and the settings cache. */
import type { Kysely } from 'kysely';
import type { PlatformConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { DialectName } from './db/database.ts';
import type { SettingsCache } from './merchant/settings-cache.ts';

export interface PlatformContext {
  db: Kysely<Database>;
  dialect: DialectName;
  config: PlatformConfig;
  settings: SettingsCache;
}
