import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { WriterThread } from '../../platform/modules/seamless/writer-thread.ts';
import { SeamlessRefusal } from '../../platform/modules/seamless/refusals.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';

// SQLite only: the seamless calls' own writer thread and connection beside the platform's (PostgreSQL has neither).
describe('seamless writer thread (SQLite)', () => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(seq += 1)}`;

  beforeAll(async () => {
    t = await startTestPlatform('sqlite', { redis: false });
    api = caller(t.app);
    await COMMANDS['credit-bonus']!.run(t.platform.context, ['demoplayer', '5000', 'writer', 'thread']);
    // The platform's own transactions below are vendor wallet transfers: a transfer-mode vendor has a wallet.
    await COMMANDS.vendor!.run(t.platform.context, ['mode', 'LOTUS_LIVE', 'transfer']);
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes bets on its connection while the platform's own transactions write on theirs: nothing fails, the ledger sums to zero", async () => {
    const vendor = vendorClient(t.app, VENDOR);
    const session = await launchSession(api, token, VENDOR, GAME);
    const move = (direction: 'in' | 'out') =>
      api.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        token,
        payload: { direction, vassalage: 'LOTUS_LIVE', amount: '1', requestId: randomUUID() },
      });
    const bets = Array.from({ length: 150 }, () =>
      vendor.debit({ session, transactionId: id('b'), roundId: id('r'), gameCode: GAME, amountMinor: '100' }),
    );
    const moves = Array.from({ length: 30 }, (_, i) => move(i % 2 === 0 ? 'in' : 'out'));
    const [betReplies, moveReplies] = await Promise.all([Promise.all(bets), Promise.all(moves)]);
    expect(betReplies.map((r) => r.status)).toEqual(betReplies.map(() => 200));
    expect(moveReplies.map((r) => r.status)).toEqual(moveReplies.map(() => 200));
    expect(BigInt((await vendor.balance(session)).body.balanceMinor)).toBe(500_000n - 150n * 100n);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it('lets a platform transaction that read, then waited, still write while the thread commits bets', async () => {
    const vendor = vendorClient(t.app, VENDOR);
    const session = await launchSession(api, token, VENDOR, GAME);
    const { db } = t.platform.context;
    const bets = Promise.all(
      Array.from({ length: 300 }, () =>
        vendor.debit({ session, transactionId: id('b'), roundId: id('r'), gameCode: GAME, amountMinor: '10' }),
      ),
    );
    // Once the bets are with the thread (their checks on this side done), and while it still commits them: opened with
    // a plain BEGIN, this transaction's read would pin a snapshot, the thread's commits would move past it, and the
    // write would fail at once (SQLITE_BUSY_SNAPSHOT). BEGIN IMMEDIATE makes the two connections take turns.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('members').select('nickname').where('username', '=', 'demoplayer').executeTakeFirstOrThrow();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx.updateTable('members').set({ nickname: 'demo player' }).where('username', '=', 'demoplayer').execute();
    });
    expect((await bets).map((r) => r.status)).toEqual(Array.from({ length: 300 }, () => 200));
  });

  it('answers the calls it holds before it stops, and a thread that cannot open its database fails its calls', async () => {
    const merchant = t.platform.context.config.merchantCode;
    const writer = new WriterThread({
      sqlitePath: t.config.sqlitePath,
      merchant,
      sessionIdleMs: t.config.sessionIdleMs,
    });
    const house = 1;
    const call = {
      op: 'rollback' as const,
      vendor: VENDOR,
      currency: 'BDT',
      houseAccountId: house,
      practiceHouseAccountId: house,
      now: Date.now(),
      input: { player: '999999', transactionId: id('rb'), originalTransactionId: id('b'), roundId: 'r' },
    };
    const owed = writer.run(call).catch((error: unknown) => error);
    await writer.close();
    // Answered (a refusal is an answer: the rollback names no player), not dropped by the stop.
    expect(await owed).toBeInstanceOf(SeamlessRefusal);
    expect(await owed).toMatchObject({ code: 'player_unknown' });

    const broken = new WriterThread({ sqlitePath: '/nonexistent-dir/none/x.db', merchant, sessionIdleMs: 60_000 });
    await expect(broken.run(call)).rejects.toThrow();
    await broken.close();
  });
});
