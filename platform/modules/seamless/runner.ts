/**
 * Where a seamless call's transaction comes from. SQLite: the group commit (one sync for many calls). PostgreSQL:
 * a transaction per call, many at once; a call that lost a race to a twin with its id (a unique index, or a
 * deadlock the server broke) is run again and then finds the twin's row and answers from it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';
import { GroupCommit } from './group-commit.ts';

export type CallRunner = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

const RETRYABLE = new Set(['23505', '40001', '40P01']);
const ATTEMPTS = 3;

export function callRunner(db: Kysely<Database>, dialect: DialectName): CallRunner {
  if (dialect === 'sqlite') {
    const group = new GroupCommit(db);
    return (work) => group.run(work);
  }
  return async (work) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      }
    }
  };
}
