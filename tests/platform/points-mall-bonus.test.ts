/**
 * A point-mall bonus item through the HTTP surface (issue 17): redeeming it spends the points and locks the bonus
 * in the promotions' bonus book in one transaction, with the merchant's wagering multiple (3x unless the operator
 * says otherwise); it is not main-wallet money until settled bets meet the wagering, then it is released once.
 * 20 parallel tries of one request lock it once, a member holds one locked bonus at a time, and a wrong payment
 * password changes nothing. A cash voucher stays cash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { newMember, placedBet, uniqueId } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { fetchMallItems, fetchPointsBalance, redeemMallItem } from '../../contract/calls/points.ts';
import { bonusWagering } from '../../contract/calls/promotions.ts';
import { rewardCentre } from '../../contract/calls/rebates.ts';

const PASSWORD = '246810';

describe.each(STORES)('point-mall bonus items on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.parse('2026-11-21T06:00:00.000Z');
  let slots: ReturnType<typeof vendorClient>;
  const tick = (ms = 1000) => {
    clock += ms;
  };
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const post = (url: string, payload: Record<string, unknown>, token: string, language = 'en') =>
    api.call({ method: 'POST', url, payload, token, headers: { language } });
  const points = async (token: string) =>
    BigInt(fetchPointsBalance.answer.parse((await get(fetchPointsBalance.path, token)).body.value).points);
  const mainMinor = async (token: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', token)).body.value.main.amountMinor);
  const wagering = async (token: string) => {
    const reply = await get(bonusWagering.path, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return bonusWagering.answer.parse(reply.body.value).bonus;
  };
  const bonusRows = (memberId: number) =>
    t.platform.context.db
      .selectFrom('member_bonuses')
      .select(['id', 'slug', 'state', 'required_minor', 'source'])
      .where('member_id', '=', memberId)
      .execute();
  const transfers = (code: string, like: string) =>
    t.platform.context.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor'])
      .where('code', '=', code)
      .where('id', 'like', like)
      .execute();
  const memberId = async (username: string) =>
    (
      await t.platform.context.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  /** A member with money, a payment password and 24,000 points from settled slot bets. */
  const withPoints = async () => {
    const member = await newMember(api);
    await ops('adjust', member.username, '+30000', 'mall bonus test stakes');
    const set = await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: member.password, newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token: member.token, ip: nextIp() },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await playSlots(member.token, [1_000_000n, 1_000_000n]);
    tick(60_000);
    expect(await points(member.token)).toBe(24_000n);
    return { ...member, id: await memberId(member.username) };
  };
  /** Settled, lost slot rounds (slots count in full towards a mall bonus's wagering). */
  const playSlots = async (token: string, stakes: bigint[]) => {
    const session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    for (const stake of stakes) {
      tick();
      const bet = await placedBet(slots, session, 'lotus-fortune', stake);
      expect((await bet.win(0n)).status).toBe(200);
    }
  };
  const itemOf = async (kind: 'cash' | 'bonus') =>
    fetchMallItems.answer
      .parse((await api.call({ method: 'GET', url: fetchMallItems.path })).body.value)
      .items.find((i) => i.kind === kind)!;

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('locks a bonus item once under 20 parallel tries, with 3x wagering, out of the main wallet, then releases it once', async () => {
    const member = await withPoints();
    const bonusItem = await itemOf('bonus');
    expect(bonusItem).toMatchObject({ pointsCost: '1500', valueMinor: '2000' });
    const redeem = (body: Record<string, unknown>, language = 'en') =>
      post(
        redeemMallItem.path,
        { requestId: uniqueId('mallbonus'), paymentPassword: PASSWORD, itemId: bonusItem.id, ...body },
        member.token,
        language,
      );
    const main = await mainMinor(member.token);

    // A wrong payment password changes nothing.
    expect((await redeem({ paymentPassword: '111111' })).body.code).toBe('payment_password_wrong');
    expect(await points(member.token)).toBe(24_000n);
    expect(await bonusRows(member.id)).toEqual([]);

    const requestId = uniqueId('mallbonus');
    const replies = await Promise.all(Array.from({ length: 20 }, () => redeem({ requestId })));
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(new Set(replies.map((r) => redeemMallItem.answer.parse(r.body.value).order.id)).size).toBe(1);
    expect(replies[0]!.body.value.order).toMatchObject({ kind: 'bonus', status: 'completed', valueMinor: '2000' });

    // Points spent once; nothing paid to the main wallet; one locked bonus of ৳20 with 3 x ৳20 to wager.
    expect(await points(member.token)).toBe(24_000n - 1_500n);
    expect(await mainMinor(member.token)).toBe(main);
    expect(await transfers('points_spend', `%${requestId}`)).toHaveLength(1);
    expect(await transfers('points_redeem', `%${requestId}%`)).toEqual([]);
    expect((await transfers('points_bonus', `%${requestId}%`)).map((r) => BigInt(r.amount_minor))).toEqual([2_000n]);
    const rows = await bonusRows(member.id);
    expect(rows).toEqual([expect.objectContaining({ slug: 'point-mall', state: 'locked' })]);
    expect(BigInt(rows[0]!.required_minor)).toBe(6_000n);
    expect(await wagering(member.token)).toMatchObject({
      state: 'locked',
      amountMinor: '2000',
      requiredMinor: '6000',
      doneMinor: '0',
    });
    const rewards = rewardCentre.answer.parse((await get(rewardCentre.path, member.token)).body.value);
    expect(rewards.bonuses).toEqual([expect.objectContaining({ slug: 'point-mall', state: 'locked' })]);
    expect(rewards.history.map((h) => [h.kind, h.amountMinor, h.detail])).toContainEqual([
      'points_bonus',
      '2000',
      'point-mall',
    ]);

    // One locked bonus at a time: another bonus item is refused in words, and nothing moves.
    expect((await redeem({})).body).toMatchObject({
      code: 'mall_bonus_active',
      message: expect.stringContaining('wagering is not finished'),
    });
    expect((await redeem({}, 'bn')).body).toMatchObject({
      code: 'mall_bonus_active',
      message: expect.stringContaining('বাজির শর্ত'),
    });
    expect(await points(member.token)).toBe(24_000n - 1_500n);
    expect(await bonusRows(member.id)).toHaveLength(1);

    // A cash voucher stays cash, even with a bonus locked.
    const cash = await itemOf('cash');
    const voucher = await redeem({ itemId: cash.id });
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(200);
    expect(await mainMinor(member.token)).toBe(main + 5_000n);

    // ৳50 staked on slots is not yet 3 x ৳20; ৳10 more is, and 20 parallel reviews release it once.
    await playSlots(member.token, [5_000n]);
    expect(await wagering(member.token)).toMatchObject({ state: 'locked', doneMinor: '5000' });
    expect(await mainMinor(member.token)).toBe(main + 5_000n - 5_000n);
    await playSlots(member.token, [1_000n]);
    const reviews = await Promise.all(Array.from({ length: 20 }, () => get(bonusWagering.path, member.token)));
    for (const review of reviews) expect(review.status).toBe(200);
    expect(await bonusRows(member.id)).toEqual([expect.objectContaining({ state: 'released' })]);
    expect(await transfers('bonus_release', `bonus-release:${rows[0]!.id}`)).toHaveLength(1);
    expect(await mainMinor(member.token)).toBe(main + 5_000n - 6_000n + 2_000n);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it('locks one bonus when 20 different bonus redeems race; the operator sets the multiple for later grants', async () => {
    expect(await ops('points', 'rates')).toContain('mall bonus wagering: 3x');
    await expect(ops('points', 'bonus-wagering', 'x')).rejects.toThrow(/wagering multiple/);
    await expect(ops('points', 'bonus-wagering', '101')).rejects.toThrow(/wagering multiple/);
    expect(await ops('points', 'bonus-wagering', '5')).toContain('5x');

    const member = await withPoints();
    const bonusItem = await itemOf('bonus');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          redeemMallItem.path,
          { requestId: uniqueId('race'), paymentPassword: PASSWORD, itemId: bonusItem.id },
          member.token,
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200))
      expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ code: 'mall_bonus_active' });
    expect(await points(member.token)).toBe(24_000n - 1_500n);
    const rows = await bonusRows(member.id);
    expect(rows).toEqual([expect.objectContaining({ slug: 'point-mall', state: 'locked' })]);
    expect(BigInt(rows[0]!.required_minor)).toBe(10_000n);
    expect(await wagering(member.token)).toMatchObject({ requiredMinor: '10000' });
    await ops('points', 'bonus-wagering', '3');
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });
});
