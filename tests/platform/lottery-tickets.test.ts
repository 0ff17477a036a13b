/**
 * "My tickets" (issue 26): the state call lists the player's tickets of the game from every session they opened,
 * settled ones included, each with its draw named by game and Dhaka time and, once drawn, the draw's result; the
 * filter narrows to waiting, won, lost or refunded. Another player's tickets never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { runLotteryCommand } from '../../platform/ops/lottery-commands.ts';
import { lotteryGame } from '../../platform/vendor/index.ts';

const keno = lotteryGame('lotus-keno-5')!;

describe.each(STORES)('lottery tickets on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  // Ten seconds into a five-minute keno round, so its sales are open.
  const clock = (Math.floor(Date.now() / keno.periodMs) + 1) * keno.periodMs + 10_000;
  const now = () => clock;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    for (const name of ['demoplayer', 'vipplayer']) {
      await COMMANDS['credit-bonus']!.run(t.platform.context, [name, '5000', 'tickets', 'test']);
      tokens[name] = (await api.login(name, 'Demo1234', nextIp())).body.value.token;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const enter = async (player: string) => {
    const launched = await api.call({
      method: 'POST',
      url: '/wps/game/launchLotto',
      token: tokens[player],
      payload: {
        lottoArea: 'ELOTT',
        launchMode: 'LOTT',
        lottoGameCode: keno.code,
        lottoView: 'betting',
        device: 'WEB',
        backUrl: '/lottery',
        language: 'en',
      },
    });
    return new URL(launched.body.value.game_url, 'http://x').searchParams.get('session')!;
  };
  const buy = (session: string, numbers: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `/vendor/lotto/${keno.vassalage}/${keno.code}/ticket`,
      payload: { session, lang: 'en', betType: `pick${numbers.length}`, numbers, stakeMinor: '1000' },
    });
  const state = async (session: string, filter = '', lang = 'en') => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/${keno.vassalage}/${keno.code}/state?session=${session}&lang=${lang}&filter=${filter}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('keeps settled tickets across sessions with their draw and result, filtered by outcome', async () => {
    const first = await enter('demoplayer');
    const other = await enter('vipplayer');
    const bought = (await buy(first, ['1', '2', '3', '4', '5'])).json();
    const waiting = (await buy(first, ['80'])).json();
    expect((await buy(other, ['9'])).statusCode).toBe(200);
    expect(bought.drawName).toMatch(/^Lotus Keno 5 min, \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}$/);

    // Before the draw: both tickets wait, named by their draw, with no result yet.
    const before = await state(first, 'open');
    expect(before.tickets.map((x: { id: string }) => x.id).sort()).toEqual(
      [bought.ticket.id, waiting.ticket.id].sort(),
    );
    expect(before.tickets[0]).toMatchObject({ drawName: bought.drawName, result: null, state: 'open' });
    expect(before.draw.name).toBe(bought.drawName);

    // The operator draws now; then the player comes back in a new session (a reload is a new launch).
    expect(await runLotteryCommand(t.platform.lottery!, ['draw-now', keno.code])).toContain('drawn: 3 ticket(s)');
    const second = await enter('demoplayer');
    expect(second).not.toBe(first);
    const all = await state(second);
    expect(all.tickets).toHaveLength(2);
    for (const ticket of all.tickets) {
      expect(ticket.state).toBe('settled');
      expect(ticket.result.kind).toBe('keno');
      expect(ticket.result.numbers).toHaveLength(20);
    }
    // Each ticket is filed under won or lost by its win; nothing waits and nothing was refunded.
    const won = (await state(second, 'won')).tickets.map((x: { id: string }) => x.id);
    const lost = (await state(second, 'lost')).tickets.map((x: { id: string }) => x.id);
    expect([...won, ...lost].sort()).toEqual([bought.ticket.id, waiting.ticket.id].sort());
    for (const ticket of all.tickets) expect(won.includes(ticket.id)).toBe(BigInt(ticket.winMinor) > 0n);
    expect((await state(second, 'open')).tickets).toEqual([]);
    expect((await state(second, 'refunded')).tickets).toEqual([]);
    // Bengali: the draw's name in Bengali words and digits.
    const bn = await state(second, '', 'bn');
    expect(bn.tickets[0].drawName).toMatch(/^লোটাস কেনো ৫ মিনিট, [০-৯]{1,2} \S+ [০-৯]{2}:[০-৯]{2}$/);
    // A filter that is not one is refused, not ignored.
    const bad = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/${keno.vassalage}/${keno.code}/state?session=${second}&lang=en&filter=everything`,
    });
    expect(bad.statusCode).toBe(401);
  });

  it('the betting view keeps draw codes and hashes behind "Provably fair" and names the draw by its time', async () => {
    const session = await enter('demoplayer');
    const page = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotto/${keno.vassalage}/${keno.code}/?session=${session}&lang=en`,
    });
    expect(page.statusCode).toBe(200);
    const details = page.body.indexOf('<details id="draw-details">');
    expect(details).toBeGreaterThan(0);
    expect(page.body.indexOf('id="draw-id"')).toBeGreaterThan(details);
    expect(page.body.indexOf('id="next-hash"')).toBeGreaterThan(details);
    expect(page.body).toMatch(/<span id="draw-name">Lotus Keno 5 min, \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}<\/span>/);
    expect(page.body).toContain('id="grid"');
    expect(page.body).toContain('data-stake="50"');
  });
});
