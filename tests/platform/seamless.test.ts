import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { postingsSum as sumOfPostings } from './ledger-queries.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
// The built-in vendor's 25-line slot in the demo catalogue.
const GAME = 'lotus-fortune';
const LAUNCH = {
  accountType: 1,
  confirmTrans: 0,
  clientType: 3,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  language: 'en',
};

/** A small seeded generator (mulberry32): the randomized run is the same every time. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(STORES)('seamless wallet on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let vendor: ReturnType<typeof vendorClient>;
  let player: string;
  let token: string;
  let clock = Date.now();
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(seq += 1)}`;
  const now = () => clock;

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const launch = async (tok: string, body: Record<string, unknown> = {}) =>
    api.call({
      method: 'POST',
      url: '/wps/game/launchGameV2',
      token: tok,
      payload: { gameId: GAME, vassalage: VENDOR, ...LAUNCH, ...body },
    });
  const newSession = async (tok = token) =>
    new URL((await launch(tok)).body.value.game_url, 'http://x').searchParams.get('session')!;
  const balance = async (session: string) => BigInt((await vendor.balance(session)).body.balanceMinor);
  const postingsSum = () => sumOfPostings(t.platform.context.db);

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    vendor = vendorClient(t.app, VENDOR, now);
    await ops('credit-bonus', 'demoplayer', '100000', 'seamless', 'bonus');
    const login = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value;
    token = login.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('launch', () => {
    it("opens a game session and answers the built-in vendor's address", async () => {
      const res = await launch(token);
      expect(res.status).toBe(200);
      const url = new URL(res.body.value.game_url, 'http://x');
      expect(url.pathname).toBe(`/vendor/${VENDOR}/${GAME}/`);
      expect(url.searchParams.get('lang')).toBe('en');
      expect(url.searchParams.get('session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.value.game_url2).toBe(res.body.value.game_url);
      const session = url.searchParams.get('session')!;
      const answer = await vendor.balance(session);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ balanceMinor: '10000000', currency: 'BDT' });
      player = answer.body.player;
      expect(player).toMatch(/^\d+$/);
    });

    it('refuses a guest, wrong constants and an unknown vendor (a trial plays practice money: practice.test.ts)', async () => {
      expect((await launch('')).status).toBe(401);
      expect((await launch(token, { clientType: 2 })).status).toBe(400);
      expect((await launch(token, { launchMode: 'X' })).status).toBe(400);
      expect((await launch(token, { gameId: 'bad id!' })).status).toBe(400);
      expect((await launch(token, { vassalage: 'NOPE' })).status).toBe(404);
      // Only catalogued games, under their own vendor.
      expect((await launch(token, { gameId: 'no-such-game' })).status).toBe(404);
      expect((await launch(token, { gameId: 'ocean-hunt' })).status).toBe(404);
    });

    it("makes a launched game the member's most recent one", async () => {
      await launch(token);
      const recents = await api.call({ method: 'GET', url: '/wps/relay/GCS_recentGame', token });
      expect(recents.body.value[0]).toMatchObject({ code: GAME });
    });
  });

  describe('signing', () => {
    it("refuses a bad signature, another vendor's secret and a stale timestamp, and changes nothing", async () => {
      const session = await newSession();
      const before = await balance(session);
      const bet = { session, transactionId: id('sig'), roundId: id('r'), gameCode: GAME, amountMinor: '100' };
      const bad = await vendor.debit(bet, { signature: '0'.repeat(64) });
      expect(bad).toMatchObject({ status: 401, body: { error: { code: 'bad_signature' } } });
      expect((await vendor.debit(bet, { secret: 'x'.repeat(40) })).body.error.code).toBe('bad_signature');
      expect((await vendor.debit(bet, { timestamp: clock - 301_000 })).body.error.code).toBe('stale_request');
      expect((await vendor.debit(bet, { timestamp: clock + 301_000 })).body.error.code).toBe('stale_request');
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/wallet/seamless/v1/debit',
        payload: JSON.stringify({ ...bet, amountMinor: '1' }),
        headers: {
          'content-type': 'application/json',
          'x-vendor': VENDOR,
          'x-timestamp': String(clock),
          'x-signature': 'ab'.repeat(32),
        },
      });
      expect(tampered.statusCode).toBe(401);
      expect(await balance(session)).toBe(before);
      // Signed well but replayed as is: one effect, the same answer.
      const first = await vendor.debit(bet, { timestamp: clock - 1000 });
      const again = await vendor.debit(bet, { timestamp: clock - 1000 });
      expect(first.status).toBe(200);
      expect(again).toEqual(first);
      expect(await balance(session)).toBe(before - 100n);
    });

    it("refuses bodies that are not the contract's, and money as a JSON number", async () => {
      const session = await newSession();
      expect(
        (
          await vendor.debit({
            session,
            transactionId: id('b'),
            roundId: 'r',
            gameCode: GAME,
            amountMinor: 100 as unknown as string,
          })
        ).body.error.code,
      ).toBe('bad_request');
      expect(
        (await vendor.debit({ session, transactionId: id('b'), roundId: 'r', gameCode: GAME, amountMinor: '0' })).body
          .error.code,
      ).toBe('bad_request');
      expect(
        (
          await vendor.call('debit', {
            session,
            transactionId: id('b'),
            roundId: 'r',
            gameCode: GAME,
            amountMinor: '1',
            extra: 1,
          })
        ).body.error.code,
      ).toBe('bad_request');
    });
  });

  describe('bets, wins and rollbacks', () => {
    it('debits and credits the main wallet against the vendor house, and the ledger sums to zero', async () => {
      const session = await newSession();
      const before = await balance(session);
      const bet = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: 'r1',
        gameCode: GAME,
        amountMinor: '250',
      });
      expect(bet).toMatchObject({ status: 200, body: { balanceMinor: String(before - 250n), player } });
      const win = await vendor.credit({
        player,
        transactionId: id('w'),
        roundId: 'r1',
        gameCode: GAME,
        amountMinor: '1000',
        betTransactionId: bet.body.transactionId,
      });
      expect(win).toMatchObject({ status: 200, body: { balanceMinor: String(before + 750n), player } });
      expect(await postingsSum()).toBe(0n);
    });

    it('refuses a bet over the balance, for another game, on an unknown session', async () => {
      const session = await newSession();
      const all = await balance(session);
      const over = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: 'r',
        gameCode: GAME,
        amountMinor: String(all + 1n),
      });
      expect(over).toMatchObject({ status: 402, body: { error: { code: 'insufficient_funds' } } });
      expect(
        (await vendor.debit({ session, transactionId: id('b'), roundId: 'r', gameCode: 'other', amountMinor: '1' }))
          .body.error.code,
      ).toBe('session_invalid');
      expect(
        (
          await vendor.debit({
            session: 'x'.repeat(43),
            transactionId: id('b'),
            roundId: 'r',
            gameCode: GAME,
            amountMinor: '1',
          })
        ).body.error.code,
      ).toBe('session_invalid');
      const otherVendor = vendorClient(t.app, 'LOTUS_LIVE', now);
      expect(
        (await otherVendor.debit({ session, transactionId: id('b'), roundId: 'r', gameCode: GAME, amountMinor: '1' }))
          .body.error.code,
      ).toBe('session_invalid');
      expect(await balance(session)).toBe(all);
    });

    it('replays a bet 10 times in parallel with one effect and identical answers; other data is a conflict', async () => {
      const session = await newSession();
      const before = await balance(session);
      const bet = { session, transactionId: id('b'), roundId: id('r'), gameCode: GAME, amountMinor: '300' };
      const answers = await Promise.all(Array.from({ length: 10 }, () => vendor.debit(bet)));
      for (const a of answers) expect(a).toEqual(answers[0]);
      expect(answers[0]!.status).toBe(200);
      expect(await balance(session)).toBe(before - 300n);
      expect((await vendor.debit({ ...bet, amountMinor: '301' })).body.error.code).toBe('transaction_conflict');
      expect((await vendor.debit({ ...bet, roundId: 'other' })).body.error.code).toBe('transaction_conflict');
      const win = {
        player,
        transactionId: id('w'),
        roundId: bet.roundId,
        gameCode: GAME,
        amountMinor: '500',
        betTransactionId: bet.transactionId,
      };
      const wins = await Promise.all(Array.from({ length: 10 }, () => vendor.credit(win)));
      for (const a of wins) expect(a).toEqual(wins[0]);
      expect(await balance(session)).toBe(before + 200n);
      expect((await vendor.credit({ ...win, amountMinor: '501' })).body.error.code).toBe('transaction_conflict');
      // A win's id reused for a rollback is a conflict too.
      expect(
        (
          await vendor.rollback({
            player,
            transactionId: win.transactionId,
            originalTransactionId: bet.transactionId,
            roundId: bet.roundId,
          })
        ).body.error.code,
      ).toBe('transaction_conflict');
    });

    it("holds the same rules for a session's later bets (one statement each on PostgreSQL)", async () => {
      const session = await newSession();
      const first = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: id('r'),
        gameCode: GAME,
        amountMinor: '100',
      });
      expect(first.status).toBe(200);
      const before = await balance(session);
      const bet = { session, transactionId: id('b'), roundId: id('r'), gameCode: GAME, amountMinor: '300' };
      const answers = await Promise.all(Array.from({ length: 10 }, () => vendor.debit(bet)));
      for (const a of answers) expect(a).toEqual(answers[0]);
      const { player: owner } = (await vendor.balance(session)).body;
      expect(answers[0]).toEqual({
        status: 200,
        body: { balanceMinor: String(before - 300n), transactionId: bet.transactionId, player: owner },
      });
      expect(await balance(session)).toBe(before - 300n);
      expect((await vendor.debit({ ...bet, amountMinor: '301' })).body.error.code).toBe('transaction_conflict');
      const over = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: id('r'),
        gameCode: GAME,
        amountMinor: String(before),
      });
      expect(over).toMatchObject({ status: 402, body: { error: { code: 'insufficient_funds' } } });
      expect(
        (await vendor.debit({ session, transactionId: id('b'), roundId: id('r'), gameCode: 'other', amountMinor: '1' }))
          .body.error.code,
      ).toBe('session_invalid');
      expect(await balance(session)).toBe(before - 300n);
      // The bet is a ledger transfer like any other: its win settles it, and the postings still sum to zero.
      const win = await vendor.credit({
        player: owner,
        transactionId: id('w'),
        roundId: bet.roundId,
        gameCode: GAME,
        amountMinor: '600',
        betTransactionId: bet.transactionId,
      });
      expect(BigInt(win.body.balanceMinor)).toBe(before + 300n);
      expect(await postingsSum()).toBe(0n);
    });

    it("refuses a win for an unknown bet, and for another player's or round's bet", async () => {
      const session = await newSession();
      const before = await balance(session);
      const unknown = await vendor.credit({
        player,
        transactionId: id('w'),
        roundId: 'r',
        gameCode: GAME,
        amountMinor: '100',
        betTransactionId: id('nobet'),
      });
      expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'bet_not_found' } } });
      const bet = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: 'rr',
        gameCode: GAME,
        amountMinor: '10',
      });
      expect(
        (
          await vendor.credit({
            player,
            transactionId: id('w'),
            roundId: 'other',
            gameCode: GAME,
            amountMinor: '1',
            betTransactionId: bet.body.transactionId,
          })
        ).body.error.code,
      ).toBe('transaction_conflict');
      const stranger = await vendor.credit({
        player: '999999',
        transactionId: id('w'),
        roundId: 'rr',
        gameCode: GAME,
        amountMinor: '1',
        betTransactionId: bet.body.transactionId,
      });
      expect(stranger.body.error.code).toBe('player_unknown');
      expect(await balance(session)).toBe(before - 10n);
    });

    it('answers a rollback of an unknown bet bet_not_found, remembers it, and refuses the late bet', async () => {
      const session = await newSession();
      const before = await balance(session);
      const betId = id('late');
      const rollback = { player, transactionId: id('rb'), originalTransactionId: betId, roundId: 'rl' };
      const first = await vendor.rollback(rollback);
      expect(first).toMatchObject({ status: 404, body: { error: { code: 'bet_not_found' } } });
      expect(await vendor.rollback(rollback)).toEqual(first);
      const late = await vendor.debit({
        session,
        transactionId: betId,
        roundId: 'rl',
        gameCode: GAME,
        amountMinor: '100',
      });
      expect(late).toMatchObject({ status: 409, body: { error: { code: 'rolled_back' } } });
      expect(await balance(session)).toBe(before);
    });

    it('refuses a rollback after a win; a double rollback refunds once; a win after a rollback is refused', async () => {
      const session = await newSession();
      const before = await balance(session);
      const won = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: 'ra',
        gameCode: GAME,
        amountMinor: '100',
      });
      await vendor.credit({
        player,
        transactionId: id('w'),
        roundId: 'ra',
        gameCode: GAME,
        amountMinor: '0',
        betTransactionId: won.body.transactionId,
      });
      const afterWin = await vendor.rollback({
        player,
        transactionId: id('rb'),
        originalTransactionId: won.body.transactionId,
        roundId: 'ra',
      });
      expect(afterWin).toMatchObject({ status: 409, body: { error: { code: 'round_settled' } } });
      expect(await balance(session)).toBe(before - 100n);

      const lost = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: 'rb',
        gameCode: GAME,
        amountMinor: '400',
      });
      const rb1 = { player, transactionId: id('rb'), originalTransactionId: lost.body.transactionId, roundId: 'rb' };
      const rb2 = { ...rb1, transactionId: id('rb') };
      const [a, b] = await Promise.all([vendor.rollback(rb1), vendor.rollback(rb2)]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(await vendor.rollback(rb1)).toEqual(a);
      expect(await balance(session)).toBe(before - 100n);
      const late = await vendor.credit({
        player,
        transactionId: id('w'),
        roundId: 'rb',
        gameCode: GAME,
        amountMinor: '50',
        betTransactionId: lost.body.transactionId,
      });
      expect(late.body.error.code).toBe('rolled_back');
      expect(await balance(session)).toBe(before - 100n);
      expect(await postingsSum()).toBe(0n);
    });

    it('accepts wins and rollbacks after the session expired, refuses bets and balance then', async () => {
      const session = await newSession();
      const before = await balance(session);
      const b1 = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: 'x1',
        gameCode: GAME,
        amountMinor: '100',
      });
      const b2 = await vendor.debit({
        session,
        transactionId: id('b'),
        roundId: 'x2',
        gameCode: GAME,
        amountMinor: '200',
      });
      clock += 31 * 60_000;
      try {
        expect((await vendor.balance(session)).body.error.code).toBe('session_invalid');
        expect(
          (await vendor.debit({ session, transactionId: id('b'), roundId: 'x3', gameCode: GAME, amountMinor: '1' }))
            .body.error.code,
        ).toBe('session_invalid');
        // A replayed bet still gets its first answer.
        expect(
          await vendor.debit({
            session,
            transactionId: b1.body.transactionId,
            roundId: 'x1',
            gameCode: GAME,
            amountMinor: '100',
          }),
        ).toEqual(b1);
        const win = await vendor.credit({
          session,
          player,
          transactionId: id('w'),
          roundId: 'x1',
          gameCode: GAME,
          amountMinor: '150',
          betTransactionId: b1.body.transactionId,
        });
        expect(win.status).toBe(200);
        const refund = await vendor.rollback({
          player,
          transactionId: id('rb'),
          originalTransactionId: b2.body.transactionId,
          roundId: 'x2',
        });
        expect(refund.status).toBe(200);
        expect(BigInt(refund.body.balanceMinor)).toBe(before + 50n);
      } finally {
        clock -= 31 * 60_000;
      }
    });

    it('renews a session by use', async () => {
      const session = await newSession();
      for (let i = 0; i < 4; i += 1) {
        clock += 20 * 60_000;
        expect((await vendor.balance(session)).status).toBe(200);
      }
      clock -= 80 * 60_000;
    });
  });

  it('survives a seeded random run of thousands of vendor calls with drops, duplicates and reorders', async () => {
    const random = seeded(20261123);
    const pick = (p: number) => random() < p;
    const session = await newSession();
    const start = await balance(session);
    let expected = start;
    let calls = 0;
    const send = async <T extends { status: number }>(f: () => Promise<T>, copies: number): Promise<T> => {
      calls += copies;
      const answers = await Promise.all(Array.from({ length: copies }, f));
      for (const a of answers) expect(a).toEqual(answers[0]);
      return answers[0]!;
    };
    const round = async (n: number) => {
      const betId = `rnd-b-${n}`;
      const roundId = `rnd-r-${n}`;
      const amount = BigInt(1 + Math.floor(random() * 500));
      const bet = () =>
        vendor.debit({ session, transactionId: betId, roundId, gameCode: GAME, amountMinor: amount.toString() });
      const rollback = (rb: string) =>
        vendor.rollback({ player, transactionId: rb, originalTransactionId: betId, roundId });
      const dup = () => (pick(0.15) ? 2 : 1);
      if (pick(0.1)) {
        // Reordered: the vendor's rollback overtakes its bet, which arrives late and must be refused.
        expect((await send(() => rollback(`rnd-rb-${n}`), dup())).body.error.code).toBe('bet_not_found');
        expect((await send(bet, dup())).body.error.code).toBe('rolled_back');
        return;
      }
      if (pick(0.1)) {
        // Dropped on the way: the bet never arrives; the vendor times out and rolls back.
        expect((await send(() => rollback(`rnd-rb-${n}`), dup())).status).toBe(404);
        return;
      }
      const placed = await send(bet, dup());
      expect(placed.status).toBe(200);
      expected -= amount;
      // Answer dropped on the way back: the vendor does not know, so it rolls back (maybe more than once, other ids).
      if (pick(0.15)) {
        const first = await send(() => rollback(`rnd-rb-${n}`), dup());
        expect(first.status).toBe(200);
        if (pick(0.3)) expect((await send(() => rollback(`rnd-rb2-${n}`), 1)).status).toBe(200);
        expected += amount;
        return;
      }
      const win = BigInt(pick(0.5) ? 0 : Math.floor(random() * 1000));
      const credit = () =>
        vendor.credit({
          player,
          transactionId: `rnd-w-${n}`,
          roundId,
          gameCode: GAME,
          amountMinor: win.toString(),
          betTransactionId: betId,
        });
      expect((await send(credit, dup())).status).toBe(200);
      expected += win;
      // A late duplicate of the bet or the win after the round: the first answer, no effect.
      if (pick(0.1)) expect((await send(bet, 1)).status).toBe(200);
      if (pick(0.1)) expect((await send(credit, 1)).status).toBe(200);
      // A rollback the vendor sent by mistake after settling: refused, nothing moves.
      if (pick(0.05)) expect((await send(() => rollback(`rnd-rbx-${n}`), 1)).body.error.code).toBe('round_settled');
    };
    // Rounds run 16 at a time, so calls of different rounds interleave in any order and share group commits.
    const ROUNDS = 1200;
    for (let i = 0; i < ROUNDS; i += 16) {
      await Promise.all(Array.from({ length: Math.min(16, ROUNDS - i) }, (_, k) => round(i + k)));
    }
    expect(calls).toBeGreaterThan(2000);
    expect(await balance(session)).toBe(expected);
    expect(await postingsSum()).toBe(0n);
    // Every bet that took money is either settled by a win or refunded, never both, never neither.
    const db = t.platform.context.db;
    const bets = await db
      .selectFrom('seamless_transactions')
      .select('transaction_id')
      .where('kind', '=', 'bet')
      .where('transaction_id', 'like', 'rnd-%')
      .execute();
    const settled = await db
      .selectFrom('seamless_transactions')
      .select(['kind', 'original_transaction_id'])
      .where('kind', 'in', ['win', 'refund'])
      .where('answer_status', '=', 200)
      .where('transaction_id', 'like', 'rnd-%')
      .where('amount_minor', '>', 0n as never)
      .execute();
    const wins = await db
      .selectFrom('seamless_transactions')
      .select('original_transaction_id')
      .where('kind', '=', 'win')
      .where('transaction_id', 'like', 'rnd-%')
      .execute();
    const winOf = new Set(wins.map((w) => w.original_transaction_id));
    const refundsOf = new Map<string, number>();
    for (const s of settled)
      if (s.kind === 'refund')
        refundsOf.set(s.original_transaction_id!, (refundsOf.get(s.original_transaction_id!) ?? 0) + 1);
    for (const b of bets) {
      const refunds = refundsOf.get(b.transaction_id) ?? 0;
      expect(refunds <= 1).toBe(true);
      expect(winOf.has(b.transaction_id) !== (refunds === 1)).toBe(true);
    }
  }, 120_000);
});
