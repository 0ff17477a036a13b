import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startSiblingPlatform, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { postingsSum, seamlessCallsOf } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runLotteryCommand } from '../../platform/ops/lottery-commands.ts';
import { UsageError } from '../../platform/operator-command.ts';
import { seedHash } from '../../platform/vendor/engines/fairness.ts';
import { hashTimes } from '../../platform/vendor/lottery/chain.ts';
import { lotteryGame, LotteryService, BuiltInVendor } from '../../platform/vendor/index.ts';
import type { DrawResult } from '../../platform/vendor/lottery/results.ts';
import { injectTransport } from '../../platform/vendor/wallet-client.ts';

const keno = lotteryGame('lotus-keno')!;
const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;

/** The result's prizes ending in `number` (lô), recounted here from the stored result, not by the vendor's code. */
const endingIn = (result: DrawResult, number: string) =>
  result.kind === 'vn'
    ? Object.values(result.prizes)
        .flat()
        .filter((p) => p.endsWith(number)).length
    : 0;

describe.each(STORES)('lottery on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  // Ten seconds into a keno minute, so its sales are open; tests move it on.
  let clock = (Math.floor(Date.now() / keno.periodMs) + 1) * keno.periodMs + 10_000;
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
  /** A second server process on the same database: its own vendor and lottery, its calls through the same platform. */
  const otherProcess = () =>
    new LotteryService(
      new BuiltInVendor({
        db: db(),
        now,
        secretFor: (v) => t.config.seamlessSecrets.get(v),
        transport: injectTransport(t.app),
      }),
    );
  const launchBody = (overrides: Record<string, unknown> = {}) => ({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoGameCode: 'vn-lotto',
    lottoView: 'betting',
    device: 'WEB',
    backUrl: '/vnlottery',
    language: 'en',
    ...overrides,
  });
  const launch = (player: string | undefined, body: Record<string, unknown>) =>
    api.call({
      method: 'POST',
      url: '/wps/game/launchLotto',
      token: player ? tokens[player] : undefined,
      payload: body,
    });
  const enter = async (player: string, game = 'vn-lotto') =>
    sessionIn(
      (await launch(player, launchBody(game === 'vn-lotto' ? {} : { lottoArea: 'ELOTT', lottoGameCode: game }))).body
        .value.game_url,
    );
  const buy = (session: string, ticket: Record<string, unknown>, game = 'vn-lotto') => {
    const g = lotteryGame(game)!;
    return t.app.inject({
      method: 'POST',
      url: `/vendor/lotto/${g.vassalage}/${g.code}/ticket`,
      payload: { session, lang: 'en', ...ticket },
    });
  };
  const balanceOf = async (player: string) =>
    BigInt(
      (await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: tokens[player] })).body.value
        .sumBalanceMinor,
    );
  const ticketRow = (id: string) =>
    db().selectFrom('lottery_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ticketCount = async () =>
    Number(
      (
        await db()
          .selectFrom('lottery_tickets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Runs the draw job until nothing due is left (waiting out the server's own timer when it holds a draw). */
  async function settleDue() {
    for (;;) {
      await lottery().drawDue();
      const due = await db()
        .selectFrom('lottery_draws')
        .select('id')
        .where('state', 'in', ['open', 'drawing'])
        .where('draw_at', '<=', new Date(clock).toISOString())
        .execute();
      const stray = await db()
        .selectFrom('lottery_tickets')
        .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
        .select('lottery_tickets.id')
        .where('lottery_tickets.state', '=', 'open')
        .where('lottery_draws.state', 'in', ['settled', 'cancelled'])
        .execute();
      if (due.length === 0 && stray.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("launches the VN betting view with the spec's parameters and refuses bad launches", async () => {
    const launched = await launch('demoplayer', launchBody());
    expect(launched.status).toBe(200);
    expect(launched.body.value.game_url).toMatch(
      /^\/vendor\/lotto\/TCG_LOTTO_VN\/vn-lotto\/\?session=[A-Za-z0-9_-]+&lang=en&view=betting$/,
    );
    const page = await t.app.inject({ method: 'GET', url: launched.body.value.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Vietnam Lotto (North)</h1>');
    expect(page.body).toContain('2 digits on all prizes (lô)');
    expect(page.body).toMatch(/<code id="anchor">[0-9a-f]{64}<\/code>/);
    const bn = await t.app.inject({ method: 'GET', url: launched.body.value.game_url.replace('lang=en', 'lang=bn') });
    expect(bn.body).toContain('<h1>ভিয়েতনাম লোটো (উত্তর)</h1>');
    expect(bn.body).toContain('সম্ভাব্য জয়');
    // Not logged in, a field missing or extra, an unknown game, a game of another area: refused, nothing opened.
    expect((await launch(undefined, launchBody())).status).toBe(401);
    expect((await launch('demoplayer', { ...launchBody(), device: undefined })).status).toBe(400);
    expect((await launch('demoplayer', launchBody({ extra: 1 }))).status).toBe(400);
    expect((await launch('demoplayer', launchBody({ launchMode: 'GLS' }))).status).toBe(400);
    expect((await launch('demoplayer', launchBody({ backUrl: 'https://evil.example/' }))).status).toBe(400);
    expect((await launch('demoplayer', launchBody({ lottoGameCode: 'no-such-game' }))).status).toBe(404);
    expect((await launch('demoplayer', launchBody({ lottoGameCode: 'lotus-keno' }))).status).toBe(404);
    expect((await launch('demoplayer', launchBody({ lottoArea: 'ELOTT', lottoGameCode: 'lotus-keno' }))).status).toBe(
      200,
    );
  });

  it("refuses bad tickets in the player's language and moves nothing", async () => {
    const session = await enter('demoplayer');
    const before = await balanceOf('demoplayer');
    const count = await ticketCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ betType: 'lo2', numbers: ['7'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [{ betType: 'lo2', numbers: ['07', '08'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [{ betType: 'de3', numbers: ['12'], stakeMinor: '1000' }, 400, 'bad_numbers'],
      [{ betType: 'lo2', numbers: ['07'], stakeMinor: '50' }, 400, 'bad_stake'],
      [{ betType: 'lo2', numbers: ['07'], stakeMinor: '150' }, 400, 'bad_stake'],
      [{ betType: 'lo2', numbers: ['07'], stakeMinor: '100000000' }, 400, 'bad_stake'],
      [{ betType: 'pick3', numbers: ['1', '2', '3'], stakeMinor: '1000' }, 400, 'bad_bet'],
      [{ betType: 'lo9', numbers: ['07'], stakeMinor: '1000' }, 400, 'bad_bet'],
      [{ betType: 'lo2', numbers: ['07'], stakeMinor: '-100' }, 400, 'bad_bet'],
      [{ betType: 'lo2', numbers: ['07'], stakeMinor: '1000', extra: 'x' }, 400, 'bad_bet'],
      [{ betType: 'lo2', numbers: ['07'], stakeMinor: '1000000' }, 402, 'insufficient_funds'],
    ];
    for (const [ticket, status, code] of cases) {
      const answer = await buy(session, ticket);
      expect(answer.statusCode, JSON.stringify(ticket)).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    const bn = await t.app.inject({
      method: 'POST',
      url: '/vendor/lotto/TCG_LOTTO_VN/vn-lotto/ticket',
      payload: { session, lang: 'bn', betType: 'lo2', numbers: ['7'], stakeMinor: '1000' },
    });
    expect(bn.json().message).toContain('সংখ্যাগুলো');
    expect((await buy('x'.repeat(30), { betType: 'lo2', numbers: ['07'], stakeMinor: '1000' })).statusCode).toBe(401);
    const keno = await enter('demoplayer', 'lotus-keno');
    for (const numbers of [['1', '1'], ['0', '5'], ['81', '5'], ['1']]) {
      expect((await buy(keno, { betType: 'pick2', numbers, stakeMinor: '1000' }, 'lotus-keno')).json().code).toBe(
        'bad_numbers',
      );
    }
    expect(await balanceOf('demoplayer')).toBe(before);
    expect(await ticketCount()).toBe(count);
  });

  it('a VN 2-digit ticket: debited at purchase, draw-now settles it once with the lô pay, and the verify page confirms the draw', async () => {
    const session = await enter('demoplayer');
    const before = await balanceOf('demoplayer');
    const bought = await buy(session, { betType: 'lo2', numbers: ['07'], stakeMinor: '1000' });
    expect(bought.statusCode).toBe(200);
    const { ticket, seedHash: shownHash } = bought.json();
    expect(await balanceOf('demoplayer')).toBe(before - 1000n);
    const de = (await buy(session, { betType: 'de2', numbers: ['07'], stakeMinor: '500' })).json().ticket;

    const said = await runLotteryCommand(lottery(), ['draw-now', 'vn-lotto']);
    expect(said).toContain(`${ticket.drawId} drawn: 2 ticket(s) settled`);
    const draw = await db()
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', ticket.drawId)
      .executeTakeFirstOrThrow();
    expect(draw.state).toBe('settled');
    expect(seedHash(draw.server_seed)).toBe(shownHash);
    const result = JSON.parse(draw.result!) as DrawResult;
    const hits = endingIn(result, '07');
    const special = result.kind === 'vn' ? result.prizes.special![0]! : '';
    const expected = (1000n * 350n * BigInt(hits)) / 100n + (special.endsWith('07') ? 500n * 95n : 0n);
    expect(
      BigInt(String((await ticketRow(ticket.id)).win_minor)) + BigInt(String((await ticketRow(de.id)).win_minor)),
    ).toBe(expected);
    expect(await balanceOf('demoplayer')).toBe(before - 1500n + expected);
    expect((await seamlessCallsOf(db(), ticket.id)).map((c) => c.kind)).toEqual(['bet', 'win']);

    // Run again: nothing more is paid; the next ticket goes to the next draw.
    await settleDue();
    expect(await balanceOf('demoplayer')).toBe(before - 1500n + expected);
    const next = (await buy(session, { betType: 'lo2', numbers: ['08'], stakeMinor: '100' })).json();
    expect(next.ticket.drawId).not.toBe(ticket.drawId);
    expect(next.seedHash).not.toBe(shownHash);

    const chain = await db()
      .selectFrom('lottery_chains')
      .selectAll()
      .where('game_code', '=', 'vn-lotto')
      .executeTakeFirstOrThrow();
    expect(hashTimes(draw.server_seed, draw.chain_index)).toBe(chain.anchor_hash);
    const verify = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/verify?draw=${encodeURIComponent(draw.id)}&lang=en`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('Verified: the seed matches its hash');
    expect(verify.body).toContain(draw.server_seed);
    // A draw not yet run keeps its seed secret; an unknown or malformed draw is not found.
    const pending = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/verify?draw=${encodeURIComponent(next.ticket.drawId)}&lang=bn`,
    });
    expect(pending.body).toContain('এর সিড এখনও গোপন');
    expect((await t.app.inject({ method: 'GET', url: '/vendor/lotto/verify?draw=nope' })).statusCode).toBe(404);
    const state = (
      await t.app.inject({ method: 'GET', url: `/vendor/lotto/TCG_LOTTO_VN/vn-lotto/state?session=${session}&lang=en` })
    ).json();
    expect(state.results[0].drawId).toBe(draw.id);
    expect(state.tickets.find((x: { id: string }) => x.id === ticket.id).state).toBe('settled');
    expect(await postingsSum(db())).toBe(0n);
  });

  it('a draw-now stopped after its claim is finished by the next pass once the claim runs out, not at the draw time', async () => {
    // The draw on sale still holds the last test's ticket (lô 08), whose win would land in the balance measured
    // here whenever 08 comes up: run it first, so this draw holds only this test's ticket.
    await runLotteryCommand(lottery(), ['draw-now', 'vn-lotto']);
    await settleDue();
    const session = await enter('demoplayer');
    const before = await balanceOf('demoplayer');
    const { ticket } = (await buy(session, { betType: 'lo2', numbers: ['31'], stakeMinor: '700' })).json();
    await runLotteryCommand(lottery(), ['draw-now', 'vn-lotto']);
    const paid = await balanceOf('demoplayer');
    const { win_minor } = await ticketRow(ticket.id);
    // The operator's process stopped after claiming the draw early and paying, before writing any of it down.
    await db()
      .updateTable('lottery_tickets')
      .set({ state: 'open', win_minor: null, closed_at: null })
      .where('id', '=', ticket.id)
      .execute();
    const draw = await db()
      .updateTable('lottery_draws')
      .set({ state: 'drawing', settled_at: null, claimed_until: new Date(clock - 1).toISOString() })
      .where('id', '=', ticket.drawId)
      .returning('draw_at')
      .executeTakeFirstOrThrow();
    expect(Date.parse(draw.draw_at)).toBeGreaterThan(clock);

    await lottery().drawDue();
    const row = await ticketRow(ticket.id);
    expect([row.state, String(row.win_minor)]).toEqual(['settled', String(win_minor)]);
    const closed = await db()
      .selectFrom('lottery_draws')
      .select('state')
      .where('id', '=', ticket.drawId)
      .executeTakeFirstOrThrow();
    expect(closed.state).toBe('settled');
    expect(await balanceOf('demoplayer')).toBe(paid);
    expect(paid).toBe(before - 700n + BigInt(String(win_minor)));
    expect((await seamlessCallsOf(db(), ticket.id)).map((c) => c.kind)).toEqual(['bet', 'win']);
  });

  it('cancelling a draw refunds every ticket once; a second cancel is refused', async () => {
    // The draw on sale still holds the last test's ticket: run it, so this draw holds only this test's tickets.
    await runLotteryCommand(lottery(), ['draw-now', 'vn-lotto']);
    await settleDue();
    const a = await enter('demoplayer');
    const b = await enter('vipplayer');
    const before = { a: await balanceOf('demoplayer'), b: await balanceOf('vipplayer') };
    const one = (await buy(a, { betType: 'de3', numbers: ['123'], stakeMinor: '2000' })).json().ticket;
    const two = (await buy(b, { betType: 'lo2', numbers: ['99'], stakeMinor: '300' })).json().ticket;
    expect(one.drawId).toBe(two.drawId);
    expect(await runLotteryCommand(lottery(), ['cancel', one.drawId])).toBe(
      `${one.drawId} cancelled: 2 ticket(s) refunded`,
    );
    await expect(runLotteryCommand(lottery(), ['cancel', one.drawId])).rejects.toBeInstanceOf(UsageError);
    await expect(runLotteryCommand(lottery(), ['cancel', 'bad id'])).rejects.toBeInstanceOf(UsageError);
    await expect(runLotteryCommand(lottery(), ['draw-now', 'no-game'])).rejects.toBeInstanceOf(UsageError);
    await settleDue();
    expect(await balanceOf('demoplayer')).toBe(before.a);
    expect(await balanceOf('vipplayer')).toBe(before.b);
    expect((await seamlessCallsOf(db(), one.id)).map((c) => c.kind)).toEqual(['bet', 'refund']);
    expect((await ticketRow(two.id)).state).toBe('refunded');
    const verify = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/verify?draw=${encodeURIComponent(one.drawId)}&lang=en`,
    });
    expect(verify.body).toContain('was cancelled');
    expect(await postingsSum(db())).toBe(0n);
  });

  it('keno: missed draws run in order at the next pass, each exactly once even with two processes', async () => {
    const session = await enter('demoplayer', 'lotus-keno');
    const first = (
      await buy(session, { betType: 'pick3', numbers: ['5', '17', '42'], stakeMinor: '1000' }, 'lotus-keno')
    ).json();
    // Inside the last seconds before that draw: its sales have closed, so the next ticket goes to the draw after,
    // and neither is due yet.
    clock = first.drawAt - 2_000;
    const later = (await buy(session, { betType: 'pick1', numbers: ['80'], stakeMinor: '500' }, 'lotus-keno')).json();
    expect(later.ticket.drawId).not.toBe(first.ticket.drawId);
    expect((await ticketRow(first.ticket.id)).state).toBe('open');
    const before = await balanceOf('demoplayer');
    // Both draws missed (the server was "stopped"); then two processes run the job at once.
    clock += 3 * keno.periodMs;
    // The second process is a whole second platform on the same database (its own vendor, scheduler and wallet).
    const second = await startSiblingPlatform(t, t.config.merchantCode, { now });
    let one: Awaited<ReturnType<LotteryService['drawDue']>>;
    let two: typeof one;
    try {
      [one, two] = await Promise.all([lottery().drawDue(), second.platform.lottery!.drawDue()]);
    } finally {
      await second.close();
    }
    const ran = [...one.draws, ...two.draws].filter((id) => id === first.ticket.drawId || id === later.ticket.drawId);
    expect(new Set(ran).size).toBe(ran.length);
    for (const report of [one, two]) {
      if (report.draws.includes(later.ticket.drawId) && report.draws.includes(first.ticket.drawId)) {
        expect(report.draws.indexOf(first.ticket.drawId)).toBeLessThan(report.draws.indexOf(later.ticket.drawId));
      }
    }
    await settleDue();
    let won = 0n;
    for (const bought of [first, later]) {
      const row = await ticketRow(bought.ticket.id);
      expect(row.state).toBe('settled');
      won += BigInt(String(row.win_minor));
      expect((await seamlessCallsOf(db(), bought.ticket.id)).map((c) => c.kind)).toEqual(['bet', 'win']);
      const draw = await db()
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', '=', bought.ticket.drawId)
        .executeTakeFirstOrThrow();
      const drawn = new Set((JSON.parse(draw.result!) as { numbers: number[] }).numbers);
      const hits = (bought.ticket.numbers as string[]).filter((n) => drawn.has(Number(n))).length;
      const pays: Record<string, bigint> = { 'pick3:2': 250n, 'pick3:3': 4200n, 'pick1:1': 380n };
      expect(BigInt(String(row.win_minor))).toBe(
        (BigInt(bought.ticket.stakeMinor) * (pays[`${bought.ticket.betType}:${hits}`] ?? 0n)) / 100n,
      );
    }
    expect(await balanceOf('demoplayer')).toBe(before + won);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('property: settling any set of tickets twice pays once, and postings sum to zero', async () => {
    let seed = 20261124;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 4; round += 1) {
      clock = (Math.floor(clock / keno.periodMs) + 1) * keno.periodMs + 10_000;
      await settleDue();
      const sessions = {
        demoplayer: await enter('demoplayer', 'lotus-keno'),
        vipplayer: await enter('vipplayer', 'lotus-keno'),
      };
      const start = { demoplayer: await balanceOf('demoplayer'), vipplayer: await balanceOf('vipplayer') };
      const ids: string[] = [];
      for (let i = 0, n = 1 + random(6); i < n; i += 1) {
        const player = random(2) ? 'demoplayer' : 'vipplayer';
        const picks = 1 + random(5);
        const numbers = new Set<string>();
        while (numbers.size < picks) numbers.add(String(1 + random(80)));
        const answer = await buy(
          sessions[player],
          { betType: `pick${picks}`, numbers: [...numbers], stakeMinor: String(100 * (1 + random(20))) },
          'lotus-keno',
        );
        expect(answer.statusCode).toBe(200);
        ids.push(answer.json().ticket.id);
      }
      const drawId = (await ticketRow(ids[0]!)).draw_id;
      clock += keno.periodMs;
      await settleDue();
      const after = { demoplayer: await balanceOf('demoplayer'), vipplayer: await balanceOf('vipplayer') };
      // A process stopped after paying but before writing it down: tickets look open and the claim ran out.
      await db()
        .updateTable('lottery_tickets')
        .set({ state: 'open', win_minor: null, closed_at: null })
        .where('draw_id', '=', drawId)
        .execute();
      await db()
        .updateTable('lottery_draws')
        .set({ state: 'drawing', claimed_until: new Date(clock - 1).toISOString() })
        .where('id', '=', drawId)
        .execute();
      await Promise.all([settleDue(), otherProcess().drawDue()]);
      await settleDue();
      expect({ demoplayer: await balanceOf('demoplayer'), vipplayer: await balanceOf('vipplayer') }).toEqual(after);
      let paid = 0n;
      for (const id of ids) {
        const row = await ticketRow(id);
        expect(row.state).toBe('settled');
        paid += BigInt(String(row.win_minor)) - BigInt(String(row.stake_minor));
        expect((await seamlessCallsOf(db(), id)).map((c) => c.kind)).toEqual(['bet', 'win']);
      }
      expect(after.demoplayer + after.vipplayer - start.demoplayer - start.vipplayer).toBe(paid);
      expect(await postingsSum(db())).toBe(0n);
    }
  });
});
