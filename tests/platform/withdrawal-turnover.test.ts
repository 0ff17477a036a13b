/**
 * The withdrawal turnover rule through the HTTP surface: deposits through the gateway's signed notification,
 * bets through the seamless wallet as the built-in vendor makes them (from the main wallet), the rule read back
 * from the withdraw page's rules call and enforced by the withdrawal call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, paidDeposit, placedBet, signedIn } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const PASSWORD = '135790';

describe.each(STORES)('withdrawal turnover on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let vendor: ReturnType<typeof vendorClient>;
  let clock = Date.parse('2026-11-20T06:00:00.000Z');
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${store}-${(seq += 1)}`;
  /** Every step a second later, so the ledger's times order them as they happened. */
  const tick = () => {
    clock += 1000;
  };

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, token: string) => api.call({ method: 'GET', url, token });
  const post = (url: string, payload: Record<string, unknown>, token: string) =>
    api.call({ method: 'POST', url, payload, token });
  const rules = async (token: string) => {
    const value = (await get('/wps/member/withdrawals/rules', token)).body.value;
    return { required: value.turnoverRequiredMinor as string, done: value.turnoverDoneMinor as string };
  };

  /** A deposit as a player makes one (builders.ts), a second after the step before. */
  const deposit = async (token: string, amount: string) => {
    tick();
    await paidDeposit(t, api, token, amount, { at: clock, requestId: next('dep') });
  };

  /** One seamless bet from the player's main wallet; answers its transaction and round. */
  const bet = async (session: string, amountMinor: string) => {
    tick();
    return placedBet(vendor, session, GAME, amountMinor, { transactionId: next('bet'), roundId: next('round') });
  };
  type Placed = Awaited<ReturnType<typeof bet>>;
  const rollback = async (placed: Placed) => {
    tick();
    expect((await placed.rollback(next('rb'))).status).toBe(200);
  };
  const win = async (placed: Placed, amountMinor: string) => {
    tick();
    expect((await placed.win(amountMinor, next('win'))).status).toBe(200);
  };

  const players = new Map<string, Awaited<ReturnType<typeof newPlayer>>>();
  const player = async (username: string) => {
    if (!players.has(username)) players.set(username, await newPlayer(username));
    return players.get(username)!;
  };
  /** A member ready to withdraw: logged in, with a payment password and one payee; answers token and withdraw(). */
  const newPlayer = async (username: string) => {
    const token = await signedIn(api, username);
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
    const withdraw = (amount: string) => {
      tick();
      return post(
        '/wps/member/withdrawals',
        { payeeAccountId: payee, amount, paymentPassword: PASSWORD, requestId: next('wd') },
        token,
      );
    };
    return { token, withdraw, session: await gameSession(api, token, VENDOR, GAME) };
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
    vendor = vendorClient(t.app, VENDOR, () => clock);
    await ops('withdrawal', 'set', 'daily', '50');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts seamless bets from the main wallet, net of rollbacks, and lets the player withdraw once they cover the deposit', async () => {
    const vip = await player('vipplayer');
    await deposit(vip.token, '1000');
    expect(await rules(vip.token)).toEqual({ required: '100000', done: '0' });

    const first = await bet(vip.session, '30000');
    await win(first, '45000');
    await rollback(await bet(vip.session, '20000'));
    // The win does not reduce what was staked; the rolled-back bet was never staked.
    expect(await rules(vip.token)).toEqual({ required: '100000', done: '30000' });
    expect((await vip.withdraw('100')).body).toMatchObject({
      code: 'withdrawal_turnover',
      message: 'Please bet 700.00 more before withdrawing (turnover 300.00 of 1000.00).',
    });

    await bet(vip.session, '70000');
    expect(await rules(vip.token)).toEqual({ required: '100000', done: '100000' });
    expect((await vip.withdraw('100')).body.value).toMatchObject({ status: 'in_process', amount: '100.00' });
  });

  it('starts again after a withdrawal; a rejected one does not count as one', async () => {
    const vip = await player('vipplayer');
    expect(await rules(vip.token)).toEqual({ required: '0', done: '0' });
    await deposit(vip.token, '200');
    expect(await rules(vip.token)).toEqual({ required: '20000', done: '0' });
    await bet(vip.session, '20000');
    const rejected = (await vip.withdraw('100')).body.value;
    expect(rejected).toMatchObject({ status: 'in_process' });
    tick();
    await ops('withdrawal', 'reject', String(rejected.id), 'test');
    await deposit(vip.token, '250');
    // Both deposits since the last withdrawal that stands, and the bet since the first of them.
    expect(await rules(vip.token)).toEqual({ required: '45000', done: '20000' });
  });

  it('adds up every deposit since the last withdrawal: a small second deposit raises what is owed', async () => {
    const demo = await player('demoplayer');
    await deposit(demo.token, '1000');
    await bet(demo.session, '60000');
    // The smallest deposit the channel takes: alone it would owe only ৳200.
    await deposit(demo.token, '200');
    expect(await rules(demo.token)).toEqual({ required: '120000', done: '60000' });
    expect((await demo.withdraw('100')).body.message).toBe(
      'Please bet 600.00 more before withdrawing (turnover 600.00 of 1200.00).',
    );
  });
});
