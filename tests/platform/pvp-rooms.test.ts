import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { postingsSum, seamlessCallsOf } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { BINGO_PAYS } from '../../platform/vendor/engines/bingo.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { roomBalls, roomCard } from '../../platform/vendor/engines/bingo-room.ts';
import { roomConfig, BingoRooms, BuiltInVendor } from '../../platform/vendor/index.ts';
import { injectTransport, type WalletTransport } from '../../platform/vendor/wallet-client.ts';

const ROOM = 'bingo-blast';
const ARENA = 'LOTUS_ARENA';
const blast = roomConfig(ARENA, ROOM)!;
const sessionIn = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('session')!;

describe.each(STORES)('PVP bingo rooms on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  // One second into a cycle of the 30-second room, so its sales are open; tests move it on.
  let clock = (Math.floor(Date.now() / blast.cycleMs) + 1) * blast.cycleMs + 1_000;
  const now = () => clock;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    for (const name of ['demoplayer', 'vipplayer']) {
      await COMMANDS['credit-bonus']!.run(t.platform.context, [name, '500', 'vendor', 'bonus']);
      tokens[name] = (await api.login(name, 'Demo1234', nextIp())).body.value.token;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const rooms = () => t.platform.rooms!;
  const db = () => t.platform.context.db;
  /** A second server process on the same database: its own vendor and rooms, its calls through the same platform. */
  const otherProcess = (transport: WalletTransport = injectTransport(t.app)) =>
    new BingoRooms(
      new BuiltInVendor({
        db: db(),
        now,
        secretFor: (v) => t.config.seamlessSecrets.get(v),
        transport,
      }),
    );
  const launch = (player: string, gameId = ROOM, language = 'en') =>
    api.call({
      method: 'POST',
      url: '/wps/game/launchGame',
      token: tokens[player],
      headers: { language },
      payload: { gameId, vassalage: ARENA, language },
    });
  const enter = async (player: string) => sessionIn((await launch(player)).body.value.game_url);
  const buy = (session: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/vendor/room/${ARENA}/${ROOM}/card`, payload: { session, lang } });
  const roomState = async (session: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/vendor/room/${ARENA}/${ROOM}/state?session=${session}&lang=en` })
    ).json();
  const balanceOf = async (player: string) =>
    BigInt(
      (await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: tokens[player] })).body.value
        .sumBalanceMinor,
    );
  const roomList = async () =>
    (await api.call({ method: 'GET', url: `/wps/relay/GLS2_roomList?vassalage=${ARENA}&language=en` })).body
      .value as any[];
  const cardRow = (id: string) =>
    db().selectFrom('room_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /**
   * Past the draw of the cycle on sale now, into the next one's sales, once every due draw is settled (the server's
   * own draw timer may be settling one meanwhile), so a test's balances move only by its own cards.
   */
  const toNextCycle = async () => {
    clock = (Math.floor(clock / blast.cycleMs) + 1) * blast.cycleMs + 1_000;
    await settleDue();
  };
  /** Runs the draw job until no due cycle is left unsettled (waiting out the server's own timer when it holds one). */
  async function settleDue() {
    for (;;) {
      await rooms().drawDue();
      const due = await db()
        .selectFrom('room_cycles')
        .select('id')
        .where('state', '!=', 'settled')
        .where('draw_at', '<=', new Date(clock).toISOString())
        .execute();
      if (due.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('lists the rooms with seats taken and free and the next draw time, and launches into a room', async () => {
    const list = await roomList();
    const room = list.find((r) => r.gameId === ROOM);
    expect(room).toMatchObject({
      vassalage: ARENA,
      gameName: 'Bingo Blast',
      seats: 10,
      seatsTaken: 0,
      seatsFree: 10,
      cardPriceMinor: '100',
      cycleSeconds: 30,
    });
    expect(room.nextDrawTime).toBe(Math.ceil(clock / blast.cycleMs) * blast.cycleMs);
    expect(room.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(list.map((r) => r.gameId).sort()).toEqual([
      'bingo-90',
      'bingo-arena',
      'bingo-blast',
      'bingo-royale',
      'lucky-bingo',
    ]);

    const launched = await launch('demoplayer');
    expect(launched.status).toBe(200);
    expect(launched.body.value.game_url).toMatch(
      new RegExp(`^/vendor/room/${ARENA}/${ROOM}/\\?session=[A-Za-z0-9_-]+&lang=en$`),
    );
    const page = await t.app.inject({ method: 'GET', url: launched.body.value.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Bingo Blast</h1>');
    expect(page.body).toContain('<output id="seats">0 / 10</output>');
    expect(page.body).toMatch(/<output id="countdown" data-draw-at="\d+">29<\/output>/);
    expect(page.body).toContain(room.seedHash);
    const bn = await t.app.inject({ method: 'GET', url: launched.body.value.game_url.replace('lang=en', 'lang=bn') });
    expect(bn.body).toContain('<h1>বিঙ্গো ব্লাস্ট</h1>');
    expect(bn.body).toContain('পরের ড্র');
    // The digit rule: seats, countdown, price and paytable in Bengali digits on a Bengali page; the draw's hash stays Western.
    expect(bn.body).toContain('<output id="seats">০ / ১০</output>');
    expect(bn.body).toMatch(/<output id="countdown" data-draw-at="\d+">২৯<\/output>/);
    expect(bn.body).toContain('<output id="price">১.০০</output>');
    expect(bn.body).toContain(`<td>×${localDigits(BINGO_PAYS.fullHouse, 'bn')}</td>`);
    expect(bn.body).toContain(room.seedHash);
    // What the script writes as the room runs (countdown, seats, card numbers, balls) goes through the page's digits.
    const script = await t.app.inject({ method: 'GET', url: '/vendor/assets/room-game.js' });
    expect(script.body).toContain("from './local-digits.js'");
    expect(script.body).toContain('countdown.textContent = local(left);');
    expect(script.body).toContain("getElementById('seats').textContent = local(");
    expect(script.body).toContain('td.textContent = local(number);');
    expect(script.body).toContain('item.textContent = local(number);');

    // Not a room, not logged in, or a body the call does not take: refused, nothing opened.
    expect(
      (
        await api.call({
          method: 'POST',
          url: '/wps/game/launchGame',
          token: tokens.demoplayer,
          payload: { gameId: 'lotus-fortune', vassalage: 'LOTUS_SLOTS', language: 'en' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call({
          method: 'POST',
          url: '/wps/game/launchGame',
          payload: { gameId: ROOM, vassalage: ARENA, language: 'en' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api.call({
          method: 'POST',
          url: '/wps/game/launchGame',
          token: tokens.demoplayer,
          payload: { gameId: ROOM, vassalage: ARENA, language: 'en', x: 1 },
        })
      ).status,
    ).toBe(400);
  });

  it('two players share one draw: each card is marked against the same balls and paid once', async () => {
    await toNextCycle();
    const a = await enter('demoplayer');
    const b = await enter('vipplayer');
    const before = { a: await balanceOf('demoplayer'), b: await balanceOf('vipplayer') };
    const cardA = (await buy(a)).json();
    const cardB = (await buy(b)).json();
    expect(cardA.cycleId).toBe(cardB.cycleId);
    expect([cardA.seat, cardB.seat]).toEqual([0, 1]);
    const listed = (await roomList()).find((r) => r.gameId === ROOM);
    expect(listed).toMatchObject({ seatsTaken: 2, seatsFree: 8, seedHash: cardA.seedHash });
    expect(await balanceOf('demoplayer')).toBe(before.a - 100n);

    clock = cardA.drawAt + 100;
    await settleDue();
    const cycle = await db()
      .selectFrom('room_cycles')
      .selectAll()
      .where('id', '=', cardA.cycleId)
      .executeTakeFirstOrThrow();
    expect(cycle.state).toBe('settled');
    const balls = roomBalls(cycle.server_seed, cycle.id);
    expect(JSON.parse(cycle.balls!)).toEqual(balls);
    for (const [player, card, start] of [
      ['demoplayer', cardA, before.a],
      ['vipplayer', cardB, before.b],
    ] as const) {
      // The pay is recounted here from the card (replayed from the seed by seat) and the balls.
      expect(card.card).toEqual(roomCard(cycle.server_seed, cycle.id, card.seat));
      const drawn = new Set(balls);
      const row = await cardRow(card.cardId);
      const marks = (card.card as number[][]).map((r) => r.filter((n) => drawn.has(n)).length);
      const pays = BINGO_PAYS[row.pattern as keyof typeof BINGO_PAYS];
      expect(row.state).toBe('settled');
      expect(BigInt(String(row.win_minor))).toBe(100n * BigInt(pays));
      expect(marks.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(0);
      expect(await balanceOf(player)).toBe(start - 100n + 100n * BigInt(pays));
      expect((await seamlessCallsOf(db(), card.cardId)).map((c) => c.kind)).toEqual(['bet', 'win']);
    }
    const state = await roomState(a);
    expect(state.lastDraw.cycleId).toBe(cycle.id);
    expect(state.lastDraw.balls).toEqual(balls);
    expect(state.lastDraw.serverSeed).toBe(cycle.server_seed);
    expect(state.lastDraw.cards.map((c: { id: string }) => c.id)).toEqual([cardA.cardId]);
    const verify = await t.app.inject({ method: 'GET', url: state.lastDraw.verifyUrl });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('Verified: the seed matches its hash');
    // In Bengali the balls and the card's numbers are in Bengali digits; the draw's id, seed and hash stay Western.
    const bnVerify = await t.app.inject({
      method: 'GET',
      url: state.lastDraw.verifyUrl.replace(/lang=\w+/, 'lang=bn'),
    });
    expect(bnVerify.body).toContain(`<p>${localDigits(balls.join(' '), 'bn')}</p>`);
    expect(bnVerify.body).toContain(localDigits((cardA.card as number[][]).map((r) => r.join(' ')).join(' / '), 'bn'));
    expect(bnVerify.body).toContain(`<code>${cycle.server_seed}</code>`);
    expect(bnVerify.body).toContain(`<code>${cycle.id}</code>`);
    expect(await postingsSum(db())).toBe(0n);
  });

  it('a repeated settlement job, in two processes at once and again after a stopped claim, pays each card once', async () => {
    await toNextCycle();
    const a = await enter('demoplayer');
    const b = await enter('vipplayer');
    const cards = [(await buy(a)).json(), (await buy(b)).json(), (await buy(a)).json()];
    const before = { a: await balanceOf('demoplayer'), b: await balanceOf('vipplayer') };
    // Before the draw time nothing is due: a job run early draws nothing.
    expect((await otherProcess().drawDue()).cycles).not.toContain(cards[0].cycleId);
    clock = cards[0].drawAt + 100;
    const [one, two] = await Promise.all([rooms().drawDue(), otherProcess().drawDue()]);
    // At most one of them drew it (the server's own timer may have been first); then it is settled whoever did.
    expect([...one.cycles, ...two.cycles].filter((id) => id === cards[0].cycleId).length).toBeLessThanOrEqual(1);
    await settleDue();
    const paid = async () => {
      const win = { a: 0n, b: 0n };
      for (const [i, card] of cards.entries()) {
        const row = await cardRow(card.cardId);
        expect(row.state).toBe('settled');
        if (i === 1) win.b += BigInt(String(row.win_minor));
        else win.a += BigInt(String(row.win_minor));
        expect((await seamlessCallsOf(db(), card.cardId)).map((c) => c.kind)).toEqual(['bet', 'win']);
      }
      return win;
    };
    const win = await paid();
    expect(await balanceOf('demoplayer')).toBe(before.a + win.a);
    expect(await balanceOf('vipplayer')).toBe(before.b + win.b);

    // A process stopped after its credits but before writing them down: the cards look open and the claim ran out.
    await db()
      .updateTable('room_cards')
      .set({ state: 'open', closed_at: null })
      .where('cycle_id', '=', cards[0].cycleId)
      .execute();
    await db()
      .updateTable('room_cycles')
      .set({ state: 'drawing', claimed_until: new Date(clock - 1).toISOString() })
      .where('id', '=', cards[0].cycleId)
      .execute();
    await settleDue();
    expect(await paid()).toEqual(win);
    expect(await balanceOf('demoplayer')).toBe(before.a + win.a);
    expect(await balanceOf('vipplayer')).toBe(before.b + win.b);
    // Settled now: the job has nothing more to do for it.
    expect((await rooms().drawDue()).cycles).not.toContain(cards[0].cycleId);
    expect(await postingsSum(db())).toBe(0n);
  });

  it("refuses a card when every seat is sold, in the player's language, moving nothing", async () => {
    await toNextCycle();
    const a = await enter('demoplayer');
    const b = await enter('vipplayer');
    for (let i = 0; i < blast.seats; i += 1) expect((await buy(i % 2 ? b : a)).statusCode).toBe(200);
    const before = await balanceOf('demoplayer');
    const postings = await db().selectFrom('ledger_postings').select('id').execute();
    const full = await buy(a, 'bn');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'room_full', message: 'এই ড্রয়ের জন্য রুম ভর্তি। পরের ড্রয়ের জন্য অপেক্ষা করুন।' });
    expect((await buy(b)).json().message).toBe('The room is full for this draw. Wait for the next one.');
    expect(await balanceOf('demoplayer')).toBe(before);
    expect(await db().selectFrom('ledger_postings').select('id').execute()).toHaveLength(postings.length);
    expect((await roomList()).find((r) => r.gameId === ROOM)).toMatchObject({ seatsTaken: 10, seatsFree: 0 });
    // The next cycle has its seats again once this one's sales close.
    clock = (Math.floor(clock / blast.cycleMs) + 1) * blast.cycleMs - 4_000;
    expect((await buy(a)).statusCode).toBe(200);
  });

  it('a card whose debit answer was lost (a restart mid-cycle) is refunded by the draw; a refused card frees its seat', async () => {
    // Twice: the card the previous test bought early sits in the cycle after its full one.
    await toNextCycle();
    await toNextCycle();
    const a = await enter('demoplayer');
    const before = await balanceOf('demoplayer');
    const real = injectTransport(t.app);
    const lost: WalletTransport = async (path, raw, headers) => {
      const reply = await real(path, raw, headers);
      if (path === 'debit') throw new Error('timeout');
      return reply;
    };
    const result = await otherProcess(lost).buy(blast, a);
    expect(result.kind).toBe('interrupted');
    const cardId = (result as { cardId: string }).cardId;
    expect(await balanceOf('demoplayer')).toBe(before - 100n);
    const row = await cardRow(cardId);
    clock =
      Date.parse(
        (
          await db()
            .selectFrom('room_cycles')
            .select('draw_at')
            .where('id', '=', row.cycle_id)
            .executeTakeFirstOrThrow()
        ).draw_at,
      ) + 100;
    await settleDue();
    expect((await cardRow(cardId)).state).toBe('refunded');
    expect(await balanceOf('demoplayer')).toBe(before);
    expect((await seamlessCallsOf(db(), cardId)).map((c) => c.kind)).toEqual(['bet', 'refund']);

    // Not enough money: refused, the seat is sold to the next buyer.
    await toNextCycle();
    const poor = await otherProcess((path, raw, headers) =>
      path === 'debit'
        ? Promise.resolve({ status: 402, body: { error: { code: 'insufficient_funds' } } })
        : real(path, raw, headers),
    ).buy(blast, a);
    expect(poor).toEqual({ kind: 'refused', code: 'insufficient_funds' });
    expect((await buy(a)).json().seat).toBe(0);
    expect(await postingsSum(db())).toBe(0n);
  });
});
