import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { postingsSum, seamlessCallsOf } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runLotteryCommand } from '../../platform/ops/lottery-commands.ts';
import { seedHash } from '../../platform/vendor/engines/fairness.ts';
import type { ThreeDResult, VnResult } from '../../platform/vendor/lottery/results.ts';

const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;

/** Recounted here from the stored result with the default odds (xiên 2 × 16.5, 3D straight × 900, box × 150). */
const xienWin = (result: VnResult, numbers: string[], stake: bigint) => {
  const tails = new Set(
    Object.values(result.prizes)
      .flat()
      .map((n) => n.slice(-2)),
  );
  return numbers.every((n) => tails.has(n)) ? (stake * 1650n) / 100n : 0n;
};
const threeDWin = (result: ThreeDResult, type: string, n: string, stake: bigint) => {
  const sorted = (s: string) => [...s].sort().join('');
  if (type === 'straight3') return result.digits === n ? stake * 900n : 0n;
  return sorted(result.digits) === sorted(n) ? stake * 150n : 0n;
};

describe.each(STORES)('VN xiên, slower keno and Lucky 3D on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  const clock = Date.UTC(2026, 10, 25, 3, 0, 0);
  const now = () => clock;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    for (const name of ['demoplayer', 'vipplayer']) {
      await COMMANDS['credit-bonus']!.run(t.platform.context, [name, '5000', 'lottery', 'test']);
      tokens[name] = (await api.login(name, 'Demo1234', nextIp())).body.value.token;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.platform.context.db;
  const lottery = () => t.platform.lottery!;
  const VASSALAGE: Record<string, string> = { 'vn-lotto': 'TCG_LOTTO_VN' };
  const areaOf = (game: string) => (game === 'vn-lotto' ? 'VN' : 'ELOTT');
  const launch = (player: string, game: string, overrides: Record<string, unknown> = {}) =>
    api.call({
      method: 'POST',
      url: '/wps/game/launchLotto',
      token: tokens[player],
      payload: {
        lottoArea: areaOf(game),
        launchMode: 'LOTT',
        lottoGameCode: game,
        lottoView: 'betting',
        device: 'WEB',
        backUrl: '/elott',
        language: 'en',
        ...overrides,
      },
    });
  const enter = async (player: string, game: string) => sessionIn((await launch(player, game)).body.value.game_url);
  const buy = (session: string, game: string, ticket: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/vendor/lotto/${VASSALAGE[game] ?? 'LOTUS_KENO'}/${game}/ticket`,
      payload: { session, lang, ...ticket },
    });
  const balanceOf = async (player: string) =>
    BigInt(
      (await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: tokens[player] })).body.value
        .sumBalanceMinor,
    );
  const ticketRow = (id: string) =>
    db().selectFrom('lottery_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const drawRow = (id: string) =>
    db().selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('the new games are in the catalogue and open in the ELOTT area in either language, with their bet types', async () => {
    const codes = (await db().selectFrom('games').select('code').where('category', '=', 'ELOTT').execute()).map(
      (g) => g.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['lotus-keno', 'lotus-keno-3', 'lotus-keno-5', 'lucky-3d']));
    for (const [game, en, bn, words] of [
      ['lotus-keno-3', 'Lotus Keno 3 min', 'লোটাস কেনো ৩ মিনিট', ['Pick 5', '×700.00']],
      ['lotus-keno-5', 'Lotus Keno 5 min', 'লোটাস কেনো ৫ মিনিট', ['Pick 1', '×3.80']],
      ['lucky-3d', 'Lucky 3D', 'লাকি থ্রিডি', ['Straight (the 3 digits in order)', '×900.00', '×150.00']],
      ['vn-lotto', 'Vietnam Lotto (North)', 'ভিয়েতনাম লোটো (উত্তর)', ['Xiên 2 (2 numbers', '×16.50', '×74.00']],
    ] as const) {
      const launched = await launch('demoplayer', game);
      expect(launched.status, game).toBe(200);
      const url: string = launched.body.value.game_url;
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${en}</h1>`);
      for (const text of words) expect(page.body, game).toContain(text);
      // The e-lottery pages show trends; the daily VN draw does not.
      expect(page.body.includes('<h2 id="trends-title">Trends</h2>'), game).toBe(game !== 'vn-lotto');
      const pageBn = await t.app.inject({ method: 'GET', url: url.replace('lang=en', 'lang=bn') });
      expect(pageBn.body).toContain(`<h1>${bn}</h1>`);
      expect((await launch('demoplayer', game, { lottoArea: 'SEA' })).status).toBe(404);
    }
  });

  it("refuses bad xiên and 3D numbers in the player's language and moves nothing", async () => {
    const vn = await enter('demoplayer', 'vn-lotto');
    const d3 = await enter('demoplayer', 'lucky-3d');
    const before = await balanceOf('demoplayer');
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      [vn, 'vn-lotto', { betType: 'xien2', numbers: ['07'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [vn, 'vn-lotto', { betType: 'xien2', numbers: ['07', '07'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [vn, 'vn-lotto', { betType: 'xien3', numbers: ['07', '38'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [vn, 'vn-lotto', { betType: 'xien3', numbers: ['07', '38', '5'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [vn, 'vn-lotto', { betType: 'straight3', numbers: ['123'], stakeMinor: '1000' }, 400, 'bad_bet'],
      [d3, 'lucky-3d', { betType: 'box3', numbers: ['112'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [d3, 'lucky-3d', { betType: 'straight3', numbers: ['12'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [d3, 'lucky-3d', { betType: 'xien2', numbers: ['07', '38'], stakeMinor: '1000' }, 400, 'bad_bet'],
      [d3, 'lucky-3d', { betType: 'straight3', numbers: ['123'], stakeMinor: '150' }, 400, 'bad_stake'],
    ];
    for (const [session, game, ticket, status, code] of cases) {
      const answer = await buy(session, game, ticket);
      expect(answer.statusCode, JSON.stringify(ticket)).toBe(status);
      expect(answer.json().code, JSON.stringify(ticket)).toBe(code);
    }
    const en = (await buy(vn, 'vn-lotto', { betType: 'xien2', numbers: ['07'], stakeMinor: '1000' })).json();
    expect(en.message).toContain('Those numbers do not fit the bet type');
    const bn = (await buy(d3, 'lucky-3d', { betType: 'box3', numbers: ['999'], stakeMinor: '1000' }, 'bn')).json();
    expect(bn.message).toContain('সংখ্যাগুলো');
    expect(await balanceOf('demoplayer')).toBe(before);
  });

  it('xiên and 3D tickets: debited at purchase, settled once under 20 parallel runs, paid by the rule', async () => {
    const vn = await enter('demoplayer', 'vn-lotto');
    const d3 = await enter('demoplayer', 'lucky-3d');
    const before = await balanceOf('demoplayer');
    const xien = (await buy(vn, 'vn-lotto', { betType: 'xien2', numbers: ['38', '07'], stakeMinor: '1000' })).json();
    expect(xien.ticket).toMatchObject({ betType: 'xien2', numbers: ['07', '38'], state: 'open' });
    const tickets3: [string, string][] = [
      ['straight3', '317'],
      ['box3', '713'],
    ];
    const bought3 = [];
    for (const [betType, number] of tickets3) {
      const answer = await buy(d3, 'lucky-3d', { betType, numbers: [number], stakeMinor: '500' });
      expect(answer.statusCode).toBe(200);
      bought3.push(answer.json());
    }
    expect(await balanceOf('demoplayer')).toBe(before - 2000n);

    expect(await runLotteryCommand(lottery(), ['draw-now', 'vn-lotto'])).toContain(
      `${xien.ticket.drawId} drawn: 1 ticket(s) settled`,
    );
    expect(await runLotteryCommand(lottery(), ['draw-now', 'lucky-3d'])).toContain(
      `${bought3[0].ticket.drawId} drawn: 2 ticket(s) settled`,
    );
    await Promise.all(Array.from({ length: 20 }, () => lottery().drawDue()));

    const drawVn = await drawRow(xien.ticket.drawId);
    expect(seedHash(drawVn.server_seed)).toBe(xien.seedHash);
    const winVn = xienWin(JSON.parse(drawVn.result!) as VnResult, ['07', '38'], 1000n);
    expect(BigInt(String((await ticketRow(xien.ticket.id)).win_minor))).toBe(winVn);
    expect((await seamlessCallsOf(db(), xien.ticket.id)).map((c) => c.kind)).toEqual(['bet', 'win']);

    const draw3 = await drawRow(bought3[0].ticket.drawId);
    const result3 = JSON.parse(draw3.result!) as ThreeDResult;
    expect(result3.digits).toMatch(/^[0-9]{3}$/);
    let win3 = 0n;
    for (const [i, [betType, number]] of tickets3.entries()) {
      const win = threeDWin(result3, betType, number, 500n);
      const row = await ticketRow(bought3[i].ticket.id);
      expect(row.state).toBe('settled');
      expect(BigInt(String(row.win_minor))).toBe(win);
      expect((await seamlessCallsOf(db(), row.id)).map((c) => c.kind)).toEqual(['bet', 'win']);
      win3 += win;
    }
    expect(await balanceOf('demoplayer')).toBe(before - 2000n + winVn + win3);
    const verify = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/verify?draw=${encodeURIComponent(draw3.id)}&lang=en`,
    });
    expect(verify.body).toContain('The result replays from the seed');
    expect(verify.body).toContain('Digits drawn');
    // Trends count the settled draws' real results: here the one 3D draw, each of its digits once per place.
    const trends = await t.app.inject({ method: 'GET', url: '/vendor/lotto/LOTUS_KENO/lucky-3d/trends?count=50' });
    expect(trends.statusCode).toBe(200);
    const expectedCounts = Array.from({ length: 10 }, (_, d) => ({
      value: String(d),
      count: [...result3.digits].filter((x) => x === String(d)).length,
    }));
    expect(trends.json()).toEqual({ gameCode: 'lucky-3d', draws: 1, counts: expectedCounts });
    const keno = (await t.app.inject({ method: 'GET', url: '/vendor/lotto/LOTUS_KENO/lotus-keno-3/trends' })).json();
    expect(keno).toMatchObject({ draws: 0 });
    expect(keno.counts).toHaveLength(80);
    for (const url of ['lucky-3d/trends?count=5', 'lucky-3d/trends?count=abc', 'lucky-3d/trends?count=101'])
      expect((await t.app.inject({ method: 'GET', url: `/vendor/lotto/LOTUS_KENO/${url}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/vendor/lotto/TCG_LOTTO_VN/vn-lotto/trends' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/vendor/lotto/TCG_SEA/lucky-3d/trends' })).statusCode).toBe(404);
    const opened = await api.call({ method: 'GET', url: '/lgw/lottery/opened?gameCode=lucky-3d' });
    expect(opened.status).toBe(200);
    expect(opened.body.value.draws[0].result).toEqual(result3);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('a cancelled draw refunds a xiên and a 3D ticket once, however many cancels and passes run at once', async () => {
    const a = await enter('demoplayer', 'vn-lotto');
    const b = await enter('vipplayer', 'lucky-3d');
    const before = { a: await balanceOf('demoplayer'), b: await balanceOf('vipplayer') };
    const one = (await buy(a, 'vn-lotto', { betType: 'xien3', numbers: ['01', '02', '03'], stakeMinor: '2000' })).json()
      .ticket;
    const two = (await buy(b, 'lucky-3d', { betType: 'box3', numbers: ['123'], stakeMinor: '300' })).json().ticket;
    expect(await balanceOf('demoplayer')).toBe(before.a - 2000n);
    expect(await balanceOf('vipplayer')).toBe(before.b - 300n);
    for (const drawId of [one.drawId, two.drawId]) {
      const cancels = await Promise.all(
        Array.from({ length: 20 }, () =>
          lottery()
            .cancel(drawId)
            .then((r) => r.cancelled),
        ),
      );
      expect(cancels.filter(Boolean)).toHaveLength(1);
    }
    await Promise.all(Array.from({ length: 20 }, () => lottery().drawDue()));
    expect(await balanceOf('demoplayer')).toBe(before.a);
    expect(await balanceOf('vipplayer')).toBe(before.b);
    for (const ticket of [one, two]) {
      expect((await ticketRow(ticket.id)).state).toBe('refunded');
      expect((await seamlessCallsOf(db(), ticket.id)).map((c) => c.kind)).toEqual(['bet', 'refund']);
    }
    expect(await postingsSum(db())).toBe(0n);
  });
});
