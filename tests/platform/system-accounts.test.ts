import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { up as foldTwins } from '../../platform/db/migrations/2026-11-25T0039-system-accounts-unique.ts';

describe.each(STORES)('system accounts on %s', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store);
  });
  afterAll(() => t.close());

  const accountsOfKind = (kind: string) =>
    t.platform.context.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', kind)
      .where('member_id', 'is', null)
      .execute();

  /** A second system account of a kind, inserted as a database from before migration 0039 could hold one. */
  const insertTwin = (kind: string) =>
    t.platform.context.db.insertInto('ledger_accounts').values({
      merchant_code: t.config.merchantCode,
      member_id: null,
      kind,
      vendor: '',
      currency: 'BDT',
      tracked: 0,
      balance_minor: 0n,
      held_minor: 0n,
      created_at: new Date().toISOString(),
    });

  it('makes one account however many requests make it at once on first use', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => t.platform.context.ledger.systemAccount('test-pool', 'BDT')),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await accountsOfKind('test-pool')).toHaveLength(1);
  });

  it('folds twins made before the unique index into the oldest, with their transfers and postings', async () => {
    const { db, ledger } = t.platform.context;
    const house = await ledger.systemAccount('twin-source', 'BDT');
    const oldest = await ledger.systemAccount('twin-pool', 'BDT');
    // A database from before migration 0039: the index is not there and a twin was made.
    await sql`drop index ledger_accounts_system`.execute(db);
    const twin = await insertTwin('twin-pool').returning('id').executeTakeFirstOrThrow();
    expect(twin.id).not.toBe(oldest);
    await ledger.transfer({
      id: 'twin:a',
      code: 'adjustment',
      debitAccountId: house,
      creditAccountId: oldest,
      amountMinor: 300n,
    });
    await ledger.transfer({
      id: 'twin:b',
      code: 'adjustment',
      debitAccountId: house,
      creditAccountId: twin.id,
      amountMinor: 200n,
    });

    await foldTwins(db);

    expect((await accountsOfKind('twin-pool')).map((a) => a.id)).toEqual([oldest]);
    const transfers = await db
      .selectFrom('ledger_transfers')
      .select('credit_account_id')
      .where('id', 'in', ['twin:a', 'twin:b'])
      .execute();
    expect(transfers.map((r) => r.credit_account_id)).toEqual([oldest, oldest]);
    const sum = await db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.sum<string>('amount_minor').as('total'))
      .where('account_id', '=', oldest)
      .executeTakeFirstOrThrow();
    expect(BigInt(sum.total)).toBe(500n);
    // The index is back: a second twin is refused by the database itself.
    await expect(insertTwin('twin-pool').execute()).rejects.toThrow();
  });
});
