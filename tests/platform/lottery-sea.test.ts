import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { postingsSum, seamlessCallsOf } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runLotteryCommand } from '../../platform/ops/lottery-commands.ts';
import { seedHash } from '../../platform/vendor/engines/fairness.ts';
import { hashTimes } from '../../platform/vendor/lottery/chain.ts';
import type { FourDResult, Sea6Result } from '../../platform/vendor/lottery/results.ts';

const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;

/** The wins recounted here from the stored result with the default odds, not by the vendor's code. */
const sea6Win = (result: Sea6Result, type: string, n: string, stake: bigint) => {
  const last3 = result.first.slice(-3);
  const sorted = (s: string) => [...s].sort().join('');
  if (type === 'top3') return last3 === n ? stake * 900n : 0n;
  if (type === 'tod3') return sorted(last3) === sorted(n) ? stake * 150n : 0n;
  if (type === 'top2') return last3.slice(1) === n ? stake * 90n : 0n;
  return result.bottom2 === n ? stake * 90n : 0n;
};
const BIG = { first: 2000n, second: 1000n, third: 490n, special: 250n, consolation: 60n } as Record<string, bigint>;
const fourDWin = (result: FourDResult, n: string, stake: bigint) => {
  const tier = Object.keys(result.prizes).find((k) => result.prizes[k as keyof FourDResult['prizes']].includes(n));
  return tier ? stake * BIG[tier]! : 0n;
};

