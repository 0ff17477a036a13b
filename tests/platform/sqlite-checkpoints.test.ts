import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../platform/db/database.ts';

// SQLite only: commits never checkpoint (wal_autocheckpoint = 0); the checkpoint thread does, beside them.
describe('SQLite checkpoints on their own thread', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpoints-'));
  const file = path.join(dir, 'cp.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the write-ahead log from growing: each burst of writes reuses it once the thread has checkpointed', async () => {
    const store = openDatabase({ sqlitePath: file });
    const db = store.db as unknown as Kysely<{ notes: { id: number; body: string } }>;
    await sql`create table notes (id integer primary key, body text not null)`.execute(store.db);
    const burst = async (round: number) => {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 200; i += 1)
          await trx
            .insertInto('notes')
            .values({ id: round * 1000 + i, body: 'x'.repeat(500) })
            .execute();
      });
      // The next burst starts once the thread has checkpointed this one: its rows (about 100 KB) have reached the
      // database file. Waited for rather than slept for: on a loaded machine the thread may start or run late.
      const copied = round * 100_000 + 90_000;
      const deadline = Date.now() + 5_000;
      while (fs.statSync(file).size < copied && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await burst(0);
    const afterOne = fs.statSync(`${file}-wal`).size;
    for (let round = 1; round < 6; round += 1) await burst(round);
    const afterSix = fs.statSync(`${file}-wal`).size;
    expect(afterOne).toBeGreaterThan(100_000);
    // Without checkpoints the log would hold all ten bursts (about six times the first).
    expect(afterSix).toBeLessThan(afterOne * 3);
    expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(store.db)).rows[0]!.n).toBe(1200);
    await store.destroy();
  });
});
