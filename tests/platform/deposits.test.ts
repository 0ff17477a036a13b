import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { signatureHeaders } from '../../platform/gateway/signing.ts';

describe.each(STORES)('deposits on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let player: string;
  let secret: string;
  let clock = Date.now();
  let key = 0;
  const requestId = () => `dep-${Date.now()}-${(key += 1)}`;

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock });
    api = caller(t.app, () => clock);
    secret = t.config.deposits.gatewaySecret;
    player = (await api.login('demoplayer', 'Demo1234')).body.value.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token: string, language = 'en') =>
    api.call({ method: 'GET', url, token, headers: { language } });
  const open = (token: string, payload: Record<string, unknown>, language = 'en') =>
    api.call({ method: 'POST', url: '/wps/deposit/orders', payload, token, headers: { language } });
  const bkash = async () =>
    (await get('/wps/deposit/methods', player)).body.value.methods.find(
      (m: { method: string }) => m.method === 'PAYMENT_BKASH',
    ).channels[0];
  const balanceMinor = async (token = player) =>
    BigInt((await get('/wps/v2/wallets/balance', token)).body.value.sumBalanceMinor);
  const transfers = async () =>
    Number(
      (
        await t.platform.context.db
          .selectFrom('ledger_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const orderStatus = async (orderId: string) =>
    (await get(`/wps/deposit/orders/${orderId}`, player)).body.value.status;
  const notice = (orderId: string, amountMinor: string, status = 'paid') =>
    JSON.stringify({ merchantCode: 'demo', orderId, amountMinor, status, gatewayRef: `REF-${orderId}` });
  /** A notification as the gateway sends it: the raw body, signed with `withSecret` at `atMs`. */
  const notify = (body: string, { withSecret = secret, atMs = clock, headers = {} as Record<string, string> } = {}) =>
    api.call({
      method: 'POST',
      url: '/wps/deposit/notify/demo',
      payload: body,
      headers: { 'content-type': 'application/json', ...signatureHeaders(withSecret, body, atMs), ...headers },
    });
  const newOrder = async (amount = '500') => {
    const channel = await bkash();
    const answer = await open(player, { channelId: channel.id, amount, requestId: requestId() });
    expect(answer.status).toBe(200);
    return answer.body.value as { orderId: string; status: string; amountMinor: string; payUrl: string };
  };

  it("lists the footer's payment methods with channels, limits and presets, in the player's language", async () => {
    const en = (await get('/wps/deposit/methods', player)).body.value;
    expect(en.methods.map((m: { method: string }) => m.method)).toEqual([
      'PAYMENT_BKASH',
      'PAYMENT_NAGAD',
      'PAYMENT_ROCKET',
      'PAYMENT_BANK',
    ]);
    expect(en.methods[0]).toMatchObject({ name: 'bKash', icon: '/images/payments/bkash.svg' });
    expect(en.methods[0].channels[0]).toMatchObject({
      min: { amount: '200.00', amountMinor: '20000' },
      max: { amountMinor: '2500000' },
    });
    expect(en.methods[0].channels[0].presets.map((p: { amount: string }) => p.amount)).toEqual([
      '500.00',
      '1000.00',
      '2000.00',
      '5000.00',
    ]);
    const bn = (await get('/wps/deposit/methods', player, 'bn')).body.value;
    expect(bn.methods[3].name).toBe('ব্যাংক ট্রান্সফার');
  });

  it("opens a pending order with the gateway's page address; the same request id gives the same order", async () => {
    const channel = await bkash();
    const id = requestId();
    const first = await open(player, { channelId: channel.id, amount: '750.50', requestId: id });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      status: 'pending',
      amount: '750.50',
      amountMinor: '75050',
      currency: 'BDT',
    });
    expect(first.body.value.payUrl).toMatch(/^\/gateway\/demo\/pay\?/);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => open(player, { channelId: channel.id, amount: '750.50', requestId: id })),
    );
    for (const r of replays) expect(r.body.value.orderId).toBe(first.body.value.orderId);
    const orders = await t.platform.context.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('request_id', '=', id)
      .execute();
    expect(orders).toHaveLength(1);
    const other = await open(player, { channelId: channel.id, amount: '800', requestId: id });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('duplicate_request');
  });

  it("refuses amounts outside the channel's limits or not amounts at all, in the player's language", async () => {
    const channel = await bkash();
    const low = await open(player, { channelId: channel.id, amount: '199.99', requestId: requestId() });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('The amount must be between 200.00 and 25000.00.');
    const high = await open(player, { channelId: channel.id, amount: '25000.01', requestId: requestId() }, 'bn');
    // Numbers in a Bengali message are in Bengali digits (contract/rules/digits.ts).
    expect(high.body.message).toBe('পরিমাণ ২০০.০০ থেকে ২৫০০০.০০ এর মধ্যে হতে হবে।');
    for (const amount of ['-500', '500.001', 'abc', '0']) {
      expect((await open(player, { channelId: channel.id, amount, requestId: requestId() })).status, amount).toBe(400);
    }
    expect((await open(player, { channelId: channel.id, amount: 500, requestId: requestId() })).status).toBe(400);
    expect((await open(player, { channelId: 999_999, amount: '500', requestId: requestId() })).body.code).toBe(
      'deposit_channel_unknown',
    );
    expect(
      await t.platform.context.db
        .selectFrom('deposit_orders')
        .select('id')
        .where('amount_minor', '=', 19999n)
        .execute(),
    ).toHaveLength(0);
  });

  it('refuses trial accounts and guests', async () => {
    const channel = await bkash();
    const trial = (
      await api.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' }, ip: nextIp() })
    ).body.value.token;
    expect((await open(trial, { channelId: channel.id, amount: '500', requestId: requestId() })).body.code).toBe(
      'in_need_true_account',
    );
    expect((await get('/wps/deposit/methods', trial)).status).toBe(403);
    const guest = await api.call({
      method: 'POST',
      url: '/wps/deposit/orders',
      payload: { channelId: channel.id, amount: '500', requestId: requestId() },
    });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('not_logged_in');
  });

  it('credits a paid notification once, with the deposit_arrived message, however often it is replayed', async () => {
    const order = await newOrder('500');
    const before = await balanceMinor();
    const count = await transfers();
    const body = notice(order.orderId, order.amountMinor);
    const first = await notify(body);
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({ orderId: order.orderId, status: 'paid' });
    const again = await notify(body);
    expect(again.body.value.status).toBe('paid');
    expect(await balanceMinor()).toBe(before + 50_000n);
    expect(await transfers()).toBe(count + 1);
    expect(await orderStatus(order.orderId)).toBe('paid');
    const inbox = (await get('/wps/member/messages', player)).body.value.items;
    expect(
      inbox.filter(
        (m: { kind: string; body: string }) => m.kind === 'deposit_arrived' && m.body.includes(order.orderId),
      ),
    ).toHaveLength(1);
    const transfer = await t.platform.context.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('id', '=', `deposit:${order.orderId}`)
      .executeTakeFirstOrThrow();
    expect(transfer.code).toBe('deposit');
  });

  it('credits once when the same paid notification arrives 10 times in parallel', async () => {
    const order = await newOrder('1000');
    const before = await balanceMinor();
    const count = await transfers();
    const body = notice(order.orderId, order.amountMinor);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(body)));
    for (const a of answers) expect(a.status).toBe(200);
    expect(await balanceMinor()).toBe(before + 100_000n);
    expect(await transfers()).toBe(count + 1);
    const messages = await t.platform.context.db
      .selectFrom('member_messages')
      .select('params')
      .where('kind', '=', 'deposit_arrived')
      .execute();
    expect(messages.filter((m) => m.params.includes(order.orderId))).toHaveLength(1);
  });

  it('refuses a bad signature, a stale or future timestamp, an unknown order and a wrong amount, changing nothing', async () => {
    const order = await newOrder('600');
    const before = await balanceMinor();
    const count = await transfers();
    const body = notice(order.orderId, order.amountMinor);
    const forged = await notify(body, { withSecret: 'not-the-merchant-secret-at-all-0000000' });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('deposit_signature_invalid');
    expect((await notify(body, { atMs: clock - 301_000 })).status).toBe(401);
    expect((await notify(body, { atMs: clock + 301_000 })).status).toBe(401);
    // A signature for one body does not carry over to another.
    const signed = signatureHeaders(secret, body, clock);
    const swapped = await api.call({
      method: 'POST',
      url: '/wps/deposit/notify/demo',
      payload: notice(order.orderId, '6000000'),
      headers: { 'content-type': 'application/json', ...signed },
    });
    expect(swapped.status).toBe(401);
    const unsigned = await api.call({
      method: 'POST',
      url: '/wps/deposit/notify/demo',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    const unknown = await notify(notice('D0000000000000000000A', order.amountMinor));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('deposit_order_unknown');
    const mismatch = await notify(notice(order.orderId, '60001'));
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('deposit_amount_mismatch');
    const otherMerchant = await notify(
      JSON.stringify({
        merchantCode: 'other',
        orderId: order.orderId,
        amountMinor: order.amountMinor,
        status: 'paid',
        gatewayRef: 'x',
      }),
    );
    expect(otherMerchant.status).toBe(404);
    expect(
      (
        await api.call({
          method: 'POST',
          url: '/wps/deposit/notify/nosuch',
          payload: body,
          headers: { 'content-type': 'application/json', ...signed },
        })
      ).status,
    ).toBe(404);
    expect(await balanceMinor()).toBe(before);
    expect(await transfers()).toBe(count);
    expect(await orderStatus(order.orderId)).toBe('pending');
    // Within the window (just inside 300 s) the genuine notification still works afterwards.
    expect((await notify(body, { atMs: clock - 299_000 })).body.value.status).toBe('paid');
    expect(await balanceMinor()).toBe(before + 60_000n);
  });

  it('marks a failed notification failed once with deposit_failed, moves no money, and refuses a later paid one', async () => {
    const order = await newOrder('700');
    const before = await balanceMinor();
    const count = await transfers();
    const failed = notice(order.orderId, order.amountMinor, 'failed');
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(failed)));
    for (const a of answers) expect(a.body.value.status).toBe('failed');
    expect(await orderStatus(order.orderId)).toBe('failed');
    const messages = await t.platform.context.db
      .selectFrom('member_messages')
      .select('params')
      .where('kind', '=', 'deposit_failed')
      .execute();
    expect(messages.filter((m) => m.params.includes(order.orderId))).toHaveLength(1);
    const late = await notify(notice(order.orderId, order.amountMinor));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('deposit_order_closed');
    expect(await balanceMinor()).toBe(before);
    expect(await transfers()).toBe(count);
  });

  it('shows a member only their own orders, and a pending order past its time as expired', async () => {
    const order = await newOrder('300');
    const vip = (await api.login('vipplayer', 'Demo1234')).body.value.token;
    expect((await get(`/wps/deposit/orders/${order.orderId}`, vip)).body.code).toBe('deposit_order_unknown');
    clock += t.config.deposits.orderMinutes * 60_000 + 1000;
    // The player's session would be idle that long too: a new login, as the person would after a break.
    player = (await api.login('demoplayer', 'Demo1234')).body.value.token;
    expect(await orderStatus(order.orderId)).toBe('expired');
    expect((await get(`/wps/deposit/orders/${order.orderId}`, player)).body.value.payUrl).toBeNull();
    // Money the gateway says it took is never lost: a late paid notification still credits the expired order.
    const before = await balanceMinor();
    expect((await notify(notice(order.orderId, order.amountMinor))).body.value.status).toBe('paid');
    expect(await balanceMinor()).toBe(before + 30_000n);
  });

  describe('the demo gateway', () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    const pay = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/gateway/demo/pay',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const fieldsOf = (payUrl: string) => Object.fromEntries(new URL(payUrl, 'http://site').searchParams);

    it('shows the order on a script-free page and, on Pay, notifies the platform and sends the browser back', async () => {
      const order = await newOrder('2000');
      const before = await balanceMinor();
      const shown = await page(order.payUrl);
      expect(shown.statusCode).toBe(200);
      // The site's money format (src/lib/format), in English digits on an English order.
      expect(shown.body).toContain('2,000.00 BDT');
      expect(shown.body).not.toContain('<script');
      expect(shown.headers['content-security-policy']).toMatch(
        /default-src 'none'; img-src 'self'; style-src 'sha256-[A-Za-z0-9+/=]+'/,
      );
      const paid = await pay({ ...fieldsOf(order.payUrl), action: 'pay' });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/en/member?page=depositv2&order=${order.orderId}`);
      expect(await orderStatus(order.orderId)).toBe('paid');
      expect(await balanceMinor()).toBe(before + 200_000n);
      // Pressing Pay again (back button, double submit) moves nothing more.
      expect((await pay({ ...fieldsOf(order.payUrl), action: 'pay' })).statusCode).toBe(303);
      expect(await balanceMinor()).toBe(before + 200_000n);
    });

    it('writes the amount in Bengali digits on an order opened in Bengali, in English digits otherwise', async () => {
      const channel = await bkash();
      const bengali = (await open(player, { channelId: channel.id, amount: '1234.5', requestId: requestId() }, 'bn'))
        .body.value;
      const shown = await page(bengali.payUrl);
      expect(shown.body).toContain('<html lang="bn">');
      expect(shown.body).toContain('১,২৩৪.৫০ BDT');
      expect(shown.body).not.toContain('1234.50');
    });

    it('cancels into a failed order, and refuses a link whose amount was changed', async () => {
      const order = await newOrder('400');
      const fields = fieldsOf(order.payUrl);
      const tampered = await page(
        `/gateway/demo/pay?${new URLSearchParams({ ...fields, amountMinor: '4000000' }).toString()}`,
      );
      expect(tampered.statusCode).toBe(400);
      expect((await pay({ ...fields, amountMinor: '4000000', action: 'pay' })).statusCode).toBe(400);
      expect((await pay({ ...fields, returnPath: '//evil.example/', action: 'pay' })).statusCode).toBe(400);
      expect(await orderStatus(order.orderId)).toBe('pending');
      const cancelled = await pay({ ...fields, action: 'cancel' });
      expect(cancelled.statusCode).toBe(303);
      expect(await orderStatus(order.orderId)).toBe('failed');
    });
  });
});