describe.each(STORES)('SEA lottery on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.UTC(2026, 10, 25, 3, 0, 0);
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
  const launch = (player: string, game: string, overrides: Record<string, unknown> = {}) =>
    api.call({
      method: 'POST',
      url: '/wps/game/launchLotto',
      token: tokens[player],
      payload: {
        lottoArea: 'SEA',
        launchMode: 'LOTT',
        lottoGameCode: game,
        lottoView: 'lobby',
        device: 'MOBILE',
        backUrl: '/seaLottery',
        language: 'en',
        ...overrides,
      },
    });
  const enter = async (player: string, game: string) => sessionIn((await launch(player, game)).body.value.game_url);
  const buy = (session: string, game: string, ticket: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/vendor/lotto/TCG_SEA/${game}/ticket`,
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

  it('launches both SEA games in the SEA area, their lobby in either language; another area is not found', async () => {
    for (const [game, en, bn] of [
      ['sea-lottery', 'SEA Lottery 6D', 'এসইএ লটারি ৬ডি'],
      ['sea-4d', 'SEA 4D', 'এসইএ ৪ডি'],
    ] as const) {
      const launched = await launch('demoplayer', game);
      expect(launched.status).toBe(200);
      const url: string = launched.body.value.game_url;
      expect(url).toMatch(new RegExp(`^/vendor/lotto/TCG_SEA/${game}/\\?session=[A-Za-z0-9_-]+&lang=en&view=lobby$`));
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${en}</h1>`);
      expect(page.body).toContain('draw&#39;s local time');
      const pageBn = await t.app.inject({ method: 'GET', url: url.replace('lang=en', 'lang=bn') });
      expect(pageBn.body).toContain(`<h1>${bn}</h1>`);
      expect((await launch('demoplayer', game, { lottoArea: 'VN' })).status).toBe(404);
    }
    const sixD = await t.app.inject({
      method: 'GET',
      url: (await launch('demoplayer', 'sea-lottery')).body.value.game_url,
    });
    for (const words of ['3 top (last 3 of the first prize)', '3 tod (last 3 in any order)', '2 bottom', '×900.00'])
      expect(sixD.body).toContain(words);
    const fourD = await t.app.inject({
      method: 'GET',
      url: (await launch('demoplayer', 'sea-4d')).body.value.game_url,
    });
    for (const words of ['Big (all 23 prizes)', 'Small (first, second, third)', 'Consolation', '×3000.00'])
      expect(fourD.body).toContain(words);
  });

  it("refuses bad numbers and stakes in the player's language and moves nothing", async () => {
    const six = await enter('demoplayer', 'sea-lottery');
    const four = await enter('demoplayer', 'sea-4d');
    const before = await balanceOf('demoplayer');
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      [six, 'sea-lottery', { betType: 'top3', numbers: ['12'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [six, 'sea-lottery', { betType: 'tod3', numbers: ['122'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [six, 'sea-lottery', { betType: 'bottom2', numbers: ['07', '08'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [six, 'sea-lottery', { betType: 'top2', numbers: ['07'], stakeMinor: '150' }, 400, 'bad_stake'],
      [six, 'sea-lottery', { betType: 'big', numbers: ['0123'], stakeMinor: '1000' }, 400, 'bad_bet'],
      [six, 'sea-lottery', { betType: 'lo2', numbers: ['07'], stakeMinor: '1000' }, 400, 'bad_bet'],
      [four, 'sea-4d', { betType: 'big', numbers: ['123'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [four, 'sea-4d', { betType: 'small', numbers: ['12345'], stakeMinor: '1000' }, 400, 'bad_bet'],
      [four, 'sea-4d', { betType: 'small', numbers: ['0123'], stakeMinor: '2000000' }, 400, 'bad_stake'],
      [four, 'sea-4d', { betType: 'big', numbers: ['0123'], stakeMinor: '1000000' }, 402, 'insufficient_funds'],
    ];
    for (const [session, game, ticket, status, code] of cases) {
      const answer = await buy(session, game, ticket);
      expect(answer.statusCode, JSON.stringify(ticket)).toBe(status);
      expect(answer.json().code, JSON.stringify(ticket)).toBe(code);
    }
    const en = (await buy(six, 'sea-lottery', { betType: 'top3', numbers: ['12'], stakeMinor: '1000' })).json();
    expect(en.message).toContain('Those numbers do not fit the bet type');
    const bn = (await buy(four, 'sea-4d', { betType: 'big', numbers: ['1'], stakeMinor: '1000' }, 'bn')).json();
    expect(bn.message).toContain('সংখ্যাগুলো');
    const stakeBn = (await buy(four, 'sea-4d', { betType: 'big', numbers: ['0001'], stakeMinor: '50' }, 'bn')).json();
    expect(stakeBn.message).toContain('৳১ থেকে ৳১০,০০০');
    expect(await balanceOf('demoplayer')).toBe(before);
  });

  it('6D and 4D tickets: debited at purchase, settled once under 20 parallel runs, paid by the rule, verified', async () => {
    const six = await enter('demoplayer', 'sea-lottery');
    const four = await enter('demoplayer', 'sea-4d');
    const before = await balanceOf('demoplayer');
    const sixTickets: [string, string][] = [
      ['top3', '531'],
      ['tod3', '135'],
      ['top2', '31'],
      ['bottom2', '77'],
    ];
    const bought6 = [];
    for (const [betType, number] of sixTickets) {
      const answer = await buy(six, 'sea-lottery', { betType, numbers: [number], stakeMinor: '1000' });
      expect(answer.statusCode).toBe(200);
      bought6.push(answer.json());
    }
    const big = (await buy(four, 'sea-4d', { betType: 'big', numbers: ['0042'], stakeMinor: '500' })).json();
    expect(big.ticket.state).toBe('open');
    expect(await balanceOf('demoplayer')).toBe(before - 4500n);

    expect(await runLotteryCommand(lottery(), ['draw-now', 'sea-lottery'])).toContain(
      `${bought6[0].ticket.drawId} drawn: 4 ticket(s) settled`,
    );
    expect(await runLotteryCommand(lottery(), ['draw-now', 'sea-4d'])).toContain(
      `${big.ticket.drawId} drawn: 1 ticket(s) settled`,
    );
    // Twenty more passes at once, the scheduler's and repeated operator runs alike: nothing is paid twice.
    await Promise.all(Array.from({ length: 20 }, () => lottery().drawDue()));

    const draw6 = await drawRow(bought6[0].ticket.drawId);
    const result6 = JSON.parse(draw6.result!) as Sea6Result;
    expect(seedHash(draw6.server_seed)).toBe(bought6[0].seedHash);
    let expected = 0n;
    for (const [i, [betType, number]] of sixTickets.entries()) {
      const win = sea6Win(result6, betType, number, 1000n);
      const row = await ticketRow(bought6[i].ticket.id);
      expect(row.state).toBe('settled');
      expect(BigInt(String(row.win_minor))).toBe(win);
      expect((await seamlessCallsOf(db(), row.id)).map((c) => c.kind)).toEqual(['bet', 'win']);
      expected += win;
    }
    const draw4 = await drawRow(big.ticket.drawId);
    const result4 = JSON.parse(draw4.result!) as FourDResult;
    expect(Object.values(result4.prizes).flat()).toHaveLength(23);
    const win4 = fourDWin(result4, '0042', 500n);
    expect(BigInt(String((await ticketRow(big.ticket.id)).win_minor))).toBe(win4);
    expect((await seamlessCallsOf(db(), big.ticket.id)).map((c) => c.kind)).toEqual(['bet', 'win']);
    expect(await balanceOf('demoplayer')).toBe(before - 4500n + expected + win4);

    for (const draw of [draw6, draw4]) {
      const chain = await db()
        .selectFrom('lottery_chains')
        .selectAll()
        .where('game_code', '=', draw.game_code)
        .executeTakeFirstOrThrow();
      expect(hashTimes(draw.server_seed, draw.chain_index)).toBe(chain.anchor_hash);
      const verify = await t.app.inject({
        method: 'GET',
        url: `/vendor/lotto/verify?draw=${encodeURIComponent(draw.id)}&lang=en`,
      });
      expect(verify.body).toContain('Verified: the seed matches its hash');
      expect(verify.body).toContain('The result replays from the seed');
    }
    const verifyBn = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/verify?draw=${encodeURIComponent(draw6.id)}&lang=bn`,
    });
    expect(verifyBn.body).toContain('নিচের ২ অঙ্ক');
    const state = (
      await t.app.inject({ method: 'GET', url: `/vendor/lotto/TCG_SEA/sea-4d/state?session=${four}&lang=en` })
    ).json();
    expect(state.results[0]).toMatchObject({ drawId: draw4.id, result: { kind: 'sea4d' } });
    // The public opened-numbers call carries the SEA results too.
    const opened = await api.call({ method: 'GET', url: '/lgw/lottery/opened?gameCode=sea-lottery' });
    expect(opened.status).toBe(200);
    expect(opened.body.value.draws[0].result).toEqual(result6);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('a cancelled SEA draw refunds each ticket once, however many cancels and passes run at once', async () => {
    const a = await enter('demoplayer', 'sea-4d');
    const b = await enter('vipplayer', 'sea-lottery');
    const before = { a: await balanceOf('demoplayer'), b: await balanceOf('vipplayer') };
    const one = (await buy(a, 'sea-4d', { betType: 'small', numbers: ['9876'], stakeMinor: '2000' })).json().ticket;
    const two = (await buy(b, 'sea-lottery', { betType: 'top3', numbers: ['007'], stakeMinor: '300' })).json().ticket;
    expect(await balanceOf('demoplayer')).toBe(before.a - 2000n);
    const cancels = await Promise.all(
      Array.from({ length: 20 }, () =>
        lottery()
          .cancel(one.drawId)
          .then((r) => r.cancelled),
      ),
    );
    expect(cancels.filter(Boolean)).toHaveLength(1);
    expect(await runLotteryCommand(lottery(), ['cancel', two.drawId])).toBe(
      `${two.drawId} cancelled: 1 ticket(s) refunded`,
    );
    await Promise.all(Array.from({ length: 20 }, () => lottery().drawDue()));
    expect(await balanceOf('demoplayer')).toBe(before.a);
    expect(await balanceOf('vipplayer')).toBe(before.b);
    for (const ticket of [one, two]) {
      expect((await ticketRow(ticket.id)).state).toBe('refunded');
      expect((await seamlessCallsOf(db(), ticket.id)).map((c) => c.kind)).toEqual(['bet', 'refund']);
    }
    expect(await postingsSum(db())).toBe(0n);
    clock += 1;
  });
});
