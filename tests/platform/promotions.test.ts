/**
 * Promotion bonuses through the HTTP surface: the welcome bonus chosen with a first deposit, granted when the
 * gateway's signed notification arrives (once, however often or however concurrently it repeats), locked until
 * settled bets meet its weighted wagering, then released to the main wallet once; a withdrawal before that
 * forfeits it, after the player said yes; the operator's verbs; refusals in the player's language that change
 * nothing; and every ledger movement balanced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { postingsSum } from './ledger-queries.ts';
import { signatureHeaders } from '../../platform/gateway/signing.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { bonusWagering, depositOffers, joinPromotion, promotionStatus } from '../../contract/calls/promotions.ts';

const PASSWORD = '135790';

describe.each(STORES)('promotion bonuses on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let slots: ReturnType<typeof vendorClient>;
  let live: ReturnType<typeof vendorClient>;
  let clock = Date.parse('2026-11-20T06:00:00.000Z');
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  const tick = () => {
    clock += 1000;
  };

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const post = (url: string, payload: Record<string, unknown>, token: string, language = 'en') =>
    api.call({ method: 'POST', url, payload, token, headers: { language } });
  const mainMinor = async (token: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', token)).body.value.main.amountMinor);
  const wagering = async (token: string) => {
    const reply = await get(bonusWagering.path, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return bonusWagering.answer.parse(reply.body.value).bonus;
  };
  const bonusRows = (memberName: string) =>
    t.platform.context.db
      .selectFrom('member_bonuses as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.id', 'b.state', 'b.slug'])
      .where('m.username', '=', memberName)
      .execute();
  const transfersOf = (code: string) =>
    t.platform.context.db
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor'])
      .where('code', '=', code)
      .execute();

  const channelOf = async (token: string) => {
    const methods = (await get('/wps/deposit/methods', token)).body.value.methods;
    return methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH').channels[0].id as number;
  };
  const openOrder = async (token: string, amount: string, promotionSlug?: string, language = 'en') => {
    tick();
    return post(
      '/wps/deposit/orders',
      {
        channelId: await channelOf(token),
        amount,
        requestId: next('dep'),
        ...(promotionSlug ? { promotionSlug } : {}),
      },
      token,
      language,
    );
  };
  const notifyPaid = (order: { orderId: string; amountMinor: string }) => {
    const body = JSON.stringify({
      merchantCode: 'demo',
      orderId: order.orderId,
      amountMinor: order.amountMinor,
      status: 'paid',
      gatewayRef: `REF-${order.orderId}`,
    });
    return api.call({
      method: 'POST',
      url: '/wps/deposit/notify/demo',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...signatureHeaders(t.config.deposits.gatewaySecret, body, clock),
      },
    });
  };

  const login = async (username: string) => {
    const token = (await api.login(username, 'Demo1234', nextIp())).body.value.token as string;
    return token;
  };
  const bet = async (
    vendor: ReturnType<typeof vendorClient>,
    session: string,
    gameCode: string,
    amountMinor: string,
  ) => {
    tick();
    const answer = await vendor.debit({
      session,
      transactionId: next('bet'),
      roundId: next('round'),
      gameCode,
      amountMinor,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
    live = vendorClient(t.app, 'LOTUS_LIVE', () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers the welcome bonus to a first deposit and credits it once under 20 parallel and then repeated notifications', async () => {
    const token = await login('demoplayer');
    const offers = depositOffers.answer.parse((await get(depositOffers.path, token)).body.value).offers;
    expect(offers.map((o) => o.slug)).toEqual(['daily-reload', 'welcome-bonus']);
    expect(
      promotionStatus.answer.parse((await get('/wps/promotions/welcome-bonus/status', token)).body.value).status,
    ).toBe('join');

    const opened = await openOrder(token, '1000', 'welcome-bonus');
    expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ success: true });
    const before = await mainMinor(token);
    const replies = await Promise.all(Array.from({ length: 20 }, () => notifyPaid(opened.body.value)));
    expect(replies.map((r) => r.body.value?.status)).toEqual(Array(20).fill('paid'));
    for (let i = 0; i < 3; i += 1) expect((await notifyPaid(opened.body.value)).body.value.status).toBe('paid');

    // The deposit reaches the main wallet; the bonus only the locked-bonus book, once.
    expect(await mainMinor(token)).toBe(before + 100_000n);
    expect(await bonusRows('demoplayer')).toEqual([
      expect.objectContaining({ state: 'locked', slug: 'welcome-bonus' }),
    ]);
    expect((await transfersOf('bonus_grant')).map((r) => BigInt(r.amount_minor))).toEqual([100_000n]);
    // Wagering: 10 x (deposit + bonus).
    expect(await wagering(token)).toMatchObject({
      state: 'locked',
      amountMinor: '100000',
      requiredMinor: '2000000',
      doneMinor: '0',
      percent: 0,
    });
    expect(
      promotionStatus.answer.parse((await get('/wps/promotions/welcome-bonus/status', token)).body.value),
    ).toMatchObject({ status: 'process' });
    // A second deposit is not a first deposit: no welcome bonus offered, none granted.
    expect(depositOffers.answer.parse((await get(depositOffers.path, token)).body.value).offers).toEqual([]);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it('counts settled bets by category weight and releases the bonus once under 20 parallel reviews', async () => {
    const token = await login('demoplayer');
    const slotSession = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    const tableSession = await launchSession(api, token, 'LOTUS_LIVE', 'lotus-baccarat');
    // Slots count in full, live tables at 10 %.
    await bet(slots, slotSession, 'lotus-fortune', '50000');
    await bet(live, tableSession, 'lotus-baccarat', '30000');
    expect(await wagering(token)).toMatchObject({ state: 'locked', doneMinor: '53000', percent: 2 });

    await ops('promotions', 'set', 'welcome-bonus', 'multiple', '0');
    // Bonuses keep the wagering they were granted with: the operator's change does not release this one.
    expect(await wagering(token)).toMatchObject({ state: 'locked', requiredMinor: '2000000' });
    await ops('promotions', 'set', 'welcome-bonus', 'multiple', '10');
    await ops('adjust', 'demoplayer', '+20000', 'test stakes');

    // 4 x 4,900 more on slots: 1,960,000 + 53,000 passes 2,000,000.
    const before = await mainMinor(token);
    for (let i = 0; i < 4; i += 1) await bet(slots, slotSession, 'lotus-fortune', '490000');
    const reviews = await Promise.all(Array.from({ length: 20 }, () => get(bonusWagering.path, token)));
    expect(reviews.every((r) => r.status === 200)).toBe(true);
    expect(await mainMinor(token)).toBe(before - 4n * 490_000n + 100_000n);
    expect((await transfersOf('bonus_release')).length).toBe(1);
    expect(await bonusRows('demoplayer')).toEqual([expect.objectContaining({ state: 'released' })]);
    expect(
      promotionStatus.answer.parse((await get('/wps/promotions/welcome-bonus/status', token)).body.value),
    ).toMatchObject({
      status: 'claimed',
      bonus: { state: 'released', percent: 100 },
    });
    expect(await wagering(token)).toBeNull();
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it("refuses a bad bonus choice in the player's language and writes nothing", async () => {
    const token = await login('vipplayer');
    const count = async () =>
      (
        await t.platform.context.db
          .selectFrom('deposit_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const orders = await count();
    expect((await openOrder(token, '400', 'welcome-bonus')).body).toMatchObject({
      success: false,
      code: 'promotion_min_deposit',
      message: 'This bonus needs a deposit of at least ৳500.00.',
    });
    expect((await openOrder(token, '400', 'welcome-bonus', 'bn')).body).toMatchObject({
      success: false,
      code: 'promotion_min_deposit',
      message: expect.stringContaining('অন্তত'),
    });
    expect((await openOrder(token, '600', 'no-such-promo')).body).toMatchObject({
      success: false,
      code: 'promotion_unknown',
      message: 'This promotion does not exist.',
    });
    expect((await openOrder(token, '600', 'BAD SLUG!')).body).toMatchObject({
      success: false,
      fields: { promotionSlug: expect.any(String) },
    });
    // Joined-only promotions are not open to a deposit without joining.
    expect((await openOrder(token, '1500', 'festival-limited', 'bn')).body).toMatchObject({
      success: false,
      code: 'promotion_not_eligible',
      message: expect.stringMatching(/[ঀ-৿]/),
    });
    expect((await post('/wps/promotions/welcome-bonus/join', {}, token)).body).toMatchObject({
      success: false,
      code: 'promotion_no_join',
    });
    expect((await post('/wps/promotions/welcome-bonus/join', { extra: 1 }, token)).status).toBe(400);
    expect(await count()).toBe(orders);
    expect(await bonusRows('vipplayer')).toEqual([]);
  });

  it('forfeits a locked bonus with a withdrawal, only after the player says yes', async () => {
    const token = await login('vipplayer');
    await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token, ip: nextIp() },
    );
    const payee = (
      await post(
        '/wps/member/payees',
        { kind: 'bkash', holderName: 'Test Player', accountNumber: '01712345678' },
        token,
      )
    ).body.value.payees[0].id;
    await ops('withdrawal', 'set', 'turnover', '0');
    const opened = await openOrder(token, '800', 'welcome-bonus');
    expect((await notifyPaid(opened.body.value)).body.value.status).toBe('paid');
    expect(await wagering(token)).toMatchObject({ state: 'locked', amountMinor: '80000' });

    const main = await mainMinor(token);
    const withdraw = (forfeitBonus?: boolean, language = 'en') => {
      tick();
      return post(
        '/wps/member/withdrawals',
        {
          payeeAccountId: payee,
          amount: '300',
          paymentPassword: PASSWORD,
          requestId: next('wd'),
          ...(forfeitBonus === undefined ? {} : { forfeitBonus }),
        },
        token,
        language,
      );
    };
    expect((await withdraw()).body).toMatchObject({
      success: false,
      code: 'bonus_forfeit_unconfirmed',
      message: expect.stringContaining('৳800.00'),
    });
    expect((await withdraw(false, 'bn')).body).toMatchObject({
      success: false,
      code: 'bonus_forfeit_unconfirmed',
      message: expect.stringContaining('বাতিল'),
    });
    expect(await mainMinor(token)).toBe(main);
    expect(await wagering(token)).toMatchObject({ state: 'locked' });

    const done = await withdraw(true);
    expect(done.body, JSON.stringify(done.body)).toMatchObject({ success: true, value: { status: 'in_process' } });
    expect(await wagering(token)).toBeNull();
    expect(await bonusRows('vipplayer')).toEqual([expect.objectContaining({ state: 'forfeited' })]);
    expect((await transfersOf('bonus_forfeit')).map((r) => BigInt(r.amount_minor))).toEqual([80_000n]);
    // The forfeited bonus never touched the main wallet; the withdrawal holds its own amount.
    expect((await get('/wps/member/info/funds/consolidated', token)).body.value.main).toMatchObject({
      amountMinor: main.toString(),
      heldMinor: '30000',
    });
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });

  it('takes an application, approved by the operator, then grants the bonus with the next deposit; the operator cancels it', async () => {
    const token = await login('demoagent');
    const applied = await post(joinPromotion.path.replace(':slug', 'festival-limited'), {}, token);
    expect(promotionStatus.answer.parse(applied.body.value)).toMatchObject({ status: 'applying', joinMode: 'apply' });
    await post(joinPromotion.path.replace(':slug', 'festival-limited'), {}, token);
    const waiting = await ops('promotions', 'applications');
    expect(waiting.split('\n')).toHaveLength(1);
    const id = waiting.trim().split(/\s+/)[0]!;
    await expect(ops('promotions', 'approve', '999999')).rejects.toThrow(/no application/);
    expect(await ops('promotions', 'approve', id)).toMatch(/approved/);
    await expect(ops('promotions', 'reject', id)).rejects.toThrow(/no application/);
    expect(
      promotionStatus.answer.parse((await get('/wps/promotions/festival-limited/status', token)).body.value).status,
    ).toBe('joined');

    const opened = await openOrder(token, '1000', 'festival-limited');
    expect((await notifyPaid(opened.body.value)).body.value.status).toBe('paid');
    expect(await wagering(token)).toMatchObject({ state: 'locked', amountMinor: '20000', requiredMinor: '20000' });
    const [bonus] = await bonusRows('demoagent');
    expect(await ops('promotions', 'cancel-bonus', String(bonus!.id))).toMatch(/cancelled/);
    await expect(ops('promotions', 'cancel-bonus', String(bonus!.id))).rejects.toThrow(/no locked bonus/);
    expect(await wagering(token)).toBeNull();
    expect(
      promotionStatus.answer.parse((await get('/wps/promotions/festival-limited/status', token)).body.value).status,
    ).toBe('closed');

    expect(await ops('promotions', 'close', 'daily-reload')).toMatch(/closed/);
    expect((await openOrder(token, '500', 'daily-reload')).body).toMatchObject({ code: 'promotion_closed' });
    expect(await ops('promotions', 'list')).toMatch(/daily-reload\s+closed/);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
  });
});
