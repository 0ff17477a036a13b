/**
 * The crash game on both stores: one shared round, bets as debits, cash-outs as credits at the server's multiplier,
 * auto cash-outs paid without the page, exactly once under parallel cash-outs and across a restart, and the chain.
 * The tests read a round's crash point from its row only to choose a round where the case can happen (a round
 * that crashes at 1.00× cannot be won); the page never sees it before the crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { seamlessCallsOf } from './ledger-queries.ts';
import { checkAnswer } from './contract-check.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { buildPlatformServer } from '../../platform/server.ts';
import type { Platform } from '../../platform/app.ts';
import { chainLink, crashPointX100, msToReach } from '../../platform/vendor/engines/crash.ts';
import { BETTING_MS, PAUSE_MS } from '../../platform/vendor/crash-game.ts';
import { latestRound, betsOfRound, type CrashRound } from '../../platform/vendor/crash-repository.ts';

const ARENA = 'LOTUS_ARENA';
const GAME = 'lotus-crash';
const KEY = { vassalage: ARENA, code: GAME };
const BASE = `/vendor/crash/${ARENA}/${GAME}`;
const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;

describe.each(STORES)('the crash game on %s', (store) => {
  let t: TestPlatform;
  let app: FastifyInstance;
  let platform: Platform;
  let api: Caller;
  let clock = Date.now();
  const now = () => clock;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    app = t.app;
    platform = t.platform;
    api = caller(app, now);
    for (const name of ['demoplayer', 'vipplayer']) {
      await COMMANDS['credit-bonus']!.run(platform.context, [name, '500', 'vendor', 'bonus']);
      tokens[name] = (await api.login(name, 'Demo1234', nextIp())).body.value.token;
    }
  });
  afterAll(async () => {
    // A platform reopened by the restart test closes first; the harness's close then removes the store.
    if (app !== t?.app) await app.close();
    await t?.close();
  });

  const db = () => platform.context.db;
  const tick = () => platform.crash!.tick();
  /** A game session of the player, as the lobby's launch makes it (one bet per session and round). */
  const enter = async (player: string) => {
    const reply = await api.call({
      method: 'POST',
      url: '/wps/game/launchGameV2',
      token: tokens[player],
      headers: { language: 'en' },
      payload: {
        gameId: GAME,
        vassalage: ARENA,
        accountType: 1,
        confirmTrans: 0,
        clientType: 3,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        language: 'en',
      },
    });
    expect(reply.body.value.game_url).toBe(
      `/vendor/${ARENA}/${GAME}/?session=${encodeURIComponent(sessionIn(reply.body.value.game_url))}&lang=en`,
    );
    return sessionIn(reply.body.value.game_url);
  };
  const bet = (session: string, stakeMinor: string, autoX100?: string) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/bet`,
      payload: { session, lang: 'en', stakeMinor, ...(autoX100 ? { autoX100 } : {}) },
    });
  const cashOut = (session: string, lang = 'en') =>
    app.inject({ method: 'POST', url: `${BASE}/cashout`, payload: { session, lang } });
  const balance = async (player: string) =>
    BigInt(
      (await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: tokens[player] })).body.value
        .sumBalanceMinor,
    );
  const calls = async (betId: string) =>
    (await seamlessCallsOf(db(), betId)).map((c) => `${c.kind}:${BigInt(c.amount_minor)}`);

  /** A fresh round in its betting window whose crash point is at least `minX100` (others are let crash). */
  async function roundCrashingAtLeast(minX100: number): Promise<CrashRound> {
    for (;;) {
      const current = await latestRound(db(), KEY);
      if (current) clock = Math.max(clock, Number(current.crash_at_ms) + PAUSE_MS);
      await tick();
      const round = (await latestRound(db(), KEY))!;
      expect(clock).toBeLessThan(Number(round.betting_ends_ms));
      if (round.crash_x100 >= minX100) return round;
    }
  }
  const flyTo = (round: CrashRound, x100: number) => {
    clock = Number(round.betting_ends_ms) + msToReach(x100);
  };
  const pastCrash = (round: CrashRound) => {
    clock = Number(round.crash_at_ms) + 1;
  };

  it('pays a cash-out at the server’s multiplier and settles a riding bet as lost at the crash', async () => {
    const round = await roundCrashingAtLeast(200);
    const [winner, loser] = [await enter('demoplayer'), await enter('vipplayer')];
    const [before, beforeLoser] = [await balance('demoplayer'), await balance('vipplayer')];
    const placed = await bet(winner, '10000');
    expect(placed.statusCode).toBe(200);
    expect(placed.json().balanceMinor).toBe(String(before - 10_000n));
    const winnerBet = placed.json().bet.id as string;
    const loserBet = (await bet(loser, '5000')).json().bet.id as string;
    // A second bet of one session in one round is refused, in the player's language.
    const again = await bet(winner, '10000');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_bet');
    // Before the take-off there is nothing to cash out.
    expect((await cashOut(winner)).json().code).toBe('not_flying');
    flyTo(round, 150);
    const cashed = await cashOut(winner);
    expect(cashed.statusCode).toBe(200);
    expect(cashed.json()).toMatchObject({ cashoutX100: 150, winMinor: '15000' });
    expect(await balance('demoplayer')).toBe(before + 5_000n);
    pastCrash(round);
    await tick();
    expect(await balance('vipplayer')).toBe(beforeLoser - 5_000n);
    expect(await calls(winnerBet)).toEqual(['bet:10000', 'win:15000']);
    expect(await calls(loserBet)).toEqual(['bet:5000', 'win:0']);
    const rows = await betsOfRound(db(), round.id);
    expect(rows.map((r) => [r.id, r.state, r.credited])).toEqual(
      expect.arrayContaining([
        [winnerBet, 'won', 1],
        [loserBet, 'lost', 1],
      ]),
    );
    expect((await latestRound(db(), KEY))!.state).toBe('settled');
  });

  it('refuses a bet after the betting window and bad stakes, with nothing moved', async () => {
    const round = await roundCrashingAtLeast(100);
    const session = await enter('demoplayer');
    const before = await balance('demoplayer');
    for (const [stake, auto] of [
      ['0', undefined],
      ['150', undefined],
      ['10000', '100'],
      ['10000', '100001'],
      ['12.5', undefined],
    ] as const) {
      const refused = await bet(session, stake, auto);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('bad_bet');
    }
    clock = Number(round.betting_ends_ms);
    const late = await app.inject({
      method: 'POST',
      url: `${BASE}/bet`,
      payload: { session, lang: 'bn', stakeMinor: '10000' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('এই রাউন্ডের বাজি বন্ধ; পরের রাউন্ডের অপেক্ষা করুন।');
    expect(await balance('demoplayer')).toBe(before);
  });

  it('pays fifty parallel cash-outs of one bet once', async () => {
    const round = await roundCrashingAtLeast(200);
    const session = await enter('demoplayer');
    const betId = (await bet(session, '10000')).json().bet.id as string;
    const before = await balance('demoplayer');
    flyTo(round, 125);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cashOut(session)));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(49).fill('already_cashed_out'),
    );
    expect(await balance('demoplayer')).toBe(before + 12_500n);
    pastCrash(round);
    await tick();
    expect(await calls(betId)).toEqual(['bet:10000', 'win:12500']);
  });

  it('refuses a cash-out that arrives after the crash, and the bet is settled as lost', async () => {
    const round = await roundCrashingAtLeast(100);
    const session = await enter('vipplayer');
    const betId = (await bet(session, '2000')).json().bet.id as string;
    const before = await balance('vipplayer');
    pastCrash(round);
    const late = await cashOut(session);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('crashed');
    await tick();
    expect(await balance('vipplayer')).toBe(before);
    expect(await calls(betId)).toEqual(['bet:2000', 'win:0']);
    // The seed is revealed with the crash and gives the crash point.
    const state = (await app.inject({ method: 'GET', url: `${BASE}/state?session=${session}&lang=en` })).json();
    const crashed = state.history.find((r: { id: string }) => r.id === round.id);
    expect(crashPointX100(crashed.seed)).toBe(crashed.crashX100);
  });

  it('pays an auto cash-out when the page is gone, and an unreached one loses', async () => {
    const round = await roundCrashingAtLeast(150);
    const [gone, greedy] = [await enter('demoplayer'), await enter('vipplayer')];
    const [before, beforeGreedy] = [await balance('demoplayer'), await balance('vipplayer')];
    const goneBet = (await bet(gone, '10000', '130')).json().bet.id as string;
    const greedyBet = (await bet(greedy, '10000', String(round.crash_x100 + 1))).json().bet.id as string;
    // No request from either page: the server's pass reaches 1.30× in flight and pays it.
    flyTo(round, 140);
    await tick();
    expect(await balance('demoplayer')).toBe(before + 3_000n);
    expect(await calls(goneBet)).toEqual(['bet:10000', 'win:13000']);
    pastCrash(round);
    await tick();
    await tick();
    expect(await balance('vipplayer')).toBe(beforeGreedy - 10_000n);
    expect(await calls(greedyBet)).toEqual(['bet:10000', 'win:0']);
  });

  it('settles every bet exactly once when the server restarts mid-round', async () => {
    const round = await roundCrashingAtLeast(150);
    const sessions = [await enter('demoplayer'), await enter('demoplayer'), await enter('vipplayer')];
    const manual = await enter('vipplayer');
    const ids = [
      (await bet(sessions[0]!, '10000', '120')).json().bet.id as string, // auto below the crash: a win at 1.20×
      (await bet(sessions[1]!, '10000', String(round.crash_x100 + 5))).json().bet.id as string, // above: lost
      (await bet(sessions[2]!, '10000')).json().bet.id as string, // rides without auto: lost
    ];
    const manualId = (await bet(manual, '10000')).json().bet.id as string;
    flyTo(round, 110);
    expect((await cashOut(manual)).json().cashoutX100).toBe(110);
    // The process stops while the round is in flight (no pass has reached 1.20× yet).
    await app.close();
    pastCrash(round);
    const reopened = await buildPlatformServer(t.config, {
      now,
      ...(t.pgSchema ? { pgSchema: t.pgSchema } : {}),
      trustProxy: ['127.0.0.1'],
      answerCheck: checkAnswer,
    });
    app = reopened.app;
    platform = reopened.platform;
    await app.ready();
    api = caller(app, now);
    await tick();
    await tick();
    expect(await calls(ids[0]!)).toEqual(['bet:10000', 'win:12000']);
    expect(await calls(ids[1]!)).toEqual(['bet:10000', 'win:0']);
    expect(await calls(ids[2]!)).toEqual(['bet:10000', 'win:0']);
    expect(await calls(manualId)).toEqual(['bet:10000', 'win:11000']);
    const rows = await betsOfRound(db(), round.id);
    expect(rows.every((r) => r.credited === 1 && (r.state === 'won' || r.state === 'lost'))).toBe(true);
    expect((await latestRound(db(), KEY))!.state).toBe('settled');
  });

  it('publishes a chain every revealed seed verifies against', async () => {
    const round = await roundCrashingAtLeast(100);
    pastCrash(round);
    await tick();
    const rounds = await db()
      .selectFrom('crash_rounds')
      .selectAll()
      .where('crash_at_ms', '<=', clock)
      .orderBy('seq')
      .execute();
    expect(rounds.length).toBeGreaterThan(5);
    const chain = await db().selectFrom('crash_chains').selectAll().executeTakeFirstOrThrow();
    let previous = chain.terminating_hash;
    for (const r of rounds) {
      expect(chainLink(r.seed)).toBe(previous);
      expect(r.seed_hash).toBe(previous);
      expect(crashPointX100(r.seed)).toBe(r.crash_x100);
      expect(Number(r.crash_at_ms) - Number(r.betting_ends_ms)).toBe(msToReach(r.crash_x100));
      expect(Number(r.betting_ends_ms)).toBeGreaterThanOrEqual(BETTING_MS);
      previous = r.seed;
    }
    // Before its crash a round's seed is never answered.
    const next = await roundCrashingAtLeast(100);
    const session = await enter('demoplayer');
    const state = (await app.inject({ method: 'GET', url: `${BASE}/state?session=${session}&lang=en` })).json();
    expect(state.round.id).toBe(next.id);
    expect(state.round.seed).toBeUndefined();
    expect(JSON.stringify(state)).not.toContain(next.seed);
    expect(state.round.seedHash).toBe(previous);
    expect(state.round.terminatingHash).toBe(chain.terminating_hash);
    // The verify page redoes both checks from the revealed seed, in the player's language.
    const last = rounds[rounds.length - 1]!;
    const verify = await app.inject({
      method: 'GET',
      url: `/vendor/crash/verify?round=${encodeURIComponent(last.id)}&lang=bn`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.body.match(/class="ok">সঠিক</g)).toHaveLength(2);
    const early = await app.inject({
      method: 'GET',
      url: `/vendor/crash/verify?round=${encodeURIComponent(next.id)}&lang=en`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.body).not.toContain(next.seed);
  });

  it('serves the page where the launch points and pushes the round over the socket', async () => {
    const round = await roundCrashingAtLeast(100);
    const session = await enter('demoplayer');
    const page = await app.inject({ method: 'GET', url: `/vendor/${ARENA}/${GAME}/?session=${session}&lang=bn` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('লোটাস ক্র্যাশ');
    expect(page.body).toContain('ক্যাশ আউট');
    expect(page.body).toContain(`data-api="/vendor/crash/${ARENA}/${GAME}/"`);
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    const refused = await app.inject({ method: 'GET', url: `/vendor/${ARENA}/${GAME}/?session=${'x'.repeat(30)}` });
    expect(refused.statusCode).toBe(401);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}${BASE}/socket?session=${session}`);
    const first = await new Promise<{ round: { id: string; phase: string } }>((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    );
    expect(first.round).toMatchObject({ id: round.id, phase: 'betting' });
    // A bet placed by another page reaches this one at once.
    const pushed = new Promise<{ bets: { player: string }[] }>((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.bets.length > 0) resolve(message);
      }),
    );
    await bet(await enter('vipplayer'), '1000');
    expect((await pushed).bets).toHaveLength(1);
    socket.terminate();
  });
});
