/**
 * Issue 12 §2.1: sessions are bound to their merchant. Two platforms of different merchants on ONE database (the
 * same SQLite file or PostgreSQL schema): a login token or game session of one opens nothing on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startSiblingPlatform, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';

describe.each(STORES)('sessions bound to their merchant on %s', (store) => {
  let demo: TestPlatform;
  let demo2: TestPlatform;
  let onDemo: Caller;
  let onDemo2: Caller;
  let token: string;

  beforeAll(async () => {
    demo = await startTestPlatform(store, { redis: false });
    demo2 = await startSiblingPlatform(demo, 'demo2');
    onDemo = caller(demo.app);
    onDemo2 = caller(demo2.app);
    await COMMANDS['credit-bonus']!.run(demo.platform.context, ['demoplayer', '1000', 'binding', 'bonus']);
    const login = await onDemo.login('demoplayer', 'Demo1234', nextIp());
    expect(login.status).toBe(200);
    token = login.body.value.token;
  });
  afterAll(async () => {
    await demo2?.close();
    await demo?.close();
  });

  it('refuses a demo token on the demo2 platform for member data, payees, withdrawals and messages', async () => {
    // The same username exists on demo2 (seeded alike): the token must still not reach either member's data.
    for (const url of [
      '/wps/member/info',
      '/wps/member/payees',
      '/wps/member/withdrawals',
      '/wps/member/messages',
      '/wps/v2/wallets/balance',
    ]) {
      const res = await onDemo2.call({ method: 'GET', url, token });
      expect(res.status, url).toBe(401);
      expect(res.body.code, url).toBe('not_logged_in');
    }
    // And it still works where it was issued.
    const home = await onDemo.call({ method: 'GET', url: '/wps/member/info', token });
    expect(home.status).toBe(200);
  });

  it('does not let the other platform launch games with it, or log it out', async () => {
    const launch = await onDemo2.call({
      method: 'POST',
      url: '/wps/game/launchGameV2',
      token,
      payload: {
        gameId: GAME,
        vassalage: VENDOR,
        accountType: 1,
        confirmTrans: 0,
        clientType: 3,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        language: 'en',
      },
    });
    expect(launch.status).toBe(401);
    await onDemo2.call({ method: 'DELETE', url: '/wps/session/logout', token });
    expect((await onDemo.call({ method: 'GET', url: '/wps/member/info', token })).status).toBe(200);
  });

  it("refuses a demo game session on demo2's seamless wallet, for balance and bets, and moves no money", async () => {
    const session = await launchSession(onDemo, token, VENDOR, GAME);
    const vendorOnDemo2 = vendorClient(demo2.app, VENDOR);
    const balance = await vendorOnDemo2.balance(session);
    expect(balance.status).toBe(401);
    expect(balance.body.error.code).toBe('session_invalid');
    const bet = await vendorOnDemo2.debit({
      session,
      transactionId: 'bind-bet-1',
      roundId: 'bind-round-1',
      gameCode: GAME,
      amountMinor: '100',
    });
    expect(bet.status).toBe(401);
    expect(bet.body.error.code).toBe('session_invalid');
    // The same session still bets where it was opened, and the wallet shows only that bet.
    const vendorOnDemo = vendorClient(demo.app, VENDOR);
    const before = BigInt((await vendorOnDemo.balance(session)).body.balanceMinor);
    const ok = await vendorOnDemo.debit({
      session,
      transactionId: 'bind-bet-2',
      roundId: 'bind-round-2',
      gameCode: GAME,
      amountMinor: '100',
    });
    expect(ok.status).toBe(200);
    // Twice: the second bet of a session takes the short path (sqlite-short-path.ts, pg-debit.ts).
    const again = await vendorOnDemo.debit({
      session,
      transactionId: 'bind-bet-3',
      roundId: 'bind-round-3',
      gameCode: GAME,
      amountMinor: '100',
    });
    expect(again.status).toBe(200);
    expect(BigInt(again.body.balanceMinor)).toBe(before - 200n);
    const later = await vendorOnDemo2.debit({
      session,
      transactionId: 'bind-bet-4',
      roundId: 'bind-round-4',
      gameCode: GAME,
      amountMinor: '100',
    });
    expect(later.body.error.code).toBe('session_invalid');
    expect(BigInt((await vendorOnDemo.balance(session)).body.balanceMinor)).toBe(before - 200n);
  });
});
