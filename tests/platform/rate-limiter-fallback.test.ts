/**
 * Redis down: the platform keeps taking money and its limits keep holding, counted in the database and shared by
 * every process on it (platform/limits/fallback-rate-limiter.ts). The platforms here are given a Redis address
 * where nothing listens, as after Redis has died.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp } from './accounts-client.ts';
import { LAUNCH_CONSTANTS, launchSession, vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { over, type RateLimiter } from '../../platform/limits/rate-limiter.ts';
import { createRateLimiter } from '../../platform/limits/create-rate-limiter.ts';
import { LAUNCHES_PER_MINUTE } from '../../platform/modules/seamless/launch.ts';

// A loopback port nothing listens on: Redis is down for these platforms.
const DEAD_REDIS = 'redis://127.0.0.1:5219';

describe.each(STORES)('limits while Redis is down on %s', (store) => {
  let t: TestPlatform;
  // Another process's limiter on the same database and the same dead Redis.
  let second: RateLimiter;

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false, env: { REDIS_URL: DEAD_REDIS } });
    second = createRateLimiter(t.config, Date.now, undefined, t.platform.context.db);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('counts in the database, one count for every process on it', async () => {
    expect(t.config.redisUrl).toBe(DEAD_REDIS);
    const key = `fallback-test:${Date.now()}`;
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push((await t.platform.context.limiter.hit(key, 60_000)).count);
    expect(counts).toEqual([1, 2, 3]);
    const rows = await t.platform.context.db.selectFrom('rate_limit_windows').select('count').execute();
    expect(rows.map((r) => Number(r.count))).toContain(3);
    expect((await second.hit(key, 60_000)).count).toBe(4);
    expect(over(await t.platform.context.limiter.hit(key, 60_000), 4)).toBe(true);
  });

  it('holds the game-launch limit and keeps taking bets and wins', async () => {
    const api = caller(t.app);
    await COMMANDS['credit-bonus']!.run(t.platform.context, ['vipplayer', '1000', 'redis', 'down']);
    const login = await api.login('vipplayer', 'Demo1234', nextIp());
    expect(login.status).toBe(200);
    const token = login.body.value.token as string;
    const session = await launchSession(api, token, 'LOTUS_SLOTS', 'lotus-fortune');
    const vendor = vendorClient(t.app, 'LOTUS_SLOTS');
    const round = `rd-round-${Date.now()}`;
    const bet = {
      session,
      transactionId: `rd-bet-${Date.now()}`,
      roundId: round,
      gameCode: 'lotus-fortune',
      amountMinor: '100',
    };
    const debit = await vendor.debit(bet);
    expect(debit.status).toBe(200);
    const credit = await vendor.credit({
      player: debit.body.player,
      transactionId: `rd-win-${Date.now()}`,
      roundId: round,
      gameCode: 'lotus-fortune',
      amountMinor: '250',
      betTransactionId: bet.transactionId,
    });
    expect(credit.status).toBe(200);
    // One launch is counted above; the limit's last allowed launch, then the first refused.
    const launch = () =>
      api.call({
        method: 'POST',
        url: '/wps/game/launchGameV2',
        token,
        payload: { gameId: 'lotus-fortune', vassalage: 'LOTUS_SLOTS', ...LAUNCH_CONSTANTS },
      });
    for (let i = 1; i < LAUNCHES_PER_MINUTE; i += 1) expect((await launch()).status).toBe(200);
    const refused = await launch();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBeTruthy();
  }, 60_000);
});
