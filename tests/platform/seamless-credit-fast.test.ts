/**
 * The win's short path (PostgreSQL: the function seamless_known_win; SQLite: the writer thread's prepared statements),
 * taken once the player's wallet is known from an earlier call: it pays once whatever the duplicates, refuses a win
 * without its bet, and settles a bet once when a win and a rollback of it arrive together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { postingsSum } from './ledger-queries.ts';
import { caller, nextIp } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';

describe.each(STORES)("the win's short path on %s", (store) => {
  let t: TestPlatform;
  let vendor: ReturnType<typeof vendorClient>;
  let session: string;
  let player: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${Date.now()}-${(seq += 1)}`;
  const balance = async () => BigInt((await vendor.balance(session)).body.balanceMinor);
  const rowsOf = (transactionId: string) =>
    t.platform.context.db
      .selectFrom('seamless_transactions')
      .select(['kind', 'transfer_id'])
      .where('transaction_id', '=', transactionId)
      .execute();

  /** A bet of 1.00 on a round of its own: the wallet is known after the first, so the wins below take the short path. */
  const bet = async () => {
    const b = { transactionId: id('bet'), roundId: id('round') };
    const res = await vendor.debit({ session, ...b, gameCode: GAME, amountMinor: '100' });
    expect(res.status).toBe(200);
    return b;
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    const api = caller(t.app);
    vendor = vendorClient(t.app, VENDOR);
    await COMMANDS['credit-bonus']!.run(t.platform.context, ['demoplayer', '1000', 'short', 'path']);
    const token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
    session = await launchSession(api, token, VENDOR, GAME);
    player = (await vendor.balance(session)).body.player;
    await bet();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays a win once under 20 parallel duplicates, each answered the same', async () => {
    const b = await bet();
    const before = await balance();
    const win = {
      player,
      transactionId: id('win'),
      roundId: b.roundId,
      gameCode: GAME,
      amountMinor: '150',
      betTransactionId: b.transactionId,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => vendor.credit(win)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    expect(BigInt(answers[0]!.body.balanceMinor)).toBe(before + 150n);
    expect(await balance()).toBe(before + 150n);
    const rows = await rowsOf(win.transactionId);
    expect(rows).toEqual([{ kind: 'win', transfer_id: `seamless:${VENDOR}:${win.transactionId}` }]);
    const postings = await t.platform.context.db
      .selectFrom('ledger_postings')
      .select('amount_minor')
      .where('transfer_id', '=', rows[0]!.transfer_id!)
      .execute();
    expect(postings.map((p) => BigInt(p.amount_minor)).sort()).toEqual([-150n, 150n]);
    // A replay later answers the same; the same id with another amount is a conflict and moves nothing.
    expect(await vendor.credit(win)).toEqual(answers[0]);
    expect((await vendor.credit({ ...win, amountMinor: '151' })).body.error.code).toBe('transaction_conflict');
    expect(await balance()).toBe(before + 150n);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it("refuses a win without its bet, or naming another round's bet, and changes nothing", async () => {
    const b = await bet();
    const before = await balance();
    const orphan = {
      player,
      transactionId: id('win'),
      roundId: id('round'),
      gameCode: GAME,
      amountMinor: '150',
      betTransactionId: id('never-bet'),
    };
    expect(await vendor.credit(orphan)).toMatchObject({ status: 404, body: { error: { code: 'bet_not_found' } } });
    const wrongRound = { ...orphan, transactionId: id('win'), betTransactionId: b.transactionId };
    expect(await vendor.credit(wrongRound)).toMatchObject({
      status: 409,
      body: { error: { code: 'transaction_conflict' } },
    });
    expect(await balance()).toBe(before);
    expect(await rowsOf(orphan.transactionId)).toEqual([]);
    expect(await rowsOf(wrongRound.transactionId)).toEqual([]);
  });

  it('settles a bet once when its win and its rollback arrive together', async () => {
    for (let round = 0; round < 5; round += 1) {
      const b = await bet();
      const before = await balance();
      const win = {
        player,
        transactionId: id('win'),
        roundId: b.roundId,
        gameCode: GAME,
        amountMinor: '150',
        betTransactionId: b.transactionId,
      };
      const refund = {
        player,
        transactionId: id('refund'),
        roundId: b.roundId,
        originalTransactionId: b.transactionId,
      };
      const [paid, refunded] = await Promise.all([vendor.credit(win), vendor.rollback(refund)]);
      // Exactly one of them moved money; the other was refused with the rule it broke.
      expect([paid.status, refunded.status].filter((s) => s === 200)).toHaveLength(1);
      if (paid.status === 200) {
        expect(refunded.body.error.code).toBe('round_settled');
        expect(await balance()).toBe(before + 150n);
      } else {
        expect(paid.body.error.code).toBe('rolled_back');
        expect(await balance()).toBe(before + 100n);
      }
    }
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });
});
