/**
 * The lottery's home-page calls (spec 7): popular games, the Vietnamese menu and its recent variant, the numbers
 * that came out most, the drawn numbers by day, and the winner board, from real tickets and draws.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerDay } from '../../contract/player-day.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runLotteryCommand } from '../../platform/ops/lottery-commands.ts';
import { lotteryGame } from '../../platform/vendor/index.ts';
import type { DrawResult } from '../../platform/vendor/lottery/results.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';

const keno = lotteryGame('lotus-keno')!;
const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;

describe.each(STORES)('the lottery board on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  // Ten seconds into a keno minute, so its sales are open.
  const clock = (Math.floor(Date.now() / keno.periodMs) + 1) * keno.periodMs + 10_000;
  const now = () => clock;
  let token = '';
  let vnResult: DrawResult;
  let vnDrawAt = '';
  const winsByNumber = new Map<string, bigint>();

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    await COMMANDS['credit-bonus']!.run(t.platform.context, ['demoplayer', '5000', 'lottery', 'board']);
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
    const launch = async (area: string, game: string) =>
      sessionIn(
        (
          await api.call({
            method: 'POST',
            url: '/wps/game/launchLotto',
            token,
            payload: {
              lottoArea: area,
              launchMode: 'LOTT',
              lottoGameCode: game,
              lottoView: 'betting',
              device: 'WEB',
              backUrl: '/lottery',
              language: 'en',
            },
          })
        ).body.value.game_url,
      );
    const vn = await launch('VN', 'vn-lotto');
    const kenoSession = await launch('ELOTT', 'lotus-keno');
    // ৳1 on every ending 00-99: some of them must win (27 prizes), and the board must show the biggest.
    const ids = new Map<string, string>();
    for (let n = 0; n < 100; n += 1) {
      const number = String(n).padStart(2, '0');
      const bought = await t.app.inject({
        method: 'POST',
        url: '/vendor/lotto/TCG_LOTTO_VN/vn-lotto/ticket',
        payload: { session: vn, lang: 'en', betType: 'lo2', numbers: [number], stakeMinor: '100' },
      });
      expect(bought.statusCode).toBe(200);
      ids.set(bought.json().ticket.id, number);
    }
    for (const pick of ['5', '17']) {
      const bought = await t.app.inject({
        method: 'POST',
        url: '/vendor/lotto/LOTUS_KENO/lotus-keno/ticket',
        payload: { session: kenoSession, lang: 'en', betType: 'pick1', numbers: [pick], stakeMinor: '100' },
      });
      expect(bought.statusCode).toBe(200);
    }
    expect(await runLotteryCommand(t.platform.lottery!, ['draw-now', 'vn-lotto'])).toContain('100 ticket(s) settled');
    const db = t.platform.context.db;
    const draw = await db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', 'vn-lotto')
      .where('state', '=', 'settled')
      .executeTakeFirstOrThrow();
    vnResult = JSON.parse(draw.result!) as DrawResult;
    vnDrawAt = draw.draw_at;
    for (const ticket of await db.selectFrom('lottery_tickets').selectAll().where('draw_id', '=', draw.id).execute()) {
      if (BigInt(ticket.win_minor ?? 0) > 0n) winsByNumber.set(ids.get(ticket.id)!, BigInt(ticket.win_minor!));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, withToken = false) =>
    api.call({ method: 'GET', url, headers: { language: 'en', ...headers }, ...(withToken ? { token } : {}) });

  it('lists the popular lottery games, the most played first, in the asked language, bounded by count', async () => {
    const popular = await get('/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=en');
    expect(popular.status).toBe(200);
    const games = popular.body.value.games;
    // Unplayed games follow in the catalogue's order; the SEA games open on the SEA lobby.
    expect(games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'vn-lotto',
      'lotus-keno',
      'sea-lottery',
      'sea-4d',
      'lotus-keno-3',
      'lotus-keno-5',
      'lucky-3d',
    ]);
    expect(games[6]).toMatchObject({ area: 'ELOTT', page: '/lottery?gameCode=lucky-3d', tickets: 0 });
    expect(games[3]).toMatchObject({ area: 'SEA', page: '/seaLottery?gameCode=sea-4d', tickets: 0 });
    expect(games[0]).toMatchObject({ name: 'Vietnam Lotto (North)', area: 'VN', page: '/vnlottery', tickets: 100 });
    expect(games[1]).toMatchObject({ area: 'ELOTT', page: '/lottery?gameCode=lotus-keno', tickets: 2 });
    expect(games[1].nextDrawAt).toBeGreaterThan(clock);
    expect(games[1].closeAt).toBeLessThan(games[1].nextDrawAt);
    expect((await get('/lgw/games/popular?count=1')).body.value.games).toHaveLength(1);
    const bn = await get('/lgw/games/popular', { language: 'bn' });
    expect(bn.body.value.games[0].name).toBe('ভিয়েতনাম লোটো (উত্তর)');
    for (const bad of ['count=0', 'count=51', 'count=x', 'device=TV', 'prizeMode=Other']) {
      const refused = await get(`/lgw/games/popular?${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
  });

  it('gives the Vietnamese menu to anyone and its recent variant to a member who played', async () => {
    const menu = await get('/lgw/vn/games/game_menu');
    expect(menu.body.value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['vn-lotto']);
    expect((await get('/lgw/vn/games/game_menu/recent')).status).toBe(401);
    const recent = await get('/lgw/vn/games/game_menu/recent', {}, true);
    expect(recent.status).toBe(200);
    expect(recent.body.value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['vn-lotto']);
  });

  it('counts the Vietnamese numbers exactly as the drawn prizes end', async () => {
    const answer = (await get('/lgw/vn/numbers?count=100')).body.value;
    expect(answer.draws).toBe(1);
    expect(answer.numbers).toHaveLength(100);
    const prizes = vnResult.kind === 'vn' ? Object.values(vnResult.prizes).flat() : [];
    expect(prizes).toHaveLength(27);
    for (const { number, hits, drawsSince } of answer.numbers as {
      number: string;
      hits: number;
      drawsSince: number | null;
    }[]) {
      const expected = prizes.filter((prize) => prize.endsWith(number)).length;
      expect(hits).toBe(expected);
      expect(drawsSince).toBe(expected > 0 ? 0 : null);
    }
    const hits = answer.numbers.map((n: { hits: number }) => n.hits);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    expect((await get('/lgw/vn/numbers?count=10')).body.value.numbers).toHaveLength(10);
    expect((await get('/lgw/vn/numbers?count=101')).status).toBe(400);
  });

  it("shows the drawn numbers of a game, of a day in the player's zone, with the verify link", async () => {
    const latest = (await get('/lgw/lottery/opened?gameCode=vn-lotto')).body.value;
    expect(latest).toMatchObject({ gameCode: 'vn-lotto', name: 'Vietnam Lotto (North)' });
    expect(latest.draws).toHaveLength(1);
    expect(latest.draws[0].result).toEqual(vnResult);
    // Run now by the operator: drawn before its scheduled time, and the answer says when it really was.
    expect(Date.parse(latest.draws[0].drawnAt)).toBeLessThanOrEqual(clock);
    expect(Date.parse(latest.draws[0].drawAt)).toBeGreaterThan(clock);
    expect(latest.draws[0].verifyUrl).toBe(
      `/vendor/lotto/verify?draw=${encodeURIComponent(latest.draws[0].drawId)}&lang=en`,
    );
    const day = playerDay(Date.parse(vnDrawAt));
    expect((await get(`/lgw/lottery/opened?gameCode=vn-lotto&date=${day}`)).body.value.draws).toHaveLength(1);
    const dayBefore = playerDay(Date.parse(vnDrawAt) - 86_400_000);
    expect((await get(`/lgw/lottery/opened?gameCode=vn-lotto&date=${dayBefore}`)).body.value.draws).toEqual([]);
    // Keno was not drawn yet: nothing opened, not an error.
    expect((await get('/lgw/lottery/opened?gameCode=lotus-keno')).body.value.draws).toEqual([]);
    expect((await get('/lgw/lottery/opened?gameCode=no-such-game')).status).toBe(404);
    expect((await get('/lgw/lottery/opened?gameCode=vn-lotto&date=2026-13-45')).status).toBe(400);
    expect((await get('/lgw/lottery/opened?gameCode=VN LOTTO')).status).toBe(400);
  });

  it("puts the biggest wins on the winner board with the winner's name masked", async () => {
    expect(winsByNumber.size).toBeGreaterThan(0);
    const board = (await get('/lgw/lottery/winners?count=50')).body.value.winners as {
      player: string;
      gameCode: string;
      winMinor: string;
    }[];
    expect(board).toHaveLength(winsByNumber.size);
    expect(board.every((w) => w.player === 'de******er' && w.gameCode === 'vn-lotto')).toBe(true);
    expect(board.map((w) => BigInt(w.winMinor))).toEqual(
      [...winsByNumber.values()].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
    );
    expect((await get('/lgw/lottery/winners?count=1')).body.value.winners).toHaveLength(1);
    expect(JSON.stringify(board)).not.toContain('demoplayer');
    expect((await get('/lgw/lottery/winners?count=0')).status).toBe(400);
  });
});
