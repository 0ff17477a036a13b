import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import type { Ledger } from '../../platform/modules/ledger/index.ts';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  PendingStateError,
} from '../../platform/modules/ledger/errors.ts';

/** A small seeded generator, so a failing randomized run can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % max;
  };
}

describe.each(STORES)('ledger on %s', (store) => {
  let t: TestPlatform;
  let ledger: Ledger;
  let members: number[];
  let adjustment: number;
  let sequence = 0;
  const id = (prefix: string) => `${prefix}:${Date.now()}:${(sequence += 1)}`;

  beforeAll(async () => {
    t = await startTestPlatform(store);
    ledger = t.platform.context.ledger;
    members = (await t.platform.context.db.selectFrom('members').select('id').orderBy('id').execute()).map((m) => m.id);
    adjustment = await ledger.systemAccount('adjustment', 'BDT');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A member's fresh vendor wallet (its own account, so each test starts from zero) funded with `amount`. */
  async function funded(amount: bigint, vendor = id('wallet')): Promise<number> {
    const account = await ledger.memberAccount(members[0]!, 'BDT', 'vendor', vendor);
    if (amount > 0n)
      await ledger.transfer({
        id: id('fund'),
        code: 'adjustment',
        debitAccountId: adjustment,
        creditAccountId: account,
        amountMinor: amount,
      });
    return account;
  }

  async function postingsSum(): Promise<bigint> {
    const row = await t.platform.context.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.sum<string | number>('amount_minor').as('total'))
      .executeTakeFirstOrThrow();
    return BigInt(row.total ?? 0);
  }

  it('gives exactly 10 of 100 concurrent debits to a balance that covers 10, and never goes negative', async () => {
    const account = await funded(1000n);
    const house = await ledger.systemAccount('house', 'BDT');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        ledger.transfer({
          id: id('bet'),
          code: 'bet',
          debitAccountId: account,
          creditAccountId: house,
          amountMinor: 100n,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balance(account)).toEqual({ balanceMinor: 0n, heldMinor: 0n, availableMinor: 0n });
  });

  it('moves money both ways between two wallets at once without a deadlock (rows locked in id order)', async () => {
    const main = await funded(100_000n);
    const vendor = await funded(100_000n);
    const moves = Array.from({ length: 60 }, (_, i) =>
      ledger.transfer({
        id: id('both-ways'),
        code: i % 2 ? 'vendor_in' : 'vendor_out',
        debitAccountId: i % 2 ? main : vendor,
        creditAccountId: i % 2 ? vendor : main,
        amountMinor: 100n,
      }),
    );
    // PostgreSQL breaks a deadlock after deadlock_timeout (1 s) by failing one of the transactions: none may fail.
    await Promise.all(moves);
    expect((await ledger.balance(main)).balanceMinor + (await ledger.balance(vendor)).balanceMinor).toBe(200_000n);
  });

  it('applies an id replayed 10 times in parallel once, with the same answer each time', async () => {
    const account = await funded(500n);
    const house = await ledger.systemAccount('house', 'BDT');
    const transferId = id('replay');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ledger.transfer({
          id: transferId,
          code: 'bet',
          debitAccountId: account,
          creditAccountId: house,
          amountMinor: 300n,
          metadata: { round: 'r1' },
        }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ transferId, amountMinor: '300', debitBalanceMinor: '200' });
    expect((await ledger.balance(account)).balanceMinor).toBe(200n);
    // Even once the balance could no longer cover it, a replay still answers the first time's answer.
    const late = await ledger.transfer({
      id: transferId,
      code: 'bet',
      debitAccountId: account,
      creditAccountId: house,
      amountMinor: 300n,
      metadata: { round: 'r1' },
    });
    expect(late).toEqual(answers[0]);
  });

  it('refuses the same id with another amount, account or metadata, and changes nothing', async () => {
    const account = await funded(500n);
    const house = await ledger.systemAccount('house', 'BDT');
    const transferId = id('conflict');
    await ledger.transfer({
      id: transferId,
      code: 'bet',
      debitAccountId: account,
      creditAccountId: house,
      amountMinor: 100n,
      metadata: { round: 'r1' },
    });
    const before = await postingsSum();
    for (const changed of [{ amountMinor: 101n }, { creditAccountId: adjustment }, { metadata: { round: 'r2' } }]) {
      await expect(
        ledger.transfer({
          id: transferId,
          code: 'bet',
          debitAccountId: account,
          creditAccountId: house,
          amountMinor: 100n,
          metadata: { round: 'r1' },
          ...changed,
        }),
      ).rejects.toBeInstanceOf(IdempotencyConflictError);
    }
    expect((await ledger.balance(account)).balanceMinor).toBe(400n);
    expect(await postingsSum()).toBe(before);
  });

  it('holds money for a pending transfer, then posts it once or voids it once', async () => {
    const account = await funded(1000n);
    const payout = await ledger.systemAccount('payout', 'BDT');
    const first = await ledger.transfer({
      id: id('hold'),
      code: 'withdrawal',
      debitAccountId: account,
      creditAccountId: payout,
      amountMinor: 700n,
      pending: true,
    });
    expect(await ledger.balance(account)).toEqual({ balanceMinor: 1000n, heldMinor: 700n, availableMinor: 300n });
    // What is held cannot be spent twice.
    await expect(
      ledger.transfer({
        id: id('spend'),
        code: 'vendor_out',
        debitAccountId: account,
        creditAccountId: payout,
        amountMinor: 400n,
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    const posted = await ledger.resolve({ id: id('post'), pendingId: first.transferId, action: 'post' });
    expect(posted).toMatchObject({ kind: 'post', debitBalanceMinor: '300' });
    expect(await ledger.balance(account)).toEqual({ balanceMinor: 300n, heldMinor: 0n, availableMinor: 300n });
    await expect(
      ledger.resolve({ id: id('void'), pendingId: first.transferId, action: 'void' }),
    ).rejects.toBeInstanceOf(PendingStateError);

    const second = await ledger.transfer({
      id: id('hold'),
      code: 'withdrawal',
      debitAccountId: account,
      creditAccountId: payout,
      amountMinor: 200n,
      pending: true,
    });
    const voids = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        ledger.resolve({ id: `void-${second.transferId}-${i}`, pendingId: second.transferId, action: 'void' }),
      ),
    );
    expect(voids.filter((v) => v.status === 'fulfilled')).toHaveLength(1);
    expect(await ledger.balance(account)).toEqual({ balanceMinor: 300n, heldMinor: 0n, availableMinor: 300n });
  });

  it('keeps every posting balanced over a seeded random run of thousands of operations with replays and overdrafts', async () => {
    const random = generator(20261122);
    const house = await ledger.systemAccount('house', 'BDT');
    const wallets = await Promise.all(members.map((m) => ledger.memberAccount(m, 'BDT', 'vendor', 'RANDOM')));
    const pending: string[] = [];
    const ids: { id: string; request: Parameters<Ledger['transfer']>[0] }[] = [];
    const operations = 2000;
    for (let batch = 0; batch < operations / 20; batch += 1) {
      await Promise.allSettled(
        Array.from({ length: 20 }, async () => {
          const roll = random(100);
          const wallet = wallets[random(wallets.length)]!;
          const amountMinor = BigInt(1 + random(5000));
          if (roll < 30)
            return ledger.transfer({
              id: id('r-fund'),
              code: 'adjustment',
              debitAccountId: adjustment,
              creditAccountId: wallet,
              amountMinor,
            });
          if (roll < 60) {
            const request = {
              id: id('r-bet'),
              code: 'bet' as const,
              debitAccountId: wallet,
              creditAccountId: house,
              amountMinor,
            };
            ids.push({ id: request.id, request });
            return ledger.transfer(request);
          }
          if (roll < 75)
            return ledger.transfer({
              id: id('r-win'),
              code: 'win',
              debitAccountId: house,
              creditAccountId: wallet,
              amountMinor,
            });
          if (roll < 85) {
            const result = await ledger.transfer({
              id: id('r-hold'),
              code: 'withdrawal',
              debitAccountId: wallet,
              creditAccountId: house,
              amountMinor,
              pending: true,
            });
            pending.push(result.transferId);
            return result;
          }
          if (roll < 93 && pending.length) {
            const target = pending.splice(random(pending.length), 1)[0]!;
            return ledger.resolve({ id: id('r-resolve'), pendingId: target, action: random(2) ? 'post' : 'void' });
          }
          if (ids.length) {
            const replay = ids[random(ids.length)]!;
            return ledger.transfer(replay.request);
          }
          return undefined;
        }),
      );
    }
    expect(await postingsSum()).toBe(0n);
    const db = t.platform.context.db;
    for (const wallet of wallets) {
      const { balanceMinor, heldMinor } = await ledger.balance(wallet);
      expect(balanceMinor).toBeGreaterThanOrEqual(heldMinor);
      const posted = await db
        .selectFrom('ledger_postings')
        .select((eb) => eb.fn.sum<string | number>('amount_minor').as('total'))
        .where('account_id', '=', wallet)
        .executeTakeFirstOrThrow();
      // A tracked balance is exactly the sum of its postings: the statement reconciles.
      expect(BigInt(posted.total ?? 0)).toBe(balanceMinor);
    }
    const transfers = await db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(transfers.n)).toBeGreaterThan(1000);
  });

  it('refuses what the database itself forbids: an overdraft written past the ledger is rejected by the check constraint', async () => {
    const account = await funded(100n);
    await expect(
      t.platform.context.db
        .updateTable('ledger_accounts')
        .set({ balance_minor: -1n })
        .where('id', '=', account)
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.platform.context.db
        .updateTable('ledger_accounts')
        .set({ held_minor: 101n })
        .where('id', '=', account)
        .execute(),
    ).rejects.toThrow();
  });
});
