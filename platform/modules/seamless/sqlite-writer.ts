/**
 * The seamless writer thread's entry (see writer-thread.ts): its own SQLite connection, the group commit, and the
 * same performCall as every other runner, after the short paths of the hot calls (sqlite-short-path.ts). Each call
 * is answered only after the batch holding it committed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from '../../db/database.ts';
import { performCall, type CallEnvironment, type SeamlessCall } from './calls.ts';
import { GroupCommit } from './group-commit.ts';
import { SeamlessRefusal } from './refusals.ts';
import { BoundedMap, SESSION_MEMBERS_KEPT } from './bounded-map.ts';
import { SqliteShortPath } from './sqlite-short-path.ts';
import type { WriterOptions, WriterReply } from './writer-thread.ts';
import { STOP_THREAD } from '../../db/thread-stop.ts';

const options = workerData as WriterOptions;
const { db, sqlite } = openSqlite(options.sqlitePath);
const env: CallEnvironment = {
  db,
  merchant: options.merchant,
  sessionIdleMs: options.sessionIdleMs,
  lockRows: false,
  mainAccounts: new Map(),
  sessionMembers: new BoundedMap(SESSION_MEMBERS_KEPT),
};
const group = new GroupCommit(db);
const shortPath = new SqliteShortPath(sqlite!, env);
const port = parentPort!;

// A batch's answers are all settled in one turn: they go back as one message, not one each.
let outbox: WriterReply[] = [];

function reply(message: WriterReply): void {
  if (outbox.length === 0) queueMicrotask(flush);
  outbox.push(message);
}

function flush(): void {
  port.postMessage(outbox);
  outbox = [];
}

port.on('message', (message: { id: number; call: SeamlessCall }[] | typeof STOP_THREAD) => {
  if (message === STOP_THREAD) {
    // Every call it held was answered before it was asked (writer-thread.ts close): the connection goes, and the
    // thread ends with nothing left to run.
    void db.destroy().finally(() => port.close());
    return;
  }
  for (const { id, call } of message) perform(id, call);
});

function perform(id: number, call: SeamlessCall): void {
  group
    .run(async (trx) => shortPath.run(call) ?? performCall(trx, env, call))
    .then(
      (answer) => reply({ id, answer }),
      (error: unknown) => {
        if (error instanceof SeamlessRefusal) return reply({ id, refusal: error.code });
        const { message, code } = error as { message?: unknown; code?: unknown };
        reply({ id, error: { message: String(message ?? error), ...(typeof code === 'string' ? { code } : {}) } });
      },
    );
}
