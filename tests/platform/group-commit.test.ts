import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../platform/db/database.ts';
import { GroupCommit } from '../../platform/modules/seamless/group-commit.ts';
import type { Database } from '../../platform/db/schema.ts';

// The batcher is SQLite's (PostgreSQL commits each call on its own): tested on a durable SQLite file of its own.
describe('group commit (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  const file = path.join(dir, 'gc.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const scratch = (db: Kysely<Database>) => db as unknown as Kysely<{ items: { id: number; note: string } }>;

  it('rolls back a refused call alone; every acknowledged call survives a reopen; calls share commits', async () => {
    const store = openDatabase({ sqlitePath: file });
    await sql`create table items (id integer primary key, note text not null)`.execute(store.db);
    const group = new GroupCommit(store.db);
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) =>
        group.run(async (trx) => {
          await scratch(trx as unknown as Kysely<Database>)
            .insertInto('items')
            .values({ id: i, note: `n${i}` })
            .execute();
          // Every seventh call writes, then refuses: its write must vanish and take nothing else with it.
          if (i % 7 === 0) throw new Error(`refused ${i}`);
          // A duplicate key is refused by the database itself, inside the batch.
          if (i % 11 === 0)
            await scratch(trx as unknown as Kysely<Database>)
              .insertInto('items')
              .values({ id: i, note: 'twice' })
              .execute();
          return i;
        }),
      ),
    );
    const acknowledged = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    expect(acknowledged).toEqual(Array.from({ length: 300 }, (_, i) => i).filter((i) => i % 7 !== 0 && i % 11 !== 0));
    for (const [i, r] of results.entries())
      if (r.status === 'rejected') expect(String(r.reason)).toMatch(i % 7 === 0 ? /refused/ : /UNIQUE|constraint/i);
    expect(group.commits).toBeLessThan(300);
    await store.destroy();

    const reopened = openDatabase({ sqlitePath: file });
    const ids = (await scratch(reopened.db).selectFrom('items').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual(acknowledged);
    await reopened.destroy();
  });

  it('runs calls that arrive during a commit together, in far fewer commits than calls', async () => {
    const store = openDatabase({ sqlitePath: path.join(dir, 'gc2.db') });
    await sql`create table items (id integer primary key, note text not null)`.execute(store.db);
    const group = new GroupCommit(store.db);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        group.run((trx) =>
          scratch(trx as unknown as Kysely<Database>)
            .insertInto('items')
            .values({ id: i, note: 'x' })
            .execute(),
        ),
      ),
    );
    expect(group.commits).toBeGreaterThan(0);
    expect(group.commits).toBeLessThanOrEqual(3);
    expect((await sql<{ n: number }>`select count(*) as n from items`.execute(store.db)).rows[0]!.n).toBe(100);
    await store.destroy();
  });

  it('fails every call of a batch whose commit fails, and answers none of them as done', async () => {
    const store = openDatabase({ sqlitePath: path.join(dir, 'gc3.db') });
    await sql`create table items (id integer primary key, note text not null)`.execute(store.db);
    const group = new GroupCommit(store.db);
    // A deferred foreign key is checked only at COMMIT: the one bad call makes the whole commit fail.
    await sql`create table refs (id integer primary key, item integer references items(id) deferrable initially deferred)`.execute(
      store.db,
    );
    const db = (trx: unknown) =>
      trx as Kysely<{ items: { id: number; note: string }; refs: { id: number; item: number } }>;
    // The first call holds its batch open until the other two are queued, so those two share the next batch.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = group.run(async (trx) => {
      started();
      await gate;
      return db(trx).insertInto('items').values({ id: 0, note: 'first' }).execute();
    });
    await running;
    const shared = Promise.allSettled([
      group.run((trx) => db(trx).insertInto('items').values({ id: 1, note: 'a' }).execute()),
      group.run((trx) => db(trx).insertInto('refs').values({ id: 1, item: 999 }).execute()),
    ]);
    open();
    await first;
    const results = await shared;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((await sql<{ n: number }>`select count(*) as n from items`.execute(store.db)).rows[0]!.n).toBe(1);
    // The batcher still works afterwards.
    await group.run((trx) => db(trx).insertInto('items').values({ id: 2, note: 'b' }).execute());
    expect((await sql<{ n: number }>`select count(*) as n from items`.execute(store.db)).rows[0]!.n).toBe(2);
    await store.destroy();
  });
});
