/**
 * Where a seamless call's transaction comes from.
 * - SQLite file: the writer thread (writer-thread.ts) — its own connection and group commit, so the disk sync of
 *   each commit blocks that thread and never the one answering HTTP.
 * - SQLite in memory (one connection, nothing to share with a thread): the group commit on this thread.
 * - PostgreSQL: a transaction per call, many at once (a bet of a session seen before: one statement, pg-debit.ts; a
 *   win of a player seen before: one function call, pg-credit.ts; both book through the ledger's function, which each
 *   process installs when it starts, db/pg-functions.ts);
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
import { pgCredit, SEAMLESS_KNOWN_WIN } from './pg-credit.ts';
import { LEDGER_POST_TRACKED } from '../ledger/index.ts';
import { installPgFunctions } from '../../db/pg-functions.ts';

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
  /** Login sessions' idle time: a game session ends with its login (game-sessions.ts). */
  sessionIdleMs: number;
  /** The SQLite file (':memory:' keeps the calls on this thread). */
  sqlitePath: string;
  /** PostgreSQL's pool, for the later bet's prepared statement. */
  pool?: pg.Pool | undefined;
}

export function callRunner(options: RunnerOptions): CallRunner {
  const env: CallEnvironment = {
    db: options.db,
    merchant: options.merchant,
    sessionIdleMs: options.sessionIdleMs,
    lockRows: options.dialect === 'postgres',
    mainAccounts: new Map(),
  };
  if (options.dialect === 'sqlite' && options.sqlitePath !== ':memory:') {
    return new WriterThread({
      sqlitePath: options.sqlitePath,
      merchant: options.merchant,
      sessionIdleMs: options.sessionIdleMs,
    });
  }
  if (options.dialect === 'sqlite') {
    const group = new GroupCommit(options.db);
    return { run: (call) => group.run((trx) => performCall(trx, env, call)), close: async () => undefined };
  }
  env.sessionMembers = new BoundedMap(SESSION_MEMBERS_KEPT);
  const { pool } = options;
  // The ledger's function before the seamless one that calls it. A failure is thrown to every call that needs them.
  const installed = pool ? installPgFunctions(pool, [LEDGER_POST_TRACKED, SEAMLESS_KNOWN_WIN]) : undefined;
  installed?.catch(() => undefined);
  const shortPath = async (call: SeamlessCall): Promise<SeamlessAnswer | undefined> => {
    if (!pool || call.op === 'rollback') return undefined;
    await installed;
    return call.op === 'debit' ? pgDebit(pool, env, call) : pgCredit(pool, env, call);
  };
  return {
    async run(call) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const quick = await shortPath(call);
          return quick ?? (await options.db.transaction().execute((trx) => performCall(trx, env, call)));
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code;
          if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        }
      }
    },
    close: async () => undefined,
  };
}
