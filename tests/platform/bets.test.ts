import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';

describe.each(STORES)('betting record on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let vendor: ReturnType<typeof vendorClient>;
  let token: string;
  let player: string;
  let clock = Date.now();
  const now = () => clock;
  const today = () => new Date(clock + 6 * 3_600_000).toISOString().slice(0, 10);
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const bets = (query: string, tok = token) =>
    api.call({ method: 'GET', url: `/wps/member/bets?${query}`, token: tok });
  const period = () => `from=${today()}&to=${today()}`;

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    vendor = vendorClient(t.app, VENDOR, now);
    await ops('credit-bonus', 'demoplayer', '1000', 'bets', 'bonus');
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
    const session = await launchSession(api, token, VENDOR, GAME);
    player = (await vendor.balance(session)).body.player;
    // Three rounds a second apart: won, refunded, still open.
    const debit = async (round: string, amount: string) => {
      clock += 1000;
      return (
        await vendor.debit({
          session,
          transactionId: `${round}-bet`,
          roundId: round,
          gameCode: GAME,
          amountMinor: amount,
        })
      ).body;
    };
    await debit('won', '500');
    await vendor.credit({
      player,
      transactionId: 'won-win',
      roundId: 'won',
      gameCode: GAME,
      amountMinor: '1200',
      betTransactionId: 'won-bet',
    });
    await debit('back', '300');
    await vendor.rollback({ player, transactionId: 'back-rb', originalTransactionId: 'back-bet', roundId: 'back' });
    await debit('open', '200');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists one row per round, newest first, with the game name and a summary', async () => {
    const res = await bets(`${period()}&vassalage=&language=en`);
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value.total).toBe(3);
    expect(value.items.map((r: { roundId: string }) => r.roundId)).toEqual(['open', 'back', 'won']);
    expect(value.items[2]).toMatchObject({
      vendor: VENDOR,
      gameCode: GAME,
      gameName: 'Lotus Fortune',
      betMinor: '500',
      winMinor: '1200',
      refundMinor: '0',
      netMinor: '700',
      status: 'settled',
    });
    expect(value.items[1]).toMatchObject({
      betMinor: '300',
      refundMinor: '300',
      netMinor: '0',
      status: 'refunded',
      gameCode: GAME,
    });
    expect(value.items[0]).toMatchObject({ betMinor: '200', winMinor: '0', netMinor: '-200', status: 'open' });
    expect(Date.parse(value.items[0].betAt)).toBeGreaterThan(Date.parse(value.items[1].betAt));
    expect(value.summary).toEqual({ betMinor: '1000', winMinor: '1200', refundMinor: '300', netMinor: '500' });
  });

  it("names the game in the player's language", async () => {
    const value = (await bets(`${period()}&language=bn`)).body.value;
    expect(value.items[0].gameName).toBe('লোটাস ফরচুন');
  });

  it('filters by vendor and pages', async () => {
    expect((await bets(`${period()}&vassalage=${VENDOR}`)).body.value.total).toBe(3);
    const other = (await bets(`${period()}&vassalage=NOPE`)).body.value;
    expect(other).toMatchObject({ total: 0, items: [], summary: { betMinor: '0', netMinor: '0' } });
    const second = (await bets(`${period()}&size=2&page=2`)).body.value;
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(second.items.map((r: { roundId: string }) => r.roundId)).toEqual(['won']);
    // The summary is the period's, not the page's.
    expect(second.summary.betMinor).toBe('1000');
  });

  it('keeps to whole days of the last 12 months', async () => {
    const yesterday = new Date(clock + 6 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await bets(`from=${yesterday}&to=${yesterday}`)).body.value.total).toBe(0);
    const old = new Date(clock - 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await bets(`from=${old}&to=${today()}`)).body.code).toBe('period_too_old');
    expect((await bets(`from=${today()}&to=${old}`)).body.code).toBe('period_invalid');
    expect((await bets(`from=x&to=${today()}`)).status).toBe(400);
    expect((await bets(`${period()}&size=500`)).status).toBe(400);
    expect((await bets(`${period()}&extra=1`)).status).toBe(400);
  });

  it("shows only the member's own rounds, and refuses guests and trial accounts", async () => {
    const vip = (await api.login('vipplayer', 'Demo1234', nextIp())).body;
    expect((await bets(period(), vip.value.token)).body.value.total).toBe(0);
    expect((await bets(period(), '')).status).toBe(401);
    const trial = await api.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      ip: nextIp(),
    });
    const refused = await bets(period(), trial.body.value.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('in_need_true_account');
  });
});
