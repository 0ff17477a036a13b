/**
 * Where a seamless call's transaction comes from.
 * - SQLite file: the writer thread (writer-thread.ts) — its own connection and group commit, so the disk sync of
 *   each commit blocks that thread and never the one answering HTTP.
 * - SQLite in memory (one connection, nothing to share with a thread): the group commit on this thread.
 * - PostgreSQL: a transaction per call, many at once (a bet of a session seen before: one statement, pg-debit.ts);
 *   a call that lost a race to a twin with its id (a unique index, or a deadlock the server broke) is run again and
 *   then finds the twin's row and answers from it.
 */
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';
import { GroupCommit } from './group-commit.ts';
import { performCall, type CallEnvironment, type SeamlessCall } from './calls.ts';
import type { SeamlessAnswer } from './refusals.ts';
import { WriterThread } from './writer-thread.ts';
import { BoundedMap, SESSION_MEMBERS_KEPT } from './bounded-map.ts';
import { pgDebit } from './pg-debit.ts';

export interface CallRunner {
  run(call: SeamlessCall): Promise<SeamlessAnswer>;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['23505', '40001', '40P01']);
const ATTEMPTS = 3;

export interface RunnerOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  merchant: string;
  /** The SQLite file (':memory:' keeps the calls on this thread). */
  sqlitePath: string;
  /** PostgreSQL's pool, for the later bet's prepared statement. */
  pool?: pg.Pool | undefined;
}

export function callRunner(options: RunnerOptions): CallRunner {
  const env: CallEnvironment = { db: options.db, merchant: options.merchant, lockRows: options.dialect === 'postgres', mainAccounts: new Map() };
  if (options.dialect === 'sqlite' && options.sqlitePath !== ':memory:') {
    return new WriterThread({ sqlitePath: options.sqlitePath, merchant: options.merchant });
  }
  if (options.dialect === 'sqlite') {
    const group = new GroupCommit(options.db);
    return { run: (call) => group.run((trx) => performCall(trx, env, call)), close: async () => undefined };
  }
  env.sessionMembers = new BoundedMap(SESSION_MEMBERS_KEPT);
  return {
    async run(call) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const quick = call.op === 'debit' && options.pool ? await pgDebit(options.pool, env, call) : undefined;
          return quick ?? await options.db.transaction().execute((trx) => performCall(trx, env, call));
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code;
          if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        }
      }
    },
    close: async () => undefined,
  };
}
