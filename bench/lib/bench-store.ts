/**
 * A throw-away database for one bench run: a SQLite file in a temp dir, or a PostgreSQL schema of its own
 * (dropped at the end). The same store is handed to the server process (env) and opened in-process (config)
 * to fund players before the load and to check the ledger after it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { getPlatformConfig, type PlatformConfig } from '../../platform/config.ts';
import { createPlatform, type Platform, type PlatformOptions } from '../../platform/app.ts';
import {
  dropPgSchema,
  ensurePgSchema,
  openDatabase,
  openSqlite,
  type PlatformDatabase,
} from '../../platform/db/database.ts';
import { BENCH_VENDOR_SECRETS_JSON } from './vendor-secrets.ts';

export type StoreKind = 'sqlite' | 'postgres';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchStore {
  kind: StoreKind;
  /** What the server process needs to open this store. */
  env: Record<string, string>;
  /** Opens the platform on this store in this process (migrated and seeded); `options.now` sets its clock. */
  open(options?: Pick<PlatformOptions, 'now'>): Promise<Platform>;
  /** The database alone (no migrations, jobs or seeds): to read while a server process works on it. */
  connect(): PlatformDatabase;
  remove(): Promise<void>;
}

export async function freshStore(kind: StoreKind): Promise<BenchStore> {
  if (kind === 'postgres') {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    await ensurePgSchema(PG_URL, schema);
    const env = { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, SEAMLESS_VENDOR_SECRETS: BENCH_VENDOR_SECRETS_JSON };
    return {
      kind,
      env,
      open: (options) => openWith(getPlatformConfig(env), schema, options),
      connect: () => openDatabase({ databaseUrl: PG_URL, sqlitePath: '', pgSchema: schema }),
      remove: () => dropPgSchema(PG_URL, schema),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  const env = { SQLITE_PATH: path.join(dir, 'bench.db'), SEAMLESS_VENDOR_SECRETS: BENCH_VENDOR_SECRETS_JSON };
  return {
    kind,
    env,
    open: (options) => openWith(getPlatformConfig(env), undefined, options),
    connect: () => openSqlite(env.SQLITE_PATH),
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function openWith(
  config: PlatformConfig,
  pgSchema: string | undefined,
  options: Pick<PlatformOptions, 'now'> = {},
): Promise<Platform> {
  // settingsTtlMs 0: a bench process opened briefly must not serve stale merchant settings. No settlement job: a
  // bench opens the store to set up or to check, and its own process is not the one under test.
  return createPlatform({ ...config, settingsTtlMs: 0 }, { pgSchema, contractSettlements: false, ...options });
}
