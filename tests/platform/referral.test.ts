/**
 * Invite friends through the HTTP surface: a friend who registers with a member's code becomes the member's
 * invitee; the referrer is rewarded ONCE when the friend's first paid deposit reaches the merchant's minimum
 * (20 parallel settlements of one order, and several orders settling at once, make one transfer); a first deposit
 * below the minimum never pays; a friend registering from the referrer's address is held until the operator
 * releases (then paid) or rejects (never paid); the flag REFERRAL3 off answers 404 and records nothing; every
 * movement balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { uniqueId } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { signatureHeaders } from '../../platform/gateway/signing.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { fetchReferral } from '../../contract/calls/referral.ts';

describe.each(STORES)('invite friends on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  const db = () => t.platform.context.db;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const page = async (token: string) => {
    const reply = await api.call({ method: 'GET', url: fetchReferral.path, token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return fetchReferral.answer.parse(reply.body.value);
  };

  /** Each friend's own network (a /24 of 198.18.0.0/15), apart from the referrers' (nextIp's 100.64.0.0/10). */
  let network = 0;
  const friendIp = () => {
    network += 1;
    return `198.${18 + (network >> 8)}.${network & 255}.7`;
  };

  /** A friend registering through the public form from `ip` with `referralCode`. */
  const friend = async (referralCode: string, ip = friendIp()) => {
    const username = uniqueId('friend').replace(/-/g, '');
    const res = await api.sealed(
      '/wps/member/register',
      { username, password: 'Secret123', confirmPassword: 'Secret123', referralCode },
      { method: 'PUT', ip },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (
      await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    ).id;
    return { username, id, token: res.body.value.token as string };
  };

  /** A referrer with a code: a new member registered from its own address, which opened its page. */
  const referrer = async () => {
    const ip = nextIp();
    const username = uniqueId('ref').replace(/-/g, '');
    const res = await api.sealed(
      '/wps/member/register',
      { username, password: 'Secret123', confirmPassword: 'Secret123' },
      { method: 'PUT', ip },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = res.body.value.token as string;
    return { username, token, ip, code: (await page(token)).code };
  };

  /** An open deposit order of the member, and the gateway's signed "paid" notification for it, to send at will. */
  const order = async (token: string, amount: string) => {
    const methods = (await api.call({ method: 'GET', url: '/wps/deposit/methods', token })).body.value.methods;
    const channel = methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH').channels[0];
    const opened = await api.call({
      method: 'POST',
      url: '/wps/deposit/orders',
      payload: { channelId: channel.id, amount, requestId: uniqueId('dep') },
      token,
    });
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
          ...signatureHeaders(t.config.deposits.gatewaySecret, body, Date.now()),
        },
      });
  };
  const deposit = async (token: string, amount: string) => {
    const reply = await (await order(token, amount))();
    expect(reply.body.value.status, JSON.stringify(reply.body)).toBe('paid');
  };

  const rewards = (inviteeId: number) =>
    db()
      .selectFrom('ledger_transfers')
      .select(['id', 'amount_minor', 'credit_account_id'])
      .where('code', '=', 'referral_reward')
      .where('id', '=', `referral:${inviteeId}`)
      .execute();
  const mainMinor = async (token: string) =>
    BigInt(
      (await api.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', token })).body.value.main
        .amountMinor,
    );

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    api = caller(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the code, the link on the configured address, the rule, and no invitees at first', async () => {
    const r = await referrer();
    const view = await page(r.token);
    expect(view.code).toMatch(/^[A-Z2-9]{8}$/);
    // The code is the member's own: asked again (or by 10 at once) it stays the same.
    const again = await Promise.all(Array.from({ length: 10 }, () => page(r.token)));
    expect(new Set(again.map((v) => v.code))).toEqual(new Set([view.code]));
    // No PUBLIC_URL in the test platform (a demo on the default HOST and PORT): the link is whole on the address the
    // server is configured to listen on, so a phone scanning its QR code can open it; never the request's Host.
    expect(view.link).toBe(`http://127.0.0.1:4321/register?ref=${view.code}`);
    expect(view).toMatchObject({
      rewardMinor: '10000',
      reward: '100.00',
      minDepositMinor: '50000',
      earnedMinor: '0',
      agentCode: null,
      invitees: [],
    });
  });

  it('records the relation at registration and rewards once under 20 parallel settlements', async () => {
    const r = await referrer();
    const f = await friend(r.code.toLowerCase());
    expect((await page(r.token)).invitees).toEqual([
      expect.objectContaining({ username: f.username, status: 'registered', decidedAt: null }),
    ]);
    const before = await mainMinor(r.token);

    const notify = await order(f.token, '600');
    const replies = await Promise.all(Array.from({ length: 20 }, () => notify()));
    for (const reply of replies) expect(reply.body.value?.status, JSON.stringify(reply.body)).toBe('paid');

    expect(await rewards(f.id)).toHaveLength(1);
    expect(await mainMinor(r.token)).toBe(before + 10_000n);
    const view = await page(r.token);
    expect(view.invitees[0]).toMatchObject({ username: f.username, status: 'rewarded' });
    expect(view).toMatchObject({ earnedMinor: '10000', earned: '100.00' });

    // A later deposit of the same friend pays nothing more.
    await deposit(f.token, '1000');
    expect(await rewards(f.id)).toHaveLength(1);
    expect(await mainMinor(r.token)).toBe(before + 10_000n);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('pays once when several first deposits settle at once, each notified four times', async () => {
    const r = await referrer();
    const f = await friend(r.code);
    const notifies = await Promise.all(Array.from({ length: 5 }, () => order(f.token, '700')));
    await Promise.all(notifies.flatMap((notify) => Array.from({ length: 4 }, () => notify())));
    expect(await rewards(f.id)).toHaveLength(1);
    const relation = await db()
      .selectFrom('referrals')
      .selectAll()
      .where('invitee_id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(relation.status).toBe('rewarded');
    expect(BigInt(relation.first_deposit_minor!)).toBe(70_000n);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('pays nothing when the first deposit is below the minimum, not even for a larger one after it', async () => {
    const r = await referrer();
    const f = await friend(r.code);
    await deposit(f.token, '300');
    expect((await page(r.token)).invitees[0]).toMatchObject({ username: f.username, status: 'deposited' });
    await deposit(f.token, '900');
    expect(await rewards(f.id)).toHaveLength(0);
    expect((await page(r.token)).earnedMinor).toBe('0');
  });

  it('holds a friend registering from the referrer’s address until the operator releases it, then pays once', async () => {
    const r = await referrer();
    const f = await friend(r.code, r.ip);
    expect((await page(r.token)).invitees[0]).toMatchObject({ username: f.username, status: 'held' });
    await deposit(f.token, '800');
    expect(await rewards(f.id)).toHaveLength(0);
    expect(await ops('referral', 'list', 'held')).toContain(`${f.username} invited by ${r.username}  held`);

    const before = await mainMinor(r.token);
    expect(await ops('referral', 'release', f.username)).toContain('the referrer was rewarded');
    expect(await rewards(f.id)).toHaveLength(1);
    expect(await mainMinor(r.token)).toBe(before + 10_000n);
    expect((await page(r.token)).invitees[0]).toMatchObject({ status: 'rewarded' });
    await expect(ops('referral', 'release', f.username)).rejects.toThrow(/not held/);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('holds a friend registering from the next address of the referrer’s /24, and one sharing a payee account', async () => {
    const r = await referrer();
    const [a, b, c, d] = r.ip.split('.').map(Number) as [number, number, number, number];
    const neighbour = await friend(r.code, `${a}.${b}.${c}.${d === 254 ? 1 : d + 1}`);
    expect((await page(r.token)).invitees[0]).toMatchObject({ username: neighbour.username, status: 'held' });
    await deposit(neighbour.token, '800');
    expect(await rewards(neighbour.id)).toHaveLength(0);

    // From a network of its own, but paying out to the referrer's bKash account: held when the reward falls due.
    const payee = async (token: string) => {
      const set = await api.sealed(
        '/wps/member/paymentPassword',
        { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
        { token, ip: friendIp() },
      );
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const added = await api.call({
        method: 'POST',
        url: '/wps/member/payees',
        payload: { kind: 'bkash', holderName: 'Same Person', accountNumber: '01798765432' },
        token,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    };
    const twin = await friend(r.code);
    expect((await page(r.token)).invitees[0]).toMatchObject({ username: twin.username, status: 'registered' });
    await payee(r.token);
    await payee(twin.token);
    await deposit(twin.token, '800');
    expect(await rewards(twin.id)).toHaveLength(0);
    expect(await ops('referral', 'list', 'held')).toContain(`${twin.username} invited by ${r.username}  held`);
    // The operator's release is a decision: it pays, the shared payee notwithstanding.
    expect(await ops('referral', 'release', twin.username)).toContain('the referrer was rewarded');
    expect(await rewards(twin.id)).toHaveLength(1);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('never pays a held friend the operator rejected', async () => {
    const r = await referrer();
    const f = await friend(r.code, r.ip);
    expect(await ops('referral', 'reject', f.username)).toContain('rejected');
    await deposit(f.token, '800');
    expect(await rewards(f.id)).toHaveLength(0);
    expect((await page(r.token)).invitees[0]).toMatchObject({ status: 'rejected' });
    await expect(ops('referral', 'release', f.username)).rejects.toThrow(/not held/);
  });

  it('uses the merchant’s reward and minimum set by the operator', async () => {
    expect(await ops('referral', 'settings', '50', '1000')).toBe(
      'reward 50.00 per friend whose first deposit is at least 1000.00',
    );
    try {
      const r = await referrer();
      const f = await friend(r.code);
      await deposit(f.token, '1000');
      expect((await rewards(f.id)).map((row) => BigInt(row.amount_minor))).toEqual([5_000n]);
      await expect(ops('referral', 'settings', '0', '10')).rejects.toThrow(/expected a reward/);
    } finally {
      await ops('referral', 'settings', '100', '500');
    }
  });

  it('ignores a code that is no member’s, and an agent sees its own invitation code too', async () => {
    const stray = await friend('ZZZZ2222');
    expect(await db().selectFrom('referrals').selectAll().where('invitee_id', '=', stray.id).execute()).toEqual([]);
    const agentToken = (await api.login('demoagent', 'Demo1234', nextIp())).body.value.token as string;
    const view = await page(agentToken);
    expect(view.agentCode).toMatch(/^[A-Za-z0-9]{2,32}$/);
    expect(view.code).not.toBe(view.agentCode);
  });

  it('answers 404 with the flag off, records no relation and pays nothing; trial accounts are refused', async () => {
    const r = await referrer();
    await ops('flag', 'REFERRAL3', 'off');
    try {
      const reply = await api.call({
        method: 'GET',
        url: fetchReferral.path,
        token: r.token,
        headers: { language: 'bn' },
      });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, code: 'feature_off', message: 'এই সেবাটি এখন পাওয়া যাচ্ছে না।' });
      const f = await friend(r.code);
      expect(await db().selectFrom('referrals').selectAll().where('invitee_id', '=', f.id).execute()).toEqual([]);
      await deposit(f.token, '800');
      expect(await rewards(f.id)).toHaveLength(0);
    } finally {
      await ops('flag', 'REFERRAL3', 'on');
    }
    const trial = await api.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      ip: nextIp(),
    });
    const refused = await api.call({ method: 'GET', url: fetchReferral.path, token: trial.body.value.token });
    expect(refused.body).toMatchObject({ success: false, code: 'in_need_true_account' });
  });
});
