/**
 * The seamless writer thread's entry (see writer-thread.ts): its own SQLite connection, the group commit, and the
 * same performCall as every other runner. Each call is answered only after the batch holding it committed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from '../../db/database.ts';
import { performCall, type CallEnvironment, type SeamlessCall } from './calls.ts';
import { GroupCommit } from './group-commit.ts';
import { SeamlessRefusal } from './refusals.ts';
import type { WriterOptions, WriterReply } from './writer-thread.ts';

const options = workerData as WriterOptions;
const { db } = openSqlite(options.sqlitePath);
const env: CallEnvironment = { db, merchant: options.merchant, lockRows: false, mainAccounts: new Map() };
const group = new GroupCommit(db);
const port = parentPort!;

function reply(message: WriterReply): void {
  port.postMessage(message);
}

port.on('message', ({ id, call }: { id: number; call: SeamlessCall }) => {
  group.run((trx) => performCall(trx, env, call)).then(
    (answer) => reply({ id, answer }),
    (error: unknown) => {
      if (error instanceof SeamlessRefusal) return reply({ id, refusal: error.code });
      const { message, code } = error as { message?: unknown; code?: unknown };
      reply({ id, error: { message: String(message ?? error), ...(typeof code === 'string' ? { code } : {}) } });
    },
  );
});
