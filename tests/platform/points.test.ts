/**
 * Points and the point mall through the HTTP surface (issue 17): settled bets earn points at their category's
 * rate (a property over seeded random histories with wins, losses, rollbacks and bets still in play), once however
 * often the accrual runs; converting and redeeming take the payment password, pay once under 20 parallel tries of
 * one request, never sell stock that is not there, and refuse in words while changing nothing; the points book
 * and the money books each balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { newMember, placedBet, uniqueId } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { accrueSettledBets } from '../../platform/modules/points/accrual.ts';
import {
  convertPoints,
  fetchMallItems,
  fetchMallOrders,
  fetchPointsBalance,
  fetchPointsConfig,
  fetchPointsRecord,
  fetchPointsRewards,
  redeemMallItem,
} from '../../contract/calls/points.ts';

const PASSWORD = '246810';
/** The categories played here, each by one built-in game, with the spec's rates in hundredths. */
const GAMES = [
  { vendor: 'LOTUS_SLOTS', game: 'lotus-fortune', rate: 120n, type: 'slots' },
  { vendor: 'LOTUS_LIVE', game: 'lotus-baccarat', rate: 70n, type: 'live' },
  { vendor: 'LOTUS_FISH', game: 'ocean-hunt', rate: 120n, type: 'slots' },
  { vendor: 'LOTUS_SPORTS', game: 'lotus-sportsbook', rate: 100n, type: 'sports' },
] as const;

