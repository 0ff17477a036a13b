/**
 * The VIP centre through the HTTP surface (issue 17): the public ladder with its benefits; a member's month of
 * deposits (or settled turnover) moves them up and pays each level's bonus once, under 20 parallel deposit
 * notifications or 20 parallel reads after 20 parallel settlements; the rank is the one member info, cashback and
 * customer service read; the withdrawal amount and count per day follow the rank, refused in both languages; the
 * monthly review keeps or lowers a rank once per member and month, however often or however concurrently it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, newMember, placedBet } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { signatureHeaders } from '../../platform/gateway/signing.ts';
import { vipLadder, vipState } from '../../contract/calls/vip.ts';
import { upgradeTransferId } from '../../platform/modules/vip/upgrade.ts';

/** 12:00 in Dhaka on 20 November 2026. */
const NOON = Date.parse('2026-11-20T06:00:00.000Z');
const PASSWORD = '135790';

describe.each(STORES)('VIP centre on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = NOON;
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  const db = () => t.platform.context.db;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token?: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const post = (url: string, payload: object, token: string, language = 'en') =>
    api.call({ method: 'POST', url, payload, token, headers: { language } });
  const state = async (token: string, language = 'en') => {
    const reply = await get(vipState.path, token, language);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return vipState.answer.parse(reply.body.value);
  };
  const memberId = async (username: string) =>
    Number(
      (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
    );
  const rankRow = async (username: string) =>
    db()
      .selectFrom('members')
      .select(['rank_level', 'club_label'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
  const bonusTransfers = (id: number) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor'])
      .where('code', '=', 'vip_bonus')
      .where('id', 'like', `vip:upgrade:${id}:%`)
      .orderBy('id')
      .execute();
  const mainMinor = async (token: string) =>
    BigInt((await get('/wps/member/info/funds/consolidated', token)).body.value.main.amountMinor);

  /** An order on the first bKash channel (up to 25,000) and the gateway's signed "paid" body for it. */
  const order = async (token: string, amount: string) => {
    const methods = (await get('/wps/deposit/methods', token)).body.value.methods;
    const channel = methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH').channels[0];
    const opened = await post('/wps/deposit/orders', { channelId: channel.id, amount, requestId: next('dep') }, token);
    expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ success: true });
    const { orderId, amountMinor } = opened.body.value as { orderId: string; amountMinor: string };
    const body = JSON.stringify({
      merchantCode: t.config.merchantCode,
      orderId,
      amountMinor,
      status: 'paid',
      gatewayRef: `REF-${orderId}`,
    });
    return () =>
      api.call({
        method: 'POST',
        url: '/wps/deposit/notify/demo',
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...signatureHeaders(t.config.deposits.gatewaySecret, body, clock),
        },
      });
  };

  /** A member who can withdraw: payment password and a bKash payee; answers the withdraw call. */
  const withdrawer = async (token: string, password: string) => {
    const set = await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: password, newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token, ip: nextIp() },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const added = await post(
      '/wps/member/payees',
      { kind: 'bkash', holderName: 'Vip Player', accountNumber: '01712345678' },
      token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const payeeAccountId = added.body.value.payees[0].id as number;
    return (amount: string, language = 'en') =>
      post(
        '/wps/member/withdrawals',
        { payeeAccountId, amount, paymentPassword: PASSWORD, requestId: next('wd') },
        token,
        language,
      );
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the public ladder with each level’s thresholds, bonus, cashback and withdrawal limits in both languages', async () => {
    const en = vipLadder.answer.parse((await get(vipLadder.path)).body.value);
    expect(en.ranks.map((r) => r.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(en.ranks[2]).toMatchObject({
      name: 'Silver',
      depositMinor: '5000000',
      turnoverMinor: '25000000',
      bonusMinor: '18800',
      withdrawDailyMinor: '10000000',
      withdrawDailyCount: 8,
    });
    // The cashback column is the rebates module's rates: slots 1.5 % below rank 3, 2 % from 3, 2.5 % from 5.
    const slots = (level: number) => en.ranks[level]!.cashback.find((c) => c.category === 'RNG')?.rateBp;
    expect([slots(1), slots(3), slots(5)]).toEqual([150, 200, 250]);
    const bn = vipLadder.answer.parse((await get(vipLadder.path, undefined, 'bn')).body.value);
    expect(bn.ranks[2]!.name).toBe('সিলভার');
    expect(await ops('vip', 'ranks')).toContain(' 2 Silver    deposits 50000.00 or turnover 250000.00 a month');
  });

  it('refuses the member state to guests and trial accounts', async () => {
    expect((await get(vipState.path)).status).toBe(401);
    const trial = (
      await api.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' }, ip: nextIp() })
    ).body.value.token;
    expect((await get(vipState.path, trial)).body.code).toBe('in_need_true_account');
  });

  it('moves a member up once when deposits cross the threshold: 20 parallel notifications, one bonus', async () => {
    const member = await newMember(api);
    const id = await memberId(member.username);
    const before = await state(member.token);
    expect(before).toMatchObject({ rankLevel: 1, labelName: 'Bronze', depositMinor: '0' });
    expect(before.next).toMatchObject({ level: 2, name: 'Silver', depositPercent: 0, depositMissingMinor: '5000000' });
    const sum = await postingsSum(db());
    const main = await mainMinor(member.token);
    // Four orders of 12,500 make the 50,000 Silver needs; each notification is sent five times at once.
    const notices = [];
    for (let i = 0; i < 4; i += 1) notices.push(await order(member.token, '12500'));
    const answers = await Promise.all(notices.flatMap((notify) => Array.from({ length: 5 }, () => notify())));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);

    expect(await bonusTransfers(id)).toEqual([{ id: upgradeTransferId(id, 2), amount_minor: expect.anything() }]);
    expect(BigInt((await bonusTransfers(id))[0]!.amount_minor)).toBe(18_800n);
    expect(await mainMinor(member.token)).toBe(main + 5_000_000n + 18_800n);
    expect(await postingsSum(db())).toBe(sum);
    expect(await rankRow(member.username)).toEqual({ rank_level: 2, club_label: 'Silver' });
    // Member info's clubLabel is the same rank.
    const info = (await get('/wps/member/info', member.token)).body.value;
    expect(info.clubLabel).toEqual({ labelName: 'Silver', rankLevel: 2 });
    const changes = await db().selectFrom('vip_rank_changes').selectAll().where('member_id', '=', id).execute();
    expect(changes.map((c) => [c.from_level, c.to_level, c.reason])).toEqual([[1, 2, 'upgrade']]);

    // 20 parallel reads after it: still one bonus, and the state shows the upgrade.
    const reads = await Promise.all(Array.from({ length: 20 }, () => state(member.token, 'bn')));
    expect(reads[0]).toMatchObject({ rankLevel: 2, labelName: 'সিলভার', depositMinor: '5000000' });
    expect(reads[0]!.next).toMatchObject({ level: 3, depositPercent: 33 });
    expect(reads[0]!.upgrades).toEqual([{ level: 2, bonusMinor: '18800', createdAt: expect.any(String) }]);
    expect(await bonusTransfers(id)).toHaveLength(1);
    const record = (await get('/wps/member/records?type=bonus&from=2026-11-20&to=2026-11-20', member.token)).body;
    expect(JSON.stringify(record)).toContain('vip_bonus');
  });

  it('pays a level once in a life: lowered by the operator and reached again, the bonus is not paid twice', async () => {
    const member = await newMember(api);
    const id = await memberId(member.username);
    const notices = [];
    for (let i = 0; i < 4; i += 1) notices.push(await order(member.token, '12500'));
    for (const notify of notices) expect((await notify()).status).toBe(200);
    expect((await rankRow(member.username)).rank_level).toBe(2);
    expect(await ops('vip', 'set', member.username, '1')).toBe(`${member.username}: level 2 -> 1 (Bronze)`);
    // Read again: the month still reaches Silver, the rank moves up, the transfer replays.
    expect((await state(member.token)).rankLevel).toBe(2);
    expect(await bonusTransfers(id)).toHaveLength(1);
  });

  it('counts deposits net of withdrawals: deposit, withdraw and deposit again reaches no level; a rejection counts back', async () => {
    const turnoverRule = /turnover (\d+)%/.exec(await ops('withdrawal', 'settings'))![1]!;
    await ops('withdrawal', 'set', 'turnover', '0');
    try {
      const member = await newMember(api);
      const id = await memberId(member.username);
      for (let i = 0; i < 2; i += 1) expect((await (await order(member.token, '12500'))()).status).toBe(200);
      // ৳20,000 of the ৳25,000 goes out, then ৳25,000 comes in again: ৳50,000 deposited, ৳30,000 net.
      const withdraw = await withdrawer(member.token, member.password);
      const out = await withdraw('20000');
      expect(out.body.value, JSON.stringify(out.body)).toMatchObject({ status: 'in_process' });
      for (let i = 0; i < 2; i += 1) expect((await (await order(member.token, '12500'))()).status).toBe(200);
      const recycled = await state(member.token);
      expect(recycled).toMatchObject({ rankLevel: 1, depositMinor: '3000000' });
      expect(recycled.next).toMatchObject({ level: 2, depositMissingMinor: '2000000' });
      expect(await bonusTransfers(id)).toEqual([]);
      expect((await rankRow(member.username)).rank_level).toBe(1);

      // The operator rejects the withdrawal: the money never left, so the month's ৳50,000 reaches Silver.
      const listed = await ops('withdrawal', 'list');
      const orderLine = listed.split('\n').find((line) => line.includes(member.username))!;
      const withdrawalId = /^\s*(\d+)/.exec(orderLine)![1]!;
      await ops('withdrawal', 'reject', withdrawalId, 'payee', 'name', 'mismatch');
      expect(await state(member.token)).toMatchObject({ rankLevel: 2, depositMinor: '5000000' });
      expect(await bonusTransfers(id)).toHaveLength(1);
    } finally {
      await ops('withdrawal', 'set', 'turnover', turnoverRule);
    }
  });

  it('moves a member up by settled turnover: 20 parallel bets, then 20 parallel reads, one bonus', async () => {
    // The merchant's ladder asks less turnover of Silver for this test (merchant settings, not a code constant).
    await db()
      .updateTable('vip_ranks')
      .set({ turnover_minor: 2_000n })
      .where('merchant_code', '=', t.config.merchantCode)
      .where('level', '=', 2)
      .execute();
    try {
      const member = await newMember(api);
      const id = await memberId(member.username);
      await ops('credit-bonus', member.username, '100', 'vip turnover');
      const slots = vendorClient(t.app, 'LOTUS_SLOTS', () => clock);
      const session = await gameSession(api, member.token, 'LOTUS_SLOTS', 'lotus-fortune');
      await Promise.all(
        Array.from({ length: 20 }, () =>
          placedBet(slots, session, 'lotus-fortune', 100n, { transactionId: next('bet'), roundId: next('round') }),
        ),
      );
      const reads = await Promise.all(Array.from({ length: 20 }, () => state(member.token)));
      for (const r of reads) expect(r.turnoverMinor).toBe('2000');
      expect((await rankRow(member.username)).rank_level).toBe(2);
      expect(await bonusTransfers(id)).toHaveLength(1);
    } finally {
      await db()
        .updateTable('vip_ranks')
        .set({ turnover_minor: 25_000_000n })
        .where('merchant_code', '=', t.config.merchantCode)
        .where('level', '=', 2)
        .execute();
    }
  });

  it('limits the day’s withdrawals by rank, in amount and in count, refused in both languages', async () => {
    const member = await newMember(api);
    await ops('credit-bonus', member.username, '40000', 'vip withdrawals');
    const withdraw = await withdrawer(member.token, member.password);
    expect((await withdraw('15000')).body.value).toMatchObject({ status: 'in_process', amount: '15000.00' });
    // Bronze allows 20,000 a day: 10,000 more is refused, saying what is left.
    const en = await withdraw('10000');
    expect(en.body).toMatchObject({
      code: 'withdrawal_vip_limit',
      message: 'At VIP level 1 you can withdraw at most ৳20000.00 a day; ৳5000.00 is left today.',
    });
    const bn = await withdraw('10000', 'bn');
    expect(bn.body.code).toBe('withdrawal_vip_limit');
    expect(bn.body.message).toBe('ভিআইপি লেভেল ১-এ আপনি দিনে সর্বোচ্চ ৳২০০০০.০০ উত্তোলন করতে পারেন; আজ বাকি আছে ৳৫০০০.০০।');
    expect((await withdraw('5000')).status).toBe(200);
    // At Silver the same withdrawal goes through (100,000 a day).
    await ops('vip', 'set', member.username, '2');
    expect((await withdraw('10000')).body.value).toMatchObject({ status: 'in_process', amount: '10000.00' });
    const state2 = await state(member.token);
    expect(state2.withdrawals).toEqual({ dailyMinor: '10000000', dailyCount: 8, usedMinor: '3000000', usedCount: 3 });

    // Count: the merchant allows 50 a day, Bronze 5: the sixth of the day is refused.
    await ops('withdrawal', 'set', 'daily', '50');
    const small = await newMember(api);
    await ops('credit-bonus', small.username, '1000', 'vip count');
    const withdrawSmall = await withdrawer(small.token, small.password);
    for (let i = 0; i < 5; i += 1) expect((await withdrawSmall('100')).status).toBe(200);
    expect((await withdrawSmall('100')).body).toMatchObject({
      code: 'withdrawal_daily_limit',
      message: 'You can make at most 5 withdrawals a day.',
    });
    await ops('vip', 'set', small.username, '2');
    expect((await withdrawSmall('100')).status).toBe(200);
  });

  it('opens the VIP customer-service channel above rank 4 only', async () => {
    const four = await newMember(api);
    await ops('vip', 'set', four.username, '4');
    expect((await get('/wps/chat/conversation', four.token)).body.value.conversation.channel).toBe('standard');
    const five = await newMember(api);
    await ops('vip', 'set', five.username, '5');
    expect((await get('/wps/member/info', five.token)).body.value.clubLabel).toEqual({
      labelName: 'Diamond',
      rankLevel: 5,
    });
    expect((await get('/wps/chat/conversation', five.token)).body.value.conversation.channel).toBe('vip');
  });

  it('refuses bad operator input and an unfinished month', async () => {
    await expect(ops('vip', 'set', 'nobody-here', '2')).rejects.toThrow('no member');
    await expect(ops('vip', 'set', 'demoplayer', '9')).rejects.toThrow('expected a level of the ladder');
    await expect(ops('vip', 'review', '2026-13')).rejects.toThrow('expected a month');
    await expect(ops('vip', 'review', '2026-11')).rejects.toThrow('has not ended yet');
  });

  it('reviews a month once per member: a month that met the rank keeps it, any other lowers it one level', async () => {
    // Set in November: the December review looks at them (joined before, no move since December began).
    const keeper = await newMember(api);
    const slacker = await newMember(api);
    await ops('vip', 'set', keeper.username, '3');
    await ops('vip', 'set', slacker.username, '3');
    clock = Date.parse('2026-12-10T06:00:00.000Z');
    // Gold needs 150,000 of deposits in the month: six of 25,000 in December (signed in again: weeks passed).
    const token = (await api.login(keeper.username, keeper.password, nextIp())).body.value.token as string;
    for (let i = 0; i < 6; i += 1) expect((await (await order(token, '25000'))()).status).toBe(200);
    clock = Date.parse('2027-01-02T06:00:00.000Z');
    const runs = await Promise.all(Array.from({ length: 5 }, () => ops('vip', 'review', '2026-12')));
    expect(runs.join('\n')).toContain(`${slacker.username} 3 -> 2`);
    expect(await ops('vip', 'review')).toContain('2026-12: reviewed 0');
    expect(await rankRow(keeper.username)).toEqual({ rank_level: 3, club_label: 'Gold' });
    expect(await rankRow(slacker.username)).toEqual({ rank_level: 2, club_label: 'Silver' });
    for (const who of [keeper, slacker]) {
      const id = await memberId(who.username);
      const reviews = await db().selectFrom('vip_reviews').selectAll().where('member_id', '=', id).execute();
      expect(reviews.map((r) => [r.month, r.from_level, r.to_level])).toEqual([['2026-12', 3, who === keeper ? 3 : 2]]);
      const byReview = await db()
        .selectFrom('vip_rank_changes')
        .select('id')
        .where('member_id', '=', id)
        .where('reason', '=', 'review')
        .execute();
      expect(byReview).toHaveLength(who === keeper ? 0 : 1);
    }
    // A member who joined in December is not reviewed for it.
    clock = Date.parse('2026-12-20T06:00:00.000Z');
    const late = await newMember(api);
    await ops('vip', 'set', late.username, '3');
    clock = Date.parse('2027-01-03T06:00:00.000Z');
    await ops('vip', 'review', '2026-12');
    expect((await rankRow(late.username)).rank_level).toBe(3);
  });
});
