/**
 * Cashback through the HTTP surface: settled bets accrue at their category's rate for the member's rank in the
 * player's day; the claim pays it once (20 parallel claims, one transfer); what is left unclaimed when the day
 * ends is paid by the period job once, however often it runs, and a claim racing the job pays each bet once; the
 * flag MANPLAYREB3 off refuses the calls; trial accounts and bad input are refused in the player's language and
 * change nothing; the account record and the reward centre show what was paid; every movement balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, newMember, placedBet } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { signatureHeaders } from '../../platform/gateway/signing.ts';
import { runRebateJob } from '../../platform/modules/rebates/service.ts';
import { claimRebate, rebateView, rewardCentre } from '../../contract/calls/rebates.ts';
import { accountRecord } from '../../contract/calls/records.ts';

/** 12:00 in Dhaka on 20 November. */
const NOON = Date.parse('2026-11-20T06:00:00.000Z');
const HOUR = 3_600_000;

describe.each(STORES)('cashback on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let slots: ReturnType<typeof vendorClient>;
  let live: ReturnType<typeof vendorClient>;
  let fish: ReturnType<typeof vendorClient>;
  let clock = NOON;
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  const tick = () => {
    clock += 1000;
  };

  const db = () => t.platform.context.db;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const claim = (token: string, language = 'en', payload: Record<string, unknown> = {}) =>
    api.call({ method: 'POST', url: claimRebate.path, payload, token, headers: { language } });
  const view = async (token: string) => {
    const reply = await get(rebateView.path, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return rebateView.answer.parse(reply.body.value);
  };
  const mainMinor = async (token: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', token)).body.value.main.amountMinor);
  const rebateTransfers = (memberId: number) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor'])
      .where('code', '=', 'rebate')
      .where('id', 'like', `rebate:${memberId}:%`)
      .orderBy('id')
      .execute();
  const coveredCount = async (memberId: number) =>
    Number(
      (
        await db()
          .selectFrom('rebate_stakes as c')
          .innerJoin('rebates as r', 'r.id', 'c.rebate_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('r.member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A new member with money to stake, logged in, with a slot and a live-table session; rank as given. */
  const player = async (rank = 0) => {
    const { username, token } = await newMember(api);
    const member = await db()
      .updateTable('members')
      .set({ rank_level: rank })
      .where('username', '=', username)
      .returning('id')
      .executeTakeFirstOrThrow();
    await ops('credit-bonus', username, '5000', 'cashback', 'test');
    return {
      username,
      token,
      id: member.id,
      slot: await gameSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune'),
      table: await gameSession(api, token, 'LOTUS_LIVE', 'lotus-baccarat'),
      sea: await gameSession(api, token, 'LOTUS_FISH', 'ocean-hunt'),
    };
  };
  type Player = Awaited<ReturnType<typeof player>>;
  const slotBet = (p: Player, minor: string) => {
    tick();
    return placedBet(slots, p.slot, 'lotus-fortune', minor, { transactionId: next('bet'), roundId: next('round') });
  };
  const tableBet = (p: Player, minor: string) => {
    tick();
    return placedBet(live, p.table, 'lotus-baccarat', minor, { transactionId: next('bet'), roundId: next('round') });
  };
  const fishBet = (p: Player, minor: string) => {
    tick();
    return placedBet(fish, p.sea, 'ocean-hunt', minor, { transactionId: next('bet'), roundId: next('round') });
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
    live = vendorClient(t.app, 'LOTUS_LIVE', () => clock);
    fish = vendorClient(t.app, 'LOTUS_FISH', () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accrues per category at the rank rate and pays a claim once under 20 parallel claims', async () => {
    const p = await player(0);
    expect(await view(p.token)).toMatchObject({ totalMinor: '0', since: null, categories: [], history: [] });

    // Slots 1.5 %, fishing 1 % at rank 0 (the demo rates); a refunded bet earns nothing, nor does a stake on the
    // baccarat table (its even-money bets are kept out of cashback: docs/house-edge.md).
    await slotBet(p, '10000');
    const firstAt = new Date(clock).toISOString();
    await slotBet(p, '10000');
    await fishBet(p, '30000');
    await tableBet(p, '30000');
    const refunded = await slotBet(p, '50000');
    tick();
    expect((await refunded.rollback(next('rb'))).status).toBe(200);
    const before = await view(p.token);
    expect(before).toMatchObject({
      day: '2026-11-20',
      rankLevel: 0,
      totalMinor: '600',
      categories: [
        { category: 'FISH', name: 'Fishing', stakeMinor: '30000', rateBp: 100, amountMinor: '300' },
        { category: 'RNG', name: 'Slots', stakeMinor: '20000', rateBp: 150, amountMinor: '300' },
      ],
      rates: expect.arrayContaining([{ category: 'RNG', name: 'Slots', rateBp: 150 }]),
    });
    expect(before.since).toBe(firstAt);
    expect(before.periodEndsAt).toBe('2026-11-20T18:00:00.000Z');
    // Bengali names in a Bengali page.
    const bengali = rebateView.answer.parse((await get(rebateView.path, p.token, 'bn')).body.value);
    expect(bengali.categories.map((c) => c.name)).toEqual(['ফিশিং', 'স্লট']);

    const main = await mainMinor(p.token);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p.token)));
    for (const reply of replies) {
      if (reply.status === 200) expect(reply.body.value.claimedMinor).toBe('600');
      else expect(reply.body).toMatchObject({ success: false, code: 'rebate_nothing' });
    }
    expect(replies.some((r) => r.status === 200)).toBe(true);
    expect((await rebateTransfers(p.id)).map((r) => BigInt(r.amount_minor))).toEqual([600n]);
    expect(await mainMinor(p.token)).toBe(main + 600n);
    expect(await coveredCount(p.id)).toBe(4);

    const after = await view(p.token);
    expect(after).toMatchObject({ totalMinor: '0', since: null, categories: [] });
    expect(after.history).toEqual([
      expect.objectContaining({ day: '2026-11-20', source: 'claim', amountMinor: '600' }),
    ]);
    expect(after.history[0]!.categories).toHaveLength(2);

    // Nothing left: refused in the player's language, nothing paid.
    expect((await claim(p.token)).body).toMatchObject({
      success: false,
      code: 'rebate_nothing',
      message: 'There is no cashback to claim now. Cashback comes from settled bets of today.',
    });
    expect((await claim(p.token, 'bn')).body).toMatchObject({
      success: false,
      code: 'rebate_nothing',
      message: expect.stringMatching(/ক্যাশব্যাক/),
    });

    // A later bet is claimable on its own: the claimed ones are never counted again.
    await slotBet(p, '20000');
    expect(await view(p.token)).toMatchObject({ totalMinor: '300' });
    expect(claimRebate.answer.parse((await claim(p.token)).body.value).claimedMinor).toBe('300');
    expect((await rebateTransfers(p.id)).map((r) => BigInt(r.amount_minor))).toEqual([600n, 300n]);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('pays a higher rank its higher rate', async () => {
    const vip = await player(5);
    await slotBet(vip, '10000');
    await fishBet(vip, '10000');
    expect(await view(vip.token)).toMatchObject({
      rankLevel: 5,
      totalMinor: '400',
      categories: [
        { category: 'FISH', rateBp: 150, amountMinor: '150' },
        { category: 'RNG', rateBp: 250, amountMinor: '250' },
      ],
    });
    // The operator's verb changes the rate for what is claimed next.
    expect(await ops('cashback', 'rate', 'RNG', '5', '2')).toMatch(/RNG from rank 5: 2%/);
    expect(await view(vip.token)).toMatchObject({ totalMinor: '350' });
    await ops('cashback', 'rate', 'RNG', '5', '2.5');
    expect(await ops('cashback', 'rates')).toMatch(/RNG\s+from rank\s+5\s+2.5%/);
    await expect(ops('cashback', 'rate', 'CARDS', '0', '1')).rejects.toThrow(/game category/);
    await expect(ops('cashback', 'rate', 'RNG', '0', '101')).rejects.toThrow(/percentage/);
    expect(claimRebate.answer.parse((await claim(vip.token)).body.value).claimedMinor).toBe('400');
  });

  it('pays the unclaimed rebate at the end of the day once, and a claim racing the job pays each bet once', async () => {
    clock = NOON + HOUR;
    const idle = await player(0);
    await slotBet(idle, '40000');
    const racer = await player(0);

    // The day ends: the job pays what was not claimed, once, however often it runs (also in parallel).
    clock = Date.parse('2026-11-20T18:02:00.000Z');
    const runs = await Promise.all([ops('cashback', 'pay'), ops('cashback', 'pay'), runRebateJob(t.platform.context)]);
    expect(runs.filter((r) => typeof r === 'string' && r.startsWith('paid')).length).toBeGreaterThanOrEqual(1);
    expect((await rebateTransfers(idle.id)).map((r) => [r.id, BigInt(r.amount_minor)])).toEqual([
      [`rebate:${idle.id}:2026-11-20:1`, 600n],
    ]);
    expect(await ops('cashback', 'pay')).toBe('no finished period waiting for its payment');
    const token = (await api.login(idle.username, 'Secret123', nextIp())).body.value.token as string;
    expect((await view(token)).history).toEqual([
      expect.objectContaining({ day: '2026-11-20', source: 'auto', amountMinor: '600' }),
    ]);

    // Just before the next midnight: claims and the job (as of just after it) race for the same bets.
    clock = Date.parse('2026-11-21T17:59:00.000Z');
    const racerToken = (await api.login(racer.username, 'Secret123', nextIp())).body.value.token as string;
    racer.slot = await gameSession(api, racerToken, 'LOTUS_SLOTS', 'lotus-fortune');
    for (let i = 0; i < 5; i += 1) await slotBet(racer, '10000');
    const [jobReport, ...claims] = await Promise.all([
      runRebateJob(t.platform.context, Date.parse('2026-11-21T18:01:30.000Z')),
      ...Array.from({ length: 10 }, () => claim(racerToken)),
    ]);
    expect(jobReport.days).toEqual(['2026-11-21']);
    const paid = await rebateTransfers(racer.id);
    expect(paid.reduce((sum, r) => sum + BigInt(r.amount_minor), 0n)).toBe(750n);
    expect(paid).toHaveLength(1);
    expect(await coveredCount(racer.id)).toBe(5);
    expect(claims.every((c) => c.status === 200 || c.body.code === 'rebate_nothing')).toBe(true);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('shows cashback in the account record and the reward centre, in both languages', async () => {
    clock = Date.parse('2026-11-22T06:00:00.000Z');
    const p = await player(0);
    await slotBet(p, '10000');
    const rewards = rewardCentre.answer.parse((await get(rewardCentre.path, p.token)).body.value);
    expect(rewards.cashback).toMatchObject({ totalMinor: '150' });
    expect(rewards.bonuses).toEqual([]);
    expect(rewards.history).toEqual([expect.objectContaining({ kind: 'bonus', amountMinor: '500000' })]);
    expect(claimRebate.answer.parse((await claim(p.token)).body.value).claimedMinor).toBe('150');
    const received = rewardCentre.answer.parse((await get(rewardCentre.path, p.token)).body.value);
    expect(received.cashback).toMatchObject({ totalMinor: '0' });
    expect(received.history[0]).toMatchObject({ kind: 'rebate', amountMinor: '150', detail: '2026-11-22' });

    const record = accountRecord.answer.parse(
      (await get(`${accountRecord.path}?type=bonus&from=2026-11-22&to=2026-11-22`, p.token)).body.value,
    );
    expect(record.items.map((r) => [r.code, r.type, r.amountMinor])).toContainEqual(['rebate', 'bonus', '150']);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/wps/member/records.csv?type=all&from=2026-11-22&to=2026-11-22',
      headers: { token: p.token, language: 'bn' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/ক্যাশব্যাক/);
  });

  it('lists a locked bonus with its wagering in the reward centre, and its grant among what was received', async () => {
    const p = await player(0);
    const methods = (await get('/wps/deposit/methods', p.token)).body.value.methods;
    const channelId = methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH').channels[0].id;
    tick();
    const opened = await api.call({
      method: 'POST',
      url: '/wps/deposit/orders',
      payload: { channelId, amount: '1000', requestId: next('dep'), promotionSlug: 'welcome-bonus' },
      token: p.token,
    });
    expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ success: true });
    const body = JSON.stringify({
      merchantCode: 'demo',
      orderId: opened.body.value.orderId,
      amountMinor: opened.body.value.amountMinor,
      status: 'paid',
      gatewayRef: `REF-${opened.body.value.orderId}`,
    });
    const paid = await api.call({
      method: 'POST',
      url: '/wps/deposit/notify/demo',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...signatureHeaders(t.config.deposits.gatewaySecret, body, clock),
      },
    });
    expect(paid.body.value.status).toBe('paid');
    await slotBet(p, '10000');

    const rewards = rewardCentre.answer.parse((await get(rewardCentre.path, p.token)).body.value);
    // 100 % of ৳1,000 locked, wagering 10 x (deposit + bonus); the slot stake counts in full.
    expect(rewards.bonuses).toEqual([
      expect.objectContaining({
        slug: 'welcome-bonus',
        state: 'locked',
        amountMinor: '100000',
        requiredMinor: '2000000',
        doneMinor: '10000',
      }),
    ]);
    expect(rewards.history.map((h) => [h.kind, h.amountMinor, h.detail])).toContainEqual([
      'bonus_grant',
      '100000',
      'welcome-bonus',
    ]);
    expect(rewards.cashback).toMatchObject({ totalMinor: '150' });
  });

  it('refuses with the flag off, for trial accounts and for bad input, and changes nothing', async () => {
    const p = await player(0);
    await slotBet(p, '10000');
    const transfers = async () =>
      Number(
        (
          await db()
            .selectFrom('ledger_transfers')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('code', '=', 'rebate')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const count = await transfers();

    await ops('flag', 'MANPLAYREB3', 'off');
    try {
      expect((await get(rebateView.path, p.token)).body).toMatchObject({
        success: false,
        code: 'feature_off',
        message: 'This service is not available.',
      });
      expect((await claim(p.token, 'bn')).body).toMatchObject({
        success: false,
        code: 'feature_off',
        message: 'এই সেবাটি এখন পাওয়া যাচ্ছে না।',
      });
      // The reward centre still lists bonuses; cashback is absent.
      expect(rewardCentre.answer.parse((await get(rewardCentre.path, p.token)).body.value).cashback).toBeNull();
      clock += 2 * 24 * HOUR;
      expect((await runRebateJob(t.platform.context)).payments).toBe(0);
      clock -= 2 * 24 * HOUR;
    } finally {
      await ops('flag', 'MANPLAYREB3', 'on');
    }

    const trial = await api.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      ip: nextIp(),
    });
    const trialToken = trial.body.value.token as string;
    for (const reply of [
      await get(rebateView.path, trialToken),
      await claim(trialToken),
      await get(rewardCentre.path, trialToken),
    ])
      expect(reply.body).toMatchObject({
        success: false,
        code: 'in_need_true_account',
        message: 'Please Register An Account First',
      });

    expect((await claim(p.token, 'en', { amount: '100' })).status).toBe(400);
    expect((await get(`${rebateView.path}?member=1`, p.token)).status).toBe(400);
    expect((await api.call({ method: 'POST', url: claimRebate.path, payload: {} })).body).toMatchObject({
      success: false,
      code: 'not_logged_in',
    });
    expect(await transfers()).toBe(count);
    expect(await view(p.token)).toMatchObject({ totalMinor: '150' });
  });
});
