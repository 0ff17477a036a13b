/**
 * Practice money for trial accounts (issue 13): a book of the ledger of its own, granted at free play, played by
 * the built-in games through the seamless wallet, topped up on request, and never real money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { postingsSum } from './ledger-queries.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { LAUNCH_CONSTANTS, vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { PRACTICE_CURRENCY } from '../../platform/modules/ledger/practice.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const START = 200_000n;

describe.each(STORES)('practice money on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let vendor: ReturnType<typeof vendorClient>;
  let member: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  const requestId = () => `practice-${store}-${(seq += 1)}-request`;
  const db = () => t.platform.context.db;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));

  const freePlay = async () => {
    const res = await api.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      ip: nextIp(),
    });
    expect(res.status).toBe(200);
    return {
      token: res.body.value.token as string,
      memberId: Number(res.body.value.member.id),
      username: res.body.value.member.account as string,
    };
  };
  const summary = async (token: string) =>
    (await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value;
  const launch = async (token: string) => {
    const res = await api.call({
      method: 'POST',
      url: '/wps/game/launchGameV2',
      token,
      payload: { gameId: GAME, vassalage: VENDOR, ...LAUNCH_CONSTANTS },
    });
    expect(res.status).toBe(200);
    return new URL(res.body.value.game_url, 'http://x').searchParams.get('session')!;
  };
  const topUp = (token: string, key = requestId(), headers: Record<string, string> = {}) =>
    api.call({ method: 'POST', url: '/wps/practice/topup', token, payload: { requestId: key }, headers });

  /** Every posting summed per currency: each book balances on its own. */
  const sumsByCurrency = async () => {
    const rows = await sql<{ currency: string; total: string | number | bigint }>`
      select a.currency, sum(p.amount_minor) as total from ledger_postings p join ledger_accounts a on a.id = p.account_id group by a.currency`.execute(
      db(),
    );
    return new Map(rows.rows.map((r) => [r.currency, BigInt(r.total)]));
  };
  /** The real-money side of the vendor: its house's postings and the demo player's main wallet. */
  const realSide = async () => {
    const rows = await sql<{ kind: string; total: string | number | bigint | null; n: string | number | bigint }>`
      select a.kind, sum(p.amount_minor) as total, count(p.id) as n from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      where a.currency <> ${PRACTICE_CURRENCY} and ((a.kind = 'house' and a.vendor = ${VENDOR}) or a.member_id = ${Number(member)}) group by a.kind order by a.kind`.execute(
      db(),
    );
    return rows.rows.map((r) => `${r.kind}:${String(r.total)}:${String(r.n)}`);
  };
  const accountsOf = (memberId: number) =>
    db()
      .selectFrom('ledger_accounts')
      .select(['kind', 'currency', 'balance_minor'])
      .where('member_id', '=', memberId)
      .orderBy('kind')
      .execute();

  beforeAll(async () => {
    t = await startTestPlatform(store);
    api = caller(t.app);
    vendor = vendorClient(t.app, VENDOR);
    await ops('credit-bonus', 'demoplayer', '1000', 'practice', 'bonus');
    const login = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value;
    // A real member plays first, so the short paths know this vendor's house and a main wallet.
    const session = await launch(login.token);
    const bet = await vendor.debit({
      session,
      transactionId: id('real-bet'),
      roundId: id('real-round'),
      gameCode: GAME,
      amountMinor: '100',
    });
    member = bet.body.player;
    await vendor.debit({
      session,
      transactionId: id('real-bet'),
      roundId: id('real-round'),
      gameCode: GAME,
      amountMinor: '100',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('grants the starting practice money at free play, once, however many calls ask at the same time', async () => {
    const trial = await freePlay();
    const answers = await Promise.all(Array.from({ length: 10 }, () => summary(trial.token)));
    for (const value of answers) {
      expect(value).toMatchObject({
        practice: true,
        practiceBalanceMinor: String(START),
        practiceBalance: '2000.00',
        sumBalanceMinor: '0',
      });
    }
    const grants = await db()
      .selectFrom('ledger_transfers')
      .select(['id', 'code', 'amount_minor'])
      .where('id', 'like', `practice:grant:${trial.memberId}%`)
      .execute();
    expect(grants.map((g) => [g.code, BigInt(g.amount_minor)])).toEqual([['trial_credit', START]]);
    // Practice money only: no real-money wallet is made for a trial.
    expect(await accountsOf(trial.memberId)).toEqual([
      { kind: 'practice', currency: PRACTICE_CURRENCY, balance_minor: expect.anything() },
    ]);
    expect((await sumsByCurrency()).get(PRACTICE_CURRENCY)).toBe(0n);
  });

  it('lets a trial launch a built-in game; the session plays practice money and the vendor sees that balance', async () => {
    const trial = await freePlay();
    const session = await launch(trial.token);
    const row = await db()
      .selectFrom('game_sessions')
      .select(['practice'])
      .where('member_id', '=', trial.memberId)
      .executeTakeFirstOrThrow();
    expect(row.practice).toBe(1);
    const balance = await vendor.balance(session);
    expect(balance.status).toBe(200);
    expect(balance.body).toMatchObject({ balanceMinor: String(START), practice: true });
    // A trial's launches are not kept as recent games (a member feature).
    expect((await api.call({ method: 'GET', url: '/wps/relay/GCS_recentGame', token: trial.token })).body.code).toBe(
      'in_need_true_account',
    );
  });

  it('moves only the practice book for bets, wins, zero wins, rollbacks and replays, on the general path and never the short ones', async () => {
    const trial = await freePlay();
    const session = await launch(trial.token);
    const realBefore = await realSide();
    let expected = START;
    const player = String(trial.memberId);
    for (let round = 0; round < 8; round += 1) {
      const roundId = id('round');
      const betId = id('bet');
      const bet = await vendor.debit({ session, transactionId: betId, roundId, gameCode: GAME, amountMinor: '2500' });
      expect(bet.status).toBe(200);
      expected -= 2500n;
      expect(bet.body).toMatchObject({ balanceMinor: String(expected), player });
      // A replay answers the same and moves nothing.
      expect(
        (await vendor.debit({ session, transactionId: betId, roundId, gameCode: GAME, amountMinor: '2500' })).body,
      ).toEqual(bet.body);
      if (round % 4 === 0) {
        const refund = await vendor.rollback({
          player,
          transactionId: id('rb'),
          originalTransactionId: betId,
          roundId,
        });
        expected += 2500n;
        expect(refund.body.balanceMinor).toBe(String(expected));
      } else {
        const win = round % 4 === 1 ? 0n : 4000n;
        const credit = await vendor.credit({
          player,
          transactionId: id('win'),
          roundId,
          gameCode: GAME,
          amountMinor: String(win),
          betTransactionId: betId,
        });
        expect(credit.status).toBe(200);
        expected += win;
        expect(credit.body.balanceMinor).toBe(String(expected));
      }
    }
    // More than the practice wallet holds: refused, nothing moves.
    const tooMuch = await vendor.debit({
      session,
      transactionId: id('bet'),
      roundId: id('round'),
      gameCode: GAME,
      amountMinor: String(expected + 1n),
    });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.error.code).toBe('insufficient_funds');

    expect((await summary(trial.token)).practiceBalanceMinor).toBe(String(expected));
    expect((await vendor.balance(session)).body.balanceMinor).toBe(String(expected));
    // The real side did not move: not the vendor's house, not any member's main wallet; the trial has none.
    expect(await realSide()).toEqual(realBefore);
    expect((await accountsOf(trial.memberId)).map((a) => a.kind)).toEqual(['practice']);
    const codes = await db()
      .selectFrom('ledger_transfers')
      .select('code')
      .distinct()
      .where((eb) =>
        eb.or(['bet', 'win', 'rb'].map((kind) => eb('id', 'like', `seamless:${VENDOR}:${kind}-${store}-%`))),
      )
      .execute();
    expect(codes.map((c) => c.code).sort()).toEqual(['practice_bet', 'practice_refund', 'practice_win']);
    // Each book sums to zero on its own.
    expect(await postingsSum(db())).toBe(0n);
    for (const [currency, total] of await sumsByCurrency()) expect([currency, total]).toEqual([currency, 0n]);

    // A real member still bets on the short path beside it, from their own wallet.
    const login = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value;
    const real = await launch(login.token);
    const first = await vendor.debit({
      session: real,
      transactionId: id('real-bet'),
      roundId: id('real-round'),
      gameCode: GAME,
      amountMinor: '100',
    });
    const later = await vendor.debit({
      session: real,
      transactionId: id('real-bet'),
      roundId: id('real-round'),
      gameCode: GAME,
      amountMinor: '100',
    });
    expect(BigInt(later.body.balanceMinor)).toBe(BigInt(first.body.balanceMinor) - 100n);
    expect((await summary(trial.token)).practiceBalanceMinor).toBe(String(expected));
  });

  it('refuses a practice session whose member is not a trial (and a real session of a trial) rather than guess the book', async () => {
    const trial = await freePlay();
    const session = await launch(trial.token);
    await db()
      .updateTable('game_sessions')
      .set({ practice: 0 } as never)
      .where('member_id', '=', trial.memberId)
      .execute();
    const bet = await vendor.debit({
      session,
      transactionId: id('bet'),
      roundId: id('round'),
      gameCode: GAME,
      amountMinor: '100',
    });
    expect(bet.body.error.code).toBe('session_invalid');
    expect((await summary(trial.token)).practiceBalanceMinor).toBe(String(START));
  });

  it('tops up to the starting amount only when below it, once per request id, exactly under parallel calls', async () => {
    const trial = await freePlay();
    const session = await launch(trial.token);
    await vendor.debit({
      session,
      transactionId: id('bet'),
      roundId: id('round'),
      gameCode: GAME,
      amountMinor: '150000',
    });
    const keys = [requestId(), requestId(), requestId()];
    const answers = await Promise.all(keys.map((key) => topUp(trial.token, key)));
    const added = answers.filter((a) => a.status === 200).map((a) => BigInt(a.body.value.addedMinor));
    expect(added).toEqual([150_000n]);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.body.code).toBe('practice_not_needed');
    expect((await summary(trial.token)).practiceBalanceMinor).toBe(String(START));
    expect((await sumsByCurrency()).get(PRACTICE_CURRENCY)).toBe(0n);
    // The fourth within the minute is one too many.
    const limited = await topUp(trial.token);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
  });

  it('answers a retried top-up with its first answer', async () => {
    const trial = await freePlay();
    const session = await launch(trial.token);
    await vendor.debit({ session, transactionId: id('bet'), roundId: id('round'), gameCode: GAME, amountMinor: '500' });
    const key = requestId();
    const first = await topUp(trial.token, key);
    expect(first.body.value).toMatchObject({
      addedMinor: '500',
      practiceBalanceMinor: String(START),
      practiceBalance: '2000.00',
    });
    const again = await topUp(trial.token, key);
    expect(again.body.value).toMatchObject({ addedMinor: '500', practiceBalanceMinor: String(START) });
    const topUps = await db()
      .selectFrom('ledger_transfers')
      .select('id')
      .where('id', 'like', `practice:topup:${trial.memberId}:%`)
      .execute();
    expect(topUps).toHaveLength(1);
  });

  it("refuses a top-up at the starting amount, in the player's language", async () => {
    const trial = await freePlay();
    const full = await topUp(trial.token, requestId(), { language: 'bn' });
    expect(full.status).toBe(400);
    expect(full.body.code).toBe('practice_not_needed');
    expect(full.body.message).toBe('আপনার অনুশীলন ব্যালেন্স এখন ২০০০.০০; এর চেয়ে কমে গেলে আবার ভরানো যাবে।');
    expect((await summary(trial.token)).practiceBalanceMinor).toBe(String(START));
  });

  it('refuses a top-up for a real member and a guest', async () => {
    const login = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value;
    const real = await topUp(login.token, requestId(), { language: 'en' });
    expect(real.status).toBe(403);
    expect(real.body.code).toBe('practice_trial_only');
    expect(real.body.message).toBe('Practice money is only for free-play accounts.');
    expect((await topUp('')).status).toBe(401);
    expect((await topUp(login.token, 'bad key!')).status).toBe(400);
  });

  it("refuses a trial's withdrawal, transfers and deposit with in_need_true_account and changes nothing", async () => {
    const trial = await freePlay();
    const transfers = async () =>
      Number(
        (
          await db()
            .selectFrom('ledger_transfers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await transfers();
    const calls = [
      {
        url: '/wps/member/withdrawals',
        payload: { payeeAccountId: 1, amount: '200', paymentPassword: 'Pay12345', requestId: requestId() },
      },
      {
        url: '/wps/relay/GCS_walletTransfer',
        payload: { direction: 'in', vassalage: VENDOR, amount: '100', requestId: requestId() },
      },
      { url: '/wps/relay/GCS_walletTransfer', payload: { direction: 'allBack', requestId: requestId() } },
      {
        url: '/wps/member/transfer/agent',
        payload: { to: 'demoagent', amount: '100', paymentPassword: 'Pay12345', requestId: requestId() },
      },
      { url: '/wps/deposit/orders', payload: { channelId: 1, amount: '500', requestId: requestId() } },
    ];
    for (const { url, payload } of calls) {
      const res = await api.call({ method: 'POST', url, payload, token: trial.token, headers: { language: 'bn' } });
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'in_need_true_account']);
      expect(res.body.message).toBe('অনুগ্রহ করে আগে একটি অ্যাকাউন্ট নিবন্ধন করুন');
    }
    for (const url of [
      '/wps/member/withdrawals',
      '/wps/member/withdrawals/rules',
      '/wps/member/payees',
      '/wps/member/info/funds/consolidated',
      '/wps/member/transfer/targets',
    ]) {
      expect((await api.call({ method: 'GET', url, token: trial.token })).body.code).toBe('in_need_true_account');
    }
    // Nor does real money reach a trial: a member cannot send it any.
    const login = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value;
    const gift = await api.call({
      method: 'POST',
      url: '/wps/member/transfer/agent',
      token: login.token,
      payload: { to: trial.username, amount: '100', paymentPassword: 'Pay12345', requestId: requestId() },
    });
    expect([gift.status, gift.body.code]).toEqual([403, 'transfer_not_allowed']);
    expect(await transfers()).toBe(before);
    expect((await summary(trial.token)).practiceBalanceMinor).toBe(String(START));
  });
});
