/** Opens the platform database: an embedded SQLite file by default, PostgreSQL when a URL is given. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import { startCheckpointer } from './sqlite-checkpointer.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL schema to work in (tests use one per run so they never see each other's rows). */
  pgSchema?: string | undefined;
}

export interface PlatformDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** SQLite: the connection itself, for the seamless writer's prepared statements (sqlite-short-path.ts). */
  sqlite?: SQLite.Database;
  /** PostgreSQL: the pool itself, for statements prepared once per connection (pg-debit.ts). */
  pool?: pg.Pool;
  destroy(): Promise<void>;
}

// PostgreSQL BIGINT (int8) arrives as a string by default; money is bigint everywhere in the platform.
pg.types.setTypeParser(20, (value) => BigInt(value));

export function openDatabase(options: DatabaseOptions): PlatformDatabase {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema);
  const database = openSqlite(options.sqlitePath);
  if (options.sqlitePath === ':memory:') return database;
  // The platform's own connection: its file is checkpointed by a thread (sqlite-checkpointer.ts), not in commits.
  const stopCheckpoints = startCheckpointer(options.sqlitePath);
  return {
    ...database,
    destroy: async () => {
      await stopCheckpoints();
      await database.destroy();
    },
  };
}

/**
 * A new database file is created readable by its owner only (0600, issue 30): it holds password hashes, sessions
 * and the players' money. SQLite gives its -wal and -shm files the database file's mode. An existing file keeps the
 * mode its operator gave it.
 */
function createPrivately(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * One connection to a SQLite file. Also opened by the seamless writer thread: a second connection to the same
 * file, set up the same way. Checkpoints are left to the checkpoint thread that openDatabase starts.
 */
export function openSqlite(file: string): PlatformDatabase {
  if (file !== ':memory:') createPrivately(file);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; FULL makes every acknowledged commit durable.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (file !== ':memory:') sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.defaultSafeIntegers(false);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', sqlite, destroy: () => db.destroy() };
}

function openPostgres(connectionString: string, schema?: string): PlatformDatabase {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  // Only named statements are kept prepared (the seamless wallet's later bet): plan them once, not at every call —
  // planning that statement took as long as running it. Kysely's queries are unnamed and planned each time anyway.
  // No JIT: it compiles a query whose estimated cost passes a threshold, and on the agent reports that compiling
  // took 30–40 ms of a 100–150 ms query; the platform's queries are short, and none runs long enough to win it back.
  const options = [
    '-c plan_cache_mode=force_generic_plan',
    '-c jit=off',
    ...(schema ? [`-c search_path=${schema}`] : []),
  ].join(' ');
  // 40 connections: each commit waits for its WAL flush, and the commits in flight together share one flush, so the
  // seamless wallet's throughput grows with them (bench:seamless: 10 → 1,300 bets/s, 40 → 1,900 bets/s here).
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 40), options });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', pool, destroy: () => db.destroy() };
}

/** Creates a PostgreSQL schema if missing (used by tests and by DATABASE_SCHEMA). */
export async function ensurePgSchema(connectionString: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}

export async function dropPgSchema(connectionString: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