/** A small seeded generator (mulberry32), so a failing history can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(STORES)('points and the point mall on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.parse('2026-11-21T06:00:00.000Z');
  const vendors = new Map<string, ReturnType<typeof vendorClient>>();
  const tick = (ms = 1000) => {
    clock += ms;
  };
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token?: string, language = 'en') =>
    api.call({ method: 'GET', url, ...(token ? { token } : {}), headers: { language } });
  const post = (url: string, payload: Record<string, unknown>, token: string, language = 'en') =>
    api.call({ method: 'POST', url, payload, token, headers: { language } });
  const points = async (token: string) => {
    const reply = await get(fetchPointsBalance.path, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return BigInt(fetchPointsBalance.answer.parse(reply.body.value).points);
  };
  const mainMinor = async (token: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', token)).body.value.main.amountMinor);
  const transfers = (code: string, like: string) =>
    t.platform.context.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor'])
      .where('code', '=', code)
      .where('id', 'like', like)
      .execute();
  /** Each currency's postings sum to zero on their own: points never mix with money. */
  const booksBalance = async () => {
    const rows = await t.platform.context.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select((eb) => ['a.currency', eb.fn.sum<string | number | bigint>('p.amount_minor').as('total')])
      .groupBy('a.currency')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.currency, BigInt(r.total)]));
  };

  /** A new member with money and a payment password. */
  const funded = async (amount: string) => {
    const member = await newMember(api);
    await ops('adjust', member.username, `+${amount}`, 'points test stakes');
    const set = await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: member.password, newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token: member.token, ip: nextIp() },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return member;
  };
  const vendor = (name: string) => {
    let client = vendors.get(name);
    if (!client) {
      client = vendorClient(t.app, name, () => clock);
      vendors.set(name, client);
    }
    return client;
  };
  /** Plays settled rounds on slots; answers the points they earn. */
  const earnOnSlots = async (token: string, stakes: bigint[]) => {
    const session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    let earned = 0n;
    for (const stake of stakes) {
      tick();
      const bet = await placedBet(vendor('LOTUS_SLOTS'), session, 'lotus-fortune', stake);
      expect((await bet.win(0n)).status).toBe(200);
      earned += (stake * 120n) / 10_000n;
    }
    return earned;
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows guests the rates, the conversion and the catalogue, and refuses a trial account in words', async () => {
    const config = fetchPointsConfig.answer.parse((await get(fetchPointsConfig.path)).body.value);
    expect(config.rates).toEqual(
      expect.arrayContaining([
        { category: 'LIVE', type: 'live', rate: '0.70' },
        { category: 'SPORTS', type: 'sports', rate: '1.00' },
        { category: 'PVP', type: 'poker', rate: '1.00' },
        { category: 'FISH', type: 'slots', rate: '1.20' },
        { category: 'RNG', type: 'slots', rate: '1.20' },
        { category: 'LOTT', type: 'lottery', rate: '1.00' },
      ]),
    );
    expect(config).toMatchObject({ unitPoints: '100', unit: '1.00', expires: false });
    const items = fetchMallItems.answer.parse((await get(fetchMallItems.path, undefined, 'bn')).body.value).items;
    expect(items.map((i) => [i.kind, i.name])).toEqual([
      ['cash', '৳৫০ ক্যাশ ভাউচার'],
      ['bonus', '৳২০ বোনাস'],
      ['physical', 'লোটাস টিম ক্যাপ'],
    ]);

    const trial = await api.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      ip: nextIp(),
    });
    const reply = await get(fetchPointsBalance.path, trial.body.value.token);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 'in_need_true_account', message: 'Please register an account first' });
    expect((await get(fetchPointsBalance.path)).status).toBe(401);
  });

  it('earns exactly the rates applied to settled stakes, for seeded random histories, once however often it accrues', async () => {
    for (const seed of [7, 1234, 99_991]) {
      const next = random(seed);
      const member = await funded('100000');
      const sessions = new Map<string, string>();
      let expected = 0n;
      let settled = 0;
      for (let i = 0; i < 24; i += 1) {
        const pick = GAMES[Math.floor(next() * GAMES.length)]!;
        let session = sessions.get(pick.vendor);
        if (!session) {
          session = await launchSession(api, member.token, pick.vendor, pick.game);
          sessions.set(pick.vendor, session);
        }
        // Stakes from ৳0.01 (earns nothing) to ৳500.
        const stake = BigInt(1 + Math.floor(next() * 50_000));
        tick();
        const bet = await placedBet(vendor(pick.vendor), session, pick.game, stake);
        const outcome = next();
        if (outcome < 0.5) {
          const win = (await bet.win(BigInt(Math.floor(next() * 3) * Number(stake)))).status;
          expect(win).toBe(200);
          expected += (stake * pick.rate) / 10_000n;
          settled += 1;
        } else if (outcome < 0.75) {
          expect((await bet.rollback()).status).toBe(200);
        }
        // else: still in play, earns nothing yet.
        if (i % 8 === 0) await points(member.token);
      }
      tick(60_000);
      expect(await points(member.token), `seed ${seed}`).toBe(expected);
      // The job and more reads change nothing.
      await ops('points', 'accrue');
      await Promise.all(Array.from({ length: 5 }, () => points(member.token)));
      expect(await points(member.token), `seed ${seed}`).toBe(expected);
      const record = fetchPointsRecord.answer.parse(
        (await get(`${fetchPointsRecord.path}?size=100`, member.token)).body.value,
      );
      const earnedRows = record.items.filter((r) => r.pointsChanged !== '0');
      expect(earnedRows.reduce((sum, r) => sum + BigInt(r.pointsChanged), 0n)).toBe(expected);
      expect(earnedRows.length).toBeLessThanOrEqual(settled);
      if (record.items[0]) expect(BigInt(record.items[0].pointsBalance)).toBe(expected);
    }
    expect((await booksBalance()).POINTS).toBe(0n);
  });

  it('books a backlog of 250 settled bets once when two processes accrue it at the same moment', async () => {
    const member = await funded('100000');
    const stakes = Array.from({ length: 250 }, (_, i) => BigInt(1_000 + i));
    const expected = await earnOnSlots(member.token, stakes);
    tick(60_000);
    // Two platforms on one database: each has its own run in progress, so both passes book the same bets.
    const { context } = t.platform;
    await Promise.all([accrueSettledBets(context, 10), accrueSettledBets({ ...context }, 10)]);
    expect(await points(member.token)).toBe(expected);
    const earned = await t.platform.context.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('t.code', '=', 'points_earn')
      .where('m.username', '=', member.username)
      .executeTakeFirstOrThrow();
    expect(Number(earned.n)).toBe(stakes.length);
    expect((await booksBalance()).POINTS).toBe(0n);
  });

  it('records an earned row with the spec fields in the player language', async () => {
    const member = await funded('1000');
    await earnOnSlots(member.token, [25_000n]);
    tick(60_000);
    const bn = fetchPointsRecord.answer.parse((await get(fetchPointsRecord.path, member.token, 'bn')).body.value);
    expect(bn.items).toEqual([
      expect.objectContaining({
        type: 'slots',
        name: 'লোটাস ফরচুন',
        amountMinor: '25000',
        pointsChanged: '300',
        pointsBalance: '300',
        status: 'completed',
        pointsRatio: '1.20',
        unit: '1.00',
        remark: 'প্রতি ১.০০ বাজিতে ১.২০ পয়েন্ট',
      }),
    ]);
    expect(bn.items[0]!.reference).toMatch(/^PT\d{8}$/);
  });

  it('answers the points reward call: what settled bets earned, in total and per type, once however often asked', async () => {
    const fresh = await funded('10');
    expect(fetchPointsRewards.answer.parse((await get(fetchPointsRewards.path, fresh.token)).body.value)).toEqual({
      earned: '0',
      types: [],
    });
    const member = await funded('1000');
    await earnOnSlots(member.token, [25_000n, 10_000n]);
    tick(60_000);
    const replies = await Promise.all(Array.from({ length: 5 }, () => get(fetchPointsRewards.path, member.token)));
    for (const reply of replies)
      expect(fetchPointsRewards.answer.parse(reply.body.value)).toEqual({
        earned: '420',
        types: [{ type: 'slots', points: '420' }],
      });
    expect((await get(fetchPointsRewards.path)).body).toMatchObject({ success: false, code: 'not_logged_in' });
  });

  it('converts points with the payment password: a wrong one, a broken step or too many points change nothing; 20 parallel tries pay once', async () => {
    const member = await funded('1000');
    const earned = await earnOnSlots(member.token, [50_000n, 50_000n]); // 1,200 points
    tick(60_000);
    expect(await points(member.token)).toBe(earned);
    const main = await mainMinor(member.token);
    const convert = (body: Record<string, unknown>, language = 'en') =>
      post(
        convertPoints.path,
        { requestId: uniqueId('convert'), paymentPassword: PASSWORD, ...body },
        member.token,
        language,
      );

    expect((await convert({ points: '500', paymentPassword: '000000' })).body).toMatchObject({
      code: 'payment_password_wrong',
    });
    expect((await convert({ points: '150' })).body).toMatchObject({
      code: 'points_convert_unit',
      message: 'Points are converted in whole steps of 100 points.',
    });
    expect((await convert({ points: '5000' })).body).toMatchObject({
      code: 'points_not_enough',
      message: `Not enough points: you have ${earned} points and this needs 5000.`,
    });
    expect((await convert({ points: '5000' }, 'bn')).body.message).toBe(
      'যথেষ্ট পয়েন্ট নেই: আপনার ১২০০ পয়েন্ট আছে, এর জন্য ৫০০০ পয়েন্ট লাগবে।',
    );
    expect(await points(member.token)).toBe(earned);
    expect(await mainMinor(member.token)).toBe(main);

    const requestId = uniqueId('convert-once');
    const replies = await Promise.all(Array.from({ length: 20 }, () => convert({ points: '700', requestId })));
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(new Set(replies.map((r) => convertPoints.answer.parse(r.body.value).reference)).size).toBe(1);
    expect(replies[0]!.body.value).toMatchObject({ points: '700', amountMinor: '700' });
    expect(await points(member.token)).toBe(earned - 700n);
    expect(await mainMinor(member.token)).toBe(main + 700n);
    expect(await transfers('points_convert', `points:convert:%:${requestId}:pay`)).toHaveLength(1);
    // The same key with another amount is another request: refused.
    expect((await convert({ points: '100', requestId })).body.code).toBe('duplicate_request');

    const record = fetchPointsRecord.answer.parse((await get(fetchPointsRecord.path, member.token)).body.value);
    expect(record.items[0]).toMatchObject({
      type: 'redeem',
      name: 'Converted to money',
      pointsChanged: '-700',
      pointsRequired: '700',
      amountMinor: '700',
      amountRequiredMinor: '700',
      pointsBalance: String(earned - 700n),
      pointsRatio: '100',
      unit: '1.00',
    });
    expect(await booksBalance()).toMatchObject({ POINTS: 0n });
  });

  it('redeems mall items with the payment password; parallel redeems never sell stock that is not there', async () => {
    const member = await funded('20000');
    await earnOnSlots(member.token, [1_000_000n, 1_000_000n]); // 24,000 points
    tick(60_000);
    const start = await points(member.token);
    expect(start).toBe(24_000n);
    const items = fetchMallItems.answer.parse((await get(fetchMallItems.path)).body.value).items;
    const cash = items.find((i) => i.kind === 'cash')!;
    const cap = items.find((i) => i.kind === 'physical')!;
    await ops('points', 'stock', String(cap.id), '2');
    const redeem = (body: Record<string, unknown>) =>
      post(redeemMallItem.path, { requestId: uniqueId('redeem'), paymentPassword: PASSWORD, ...body }, member.token);

    expect((await redeem({ itemId: cash.id, paymentPassword: '111111' })).body.code).toBe('payment_password_wrong');
    expect((await redeem({ itemId: 999_999 })).body.code).toBe('mall_item_unknown');
    expect(await points(member.token)).toBe(start);

    // 20 parallel redeems of one cash-voucher request: one order, paid once.
    const main = await mainMinor(member.token);
    const requestId = uniqueId('voucher');
    const once = await Promise.all(Array.from({ length: 20 }, () => redeem({ itemId: cash.id, requestId })));
    for (const reply of once) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(new Set(once.map((r) => redeemMallItem.answer.parse(r.body.value).order.id)).size).toBe(1);
    expect(once[0]!.body.value.order).toMatchObject({ kind: 'cash', status: 'completed', valueMinor: '5000' });
    expect(await mainMinor(member.token)).toBe(main + 5_000n);
    expect(await points(member.token)).toBe(start - 5_000n);

    // 20 parallel redeems of the last two caps, each its own request: two orders, the rest refused in words.
    const caps = await Promise.all(Array.from({ length: 20 }, () => redeem({ itemId: cap.id })));
    const sold = caps.filter((r) => r.status === 200);
    expect(sold).toHaveLength(2);
    for (const reply of caps.filter((r) => r.status !== 200))
      expect(reply.body).toMatchObject({ code: 'mall_out_of_stock', message: 'This item is out of stock.' });
    const left = await t.platform.context.db
      .selectFrom('point_mall_items')
      .select('stock')
      .where('id', '=', cap.id)
      .executeTakeFirstOrThrow();
    expect(left.stock).toBe(0);
    expect(await points(member.token)).toBe(start - 5_000n - 6_000n);

    const orders = fetchMallOrders.answer.parse((await get(fetchMallOrders.path, member.token)).body.value).items;
    expect(orders.map((o) => [o.kind, o.status])).toEqual([
      ['physical', 'pending'],
      ['physical', 'pending'],
      ['cash', 'completed'],
    ]);
    expect(await ops('points', 'fulfil', String(orders[0]!.id), 'sent by courier')).toContain('fulfilled');
    await expect(ops('points', 'fulfil', String(orders[0]!.id))).rejects.toThrow(/no pending order/);
    const after = fetchMallOrders.answer.parse((await get(fetchMallOrders.path, member.token)).body.value).items;
    expect(after[0]).toMatchObject({ status: 'fulfilled', remark: 'sent by courier' });
    const record = fetchPointsRecord.answer.parse((await get(fetchPointsRecord.path, member.token)).body.value);
    expect(record.items.find((r) => r.name === 'Lotus team cap' && r.status === 'fulfilled')).toMatchObject({
      type: 'redeem',
      pointsChanged: '-3000',
      // What the 3,000 points stood for at 100 points = ৳1.00; a gift pays no money itself.
      amountRequiredMinor: '3000',
      amountMinor: null,
      remark: 'sent by courier',
    });

    // Not enough points for another voucher after spending: refused in words, nothing moves.
    await ops('points', 'add-item', 'cash', '100000', '1000', '-', 'Big voucher / বড় ভাউচার');
    const big = fetchMallItems.answer
      .parse((await get(fetchMallItems.path)).body.value)
      .items.find((i) => i.name === 'Big voucher')!;
    const refused = await redeem({ itemId: big.id });
    expect(refused.body).toMatchObject({
      code: 'points_not_enough',
      message: `Not enough points: you have ${start - 11_000n} points and this needs 100000.`,
    });
    expect(fetchMallOrders.answer.parse((await get(fetchMallOrders.path, member.token)).body.value).items).toHaveLength(
      3,
    );
    expect(await booksBalance()).toMatchObject({ POINTS: 0n });
    const money = Object.entries(await booksBalance()).filter(([currency]) => currency !== 'POINTS');
    for (const [, total] of money) expect(total).toBe(0n);
  });
});
