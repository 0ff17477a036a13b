/**
 * The ledger's set-based booking of a chunk (Ledger.postMany, what background passes book through): the same rows
 * one transfer at a time would write, each stored result with the tracked balances right after it; a replay books
 * nothing; the same id with other data is a conflict; a debit its wallet cannot cover books nothing at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { postingsSum } from './ledger-queries.ts';
import type { Ledger } from '../../platform/modules/ledger/ledger.ts';

describe.each(STORES)('set-based booking on %s', (store) => {
  let t: TestPlatform;
  let ledger: Ledger;
  let pool: number;
  let alice: number;
  let bob: number;
  let seq = 0;
  const id = () => `batch-test:${Date.now()}:${(seq += 1)}`;
  const db = () => t.platform.context.db;
  const balanceOf = async (account: number) => (await ledger.balance(account)).balanceMinor;
  const book = (requests: Parameters<Ledger['postMany']>[1]) =>
    db()
      .transaction()
      .execute((trx) => ledger.postMany(trx, requests));

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    ledger = t.platform.context.ledger;
    const { currency } = await t.platform.context.settings.get();
    const members = await db().selectFrom('members').select('id').orderBy('id').limit(2).execute();
    pool = await ledger.systemAccount('adjustment', currency);
    alice = await ledger.memberAccount(members[0]!.id, currency, 'bonus');
    bob = await ledger.memberAccount(members[1]!.id, currency, 'bonus');
    await ledger.transfer({
      id: id(),
      code: 'adjustment',
      debitAccountId: pool,
      creditAccountId: bob,
      amountMinor: 1000n,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('books a chunk as one transfer at a time would, each result with the balances right after it', async () => {
    const [a0, b0] = [await balanceOf(alice), await balanceOf(bob)];
    const requests = [
      { id: id(), code: 'adjustment' as const, debitAccountId: pool, creditAccountId: alice, amountMinor: 300n },
      { id: id(), code: 'adjustment' as const, debitAccountId: bob, creditAccountId: alice, amountMinor: 200n },
      { id: id(), code: 'adjustment' as const, debitAccountId: bob, creditAccountId: pool, amountMinor: 50n },
    ];
    const outcomes = await book(requests);
    expect(outcomes).not.toBe('uncovered');
    expect([...(outcomes as Map<string, string>).values()]).toEqual(['booked', 'booked', 'booked']);
    expect(await balanceOf(alice)).toBe(a0 + 500n);
    expect(await balanceOf(bob)).toBe(b0 - 250n);
    const stored = await db()
      .selectFrom('ledger_transfers')
      .select(['id', 'result', 'kind'])
      .where(
        'id',
        'in',
        requests.map((r) => r.id),
      )
      .execute();
    const results = requests.map((r) => JSON.parse(stored.find((s) => s.id === r.id)!.result));
    expect(results.map((r) => [r.debitBalanceMinor, r.creditBalanceMinor])).toEqual([
      [null, String(a0 + 300n)],
      [String(b0 - 200n), String(a0 + 500n)],
      [String(b0 - 250n), null],
    ]);
    // A replay through the one-at-a-time path answers from the same stored row.
    expect(await ledger.transfer(requests[1]!)).toEqual(results[1]);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('books nothing again for a replayed chunk, and refuses an id with other data', async () => {
    const request = {
      id: id(),
      code: 'adjustment' as const,
      debitAccountId: pool,
      creditAccountId: alice,
      amountMinor: 7n,
    };
    await book([request]);
    const before = await balanceOf(alice);
    const again = await book([request, { ...request, id: id() }]);
    expect([...(again as Map<string, string>).values()]).toEqual(['known', 'booked']);
    const changed = await book([{ ...request, amountMinor: 8n }]);
    expect([...(changed as Map<string, string>).values()]).toEqual(['conflict']);
    expect(await balanceOf(alice)).toBe(before + 7n);
  });

  it('writes nothing when a debit of the chunk does not fit in its wallet', async () => {
    const [a0, b0] = [await balanceOf(alice), await balanceOf(bob)];
    const first = id();
    const outcome = await book([
      { id: first, code: 'adjustment', debitAccountId: pool, creditAccountId: alice, amountMinor: 1n },
      { id: id(), code: 'adjustment', debitAccountId: bob, creditAccountId: pool, amountMinor: b0 + 1n },
    ]);
    expect(outcome).toBe('uncovered');
    expect([await balanceOf(alice), await balanceOf(bob)]).toEqual([a0, b0]);
    expect(await db().selectFrom('ledger_transfers').select('id').where('id', '=', first).executeTakeFirst()).toBe(
      undefined,
    );
  });
});
