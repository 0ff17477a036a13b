/**
 * Issue 12 §2.2: a game session ends with the login session that launched it — logout, a password change or
 * reset, the login's idle expiry — so no new bet is taken after it; wins and rollbacks of earlier bets still are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, placedBet, signedIn } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const MINUTE = 60_000;

describe.each(STORES)('game sessions end with their login on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let vendor: ReturnType<typeof vendorClient>;
  let clock = Date.now();
  let seq = 0;
  const now = () => clock;
  const id = (prefix: string) => `${prefix}-${(seq += 1)}`;
  const bet = (session: string, transactionId = id('bet'), roundId = id('round')) =>
    vendor.debit({ session, transactionId, roundId, gameCode: GAME, amountMinor: '100' });
  const login = (username: string, password = 'Demo1234') => signedIn(api, username, password);
  /** A game session that has taken one bet (its later bets take the short path), and that bet. */
  const playing = async (token: string) => {
    const session = await gameSession(api, token, VENDOR, GAME);
    const first = await placedBet(vendor, session, GAME, '100', { transactionId: id('bet'), roundId: id('round') });
    return { session, first, player: first.player };
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    vendor = vendorClient(t.app, VENDOR, now);
    for (const username of ['demoplayer', 'vipplayer'])
      await COMMANDS['credit-bonus']!.run(t.platform.context, [username, '1000', 'lifetime', 'bonus']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logout ends the game session: bets and balance refused, the earlier bet still won and another rolled back', async () => {
    const token = await login('demoplayer');
    const { session, first, player } = await playing(token);
    const second = { transactionId: id('bet'), roundId: id('round') };
    expect((await bet(session, second.transactionId, second.roundId)).status).toBe(200);
    expect((await api.call({ method: 'DELETE', url: '/wps/session/logout', token })).status).toBe(200);

    const refused = await bet(session);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('session_invalid');
    expect((await vendor.balance(session)).body.error.code).toBe('session_invalid');
    const win = await vendor.credit({
      player,
      transactionId: id('win'),
      roundId: first.roundId,
      gameCode: GAME,
      amountMinor: '150',
      betTransactionId: first.transactionId,
    });
    expect(win.status).toBe(200);
    const refund = await vendor.rollback({
      player,
      transactionId: id('refund'),
      originalTransactionId: second.transactionId,
      roundId: second.roundId,
    });
    expect(refund.status).toBe(200);
  });

  it("a session launched by another login survives that logout (only the ended login's games end)", async () => {
    const kept = await login('demoplayer');
    const { session } = await playing(kept);
    const other = await login('demoplayer');
    await api.call({ method: 'DELETE', url: '/wps/session/logout', token: other });
    expect((await bet(session)).status).toBe(200);
    await api.call({ method: 'DELETE', url: '/wps/session/logout', token: kept });
  });

  it("the login's idle expiry ends the game session, though the game session itself has not expired", async () => {
    const token = await login('demoplayer');
    // Launched 59 s after the login: the launch is not yet a write of the login's last use (once a minute).
    clock += 59_000;
    const session = await gameSession(api, token, VENDOR, GAME);
    clock += 30 * MINUTE - 59_000 + 30_000;
    // The game session has 29 minutes 30 s behind it; the login 30 minutes 30 s of idleness.
    const refused = await bet(session);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('session_invalid');
  });

  it('bets keep the login in use: a player at a game longer than the idle time is not logged out', async () => {
    const token = await login('demoplayer');
    const { session } = await playing(token);
    for (let i = 0; i < 4; i += 1) {
      clock += 10 * MINUTE;
      expect((await bet(session)).status).toBe(200);
    }
    expect((await api.call({ method: 'GET', url: '/wps/member/info', token })).status).toBe(200);
  });

  it('a password change ends every game session of the member', async () => {
    const token = await login('demoplayer');
    const { session } = await playing(token);
    const changed = await api.sealed(
      '/wps/member/password',
      { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await bet(session)).body.error.code).toBe('session_invalid');
  });

  it('a password reset by email ends every game session of the member once the mailed code sets the new password', async () => {
    const token = await login('vipplayer');
    const { session } = await playing(token);
    const email = 'vipplayer@example.com';
    const reset = await api.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: `username=vipplayer&email=${encodeURIComponent(email)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
      ip: nextIp(),
    });
    expect(reset.status).toBe(200);
    // Asking for a code changes nothing: the game plays on until the reset completes.
    expect((await bet(session)).status).toBe(200);
    const code = /\b(\d{8})\b/.exec((await api.outbox('email', email))!.body)?.[1];
    expect(code).toBeDefined();
    const done = await api.sealed(
      '/wps/member/password/email/verification',
      {
        username: 'vipplayer',
        email,
        verificationCode: code,
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2026',
      },
      { ip: nextIp() },
    );
    expect(done.body).toMatchObject({ success: true });
    expect((await bet(session)).body.error.code).toBe('session_invalid');
  });
});
