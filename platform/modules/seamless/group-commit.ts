/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for the disk (about 400 a second here), so
 * one transaction per vendor call caps the seamless wallet far below its bar. Instead, calls that arrive while a
 * commit is under way wait, and then run together in ONE transaction, each inside its own SAVEPOINT: a call that
 * throws rolls back only its savepoint, the others stay. One commit (one sync) then makes the whole batch durable,
 * and only after it is any call answered — so no answer is given for anything a crash could lose.
 *
 * The work of a call must use only the transaction it is handed: the batch holds SQLite's one connection, so a
 * query through the pool would wait for the batch that waits for it.
 */
import type { ControlledTransaction, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Waiting {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class GroupCommit {
  private readonly db: Kysely<Database>;
  private readonly maxBatch: number;
  private queue: Waiting[] = [];
  private running = false;
  /** Commits made so far (each is one disk sync): tests and benches compare it with the calls answered. */
  commits = 0;

  constructor(db: Kysely<Database>, maxBatch = 256) {
    this.db = db;
    this.maxBatch = maxBatch;
  }

  /** Runs `work` in the next batch; resolves after that batch committed, with what `work` returned or threw. */
  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        // Let the event loop read the requests already waiting on their sockets first: better-sqlite3 runs the
        // batch without ever yielding to I/O, so without this pause every batch would hold just one call.
        await new Promise((resolve) => setImmediate(resolve));
        await this.runBatch(this.queue.splice(0, this.maxBatch));
      }
    } finally {
      this.running = false;
    }
  }

  private async runBatch(batch: Waiting[]): Promise<void> {
    const outcomes: Outcome[] = [];
    let trx: ControlledTransaction<Database> | undefined;
    try {
      trx = await this.db.startTransaction().execute();
      for (const item of batch) outcomes.push(await this.runItem(trx, item));
      await trx.commit().execute();
      this.commits += 1;
    } catch (error) {
      // The batch itself failed (begin, a savepoint statement, the commit): nothing of it is durable, so every call fails.
      if (trx)
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  private async runItem(trx: ControlledTransaction<Database>, item: Waiting): Promise<Outcome> {
    const point = await trx.savepoint('call').execute();
    try {
      const value = await item.work(point);
      await point.releaseSavepoint('call').execute();
      return { ok: true, value };
    } catch (error) {
      // Undo only this call's writes; RELEASE then drops the savepoint so the next call opens a fresh one.
      await point.rollbackToSavepoint('call').execute();
      await point.releaseSavepoint('call').execute();
      return { ok: false, error };
    }
  }
}
