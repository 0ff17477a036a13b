/**
 * Issue 12 §2.4: per-member limits on what costs the platform a row each time. Deposit orders: at most
 * MAX_OPEN_ORDERS waiting for payment and ORDERS_PER_MINUTE new ones a minute; game launches: LAUNCHES_PER_MINUTE.
 * A burst of parallel requests (the attack opened 300 orders in 0.6 s) gets exactly the limit, the rest a clear
 * refusal in the player's language, and nothing written for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { LAUNCH_CONSTANTS } from './seamless-client.ts';
import { MAX_OPEN_ORDERS, ORDERS_PER_MINUTE } from '../../platform/modules/deposits/orders.ts';
import { LAUNCHES_PER_MINUTE } from '../../platform/modules/seamless/launch.ts';

describe.each(STORES)('per-member limits on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.now();
  let key = 0;
  const now = () => clock;
  const requestId = () => `limit-${Date.now()}-${(key += 1)}`;
  const login = async (username: string) =>
    (await api.login(username, 'Demo1234', nextIp())).body.value.token as string;
  const codes = (replies: { status: number; body: any }[]) => {
    const counted: Record<string, number> = {};
    for (const reply of replies) {
      const code = reply.status === 200 ? 'ok' : String(reply.body.code);
      counted[code] = (counted[code] ?? 0) + 1;
    }
    return counted;
  };
  /** Every order the member has, whatever its status: refused requests must have written none. */
  const ordersOf = async (username: string) =>
    (
      await t.platform.context.db
        .selectFrom('deposit_orders')
        .innerJoin('members', 'members.id', 'deposit_orders.member_id')
        .select('deposit_orders.id')
        .where('members.username', '=', username)
        .where('members.merchant_code', '=', t.config.merchantCode)
        .execute()
    ).length;

  beforeAll(async () => {
    // The limiter in process, on the platform's clock: the test moves past the windows.
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a burst of deposit orders opens only the allowed open orders; the rest are refused in the player's language", async () => {
    const token = await login('demoplayer');
    const methods = await api.call({ method: 'GET', url: '/wps/deposit/methods', token });
    const channel = methods.body.value.methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH')
      .channels[0];
    const open = (language = 'en') =>
      api.call({
        method: 'POST',
        url: '/wps/deposit/orders',
        token,
        headers: { language },
        payload: { channelId: channel.id, amount: '500', requestId: requestId() },
      });

    const burst = await Promise.all(Array.from({ length: 60 }, () => open()));
    const counted = codes(burst);
    expect(counted.ok).toBe(MAX_OPEN_ORDERS);
    expect(counted.deposit_too_many_open).toBe(ORDERS_PER_MINUTE - MAX_OPEN_ORDERS);
    expect(counted.deposit_too_fast).toBe(60 - ORDERS_PER_MINUTE);
    const refused = burst.find((reply) => reply.body.code === 'deposit_too_many_open')!;
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(`${MAX_OPEN_ORDERS} deposit orders`);
    expect(await ordersOf('demoplayer')).toBe(MAX_OPEN_ORDERS);

    // A minute later the rate allows more, but the open orders are still open: refused, in Bengali when asked.
    clock += 61_000;
    const bn = await open('bn');
    expect(bn.status).toBe(429);
    expect(bn.body.code).toBe('deposit_too_many_open');
    expect(bn.body.message).toContain('ডিপোজিট অর্ডার');

    // Once they expire they no longer count (a new login: the old one idled out meanwhile).
    clock += t.config.deposits.orderMinutes * 60_000 + 1000;
    api = caller(t.app, now);
    const again = await api.call({
      method: 'POST',
      url: '/wps/deposit/orders',
      token: await login('demoplayer'),
      payload: { channelId: channel.id, amount: '500', requestId: requestId() },
    });
    expect(again.status).toBe(200);
  });

  it('a burst of game launches opens only the allowed game sessions a minute; the rest are refused', async () => {
    const token = await login('vipplayer');
    const before = Number(
      (
        await t.platform.context.db
          .selectFrom('game_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const launch = (language = 'en') =>
      api.call({
        method: 'POST',
        url: '/wps/game/launchGameV2',
        token,
        headers: { language },
        payload: { ...LAUNCH_CONSTANTS, gameId: 'lotus-fortune', vassalage: 'LOTUS_SLOTS', language },
      });
    const burst = await Promise.all(Array.from({ length: LAUNCHES_PER_MINUTE + 30 }, () => launch()));
    const counted = codes(burst);
    expect(counted.ok).toBe(LAUNCHES_PER_MINUTE);
    expect(counted.game_launch_too_fast).toBe(30);
    const refused = burst.find((reply) => reply.status === 429)!;
    expect(refused.body.message).toBe('Too many games opened in a short time. Please wait a minute and try again.');
    const after = Number(
      (
        await t.platform.context.db
          .selectFrom('game_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBe(LAUNCHES_PER_MINUTE);
    expect((await launch('bn')).body.message).toContain('অনেক বেশি গেম');
    clock += 61_000;
    expect((await launch()).status).toBe(200);
  });
});
