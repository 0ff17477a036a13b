import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { postingsSum } from './ledger-queries.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { DEMO_GAMES } from '../../platform/db/seed/games.ts';
import { roundById } from '../../platform/vendor/rounds-repository.ts';
import { verifyStoredRound } from '../../platform/vendor/verify-page.ts';
import { launchRoute } from '../../src/lib/games/launch-routing.ts';

// Lottery games route to their own pages and VASSALAGE items to a popup (launchRoute). Everything else opens in
// the game frame and must be a game.
const LAUNCHABLE = DEMO_GAMES.filter((g) => launchRoute({
  isGame: g.vassalageItem ? 'VASSALAGE' : 'GAME', vassalage: g.vassalage, code: g.code,
  gameType: g.gameType ?? null, accountTypeName: g.accountTypeName ?? null, defaultPlayType: g.playType ?? null,
}).kind === 'launch');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(STORES)('built-in vendor: every launchable demo game on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  const now = () => Date.now();
  const launch = async (vassalage: string, gameId: string, language: string) => {
    const res = await api.call({
      method: 'POST', url: '/wps/game/launchGameV2', token, headers: { language },
      payload: { gameId, vassalage, accountType: 1, confirmTrans: 0, clientType: 3, launchMode: 'GLS', platform: 'html5-desktop', language },
    });
    expect(res.status, `${vassalage}/${gameId}`).toBe(200);
    return res.body.value.game_url as string;
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    await COMMANDS['credit-bonus']!.run(t.platform.context, ['demoplayer', '500', 'vendor', 'catalogue']);
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
  });
  afterAll(async () => { await t?.close(); });

  it('launches each one to a 200 HTML game page headed by its own name, in EN and BN', async () => {
    expect(LAUNCHABLE.length).toBeGreaterThan(15);
    for (const g of LAUNCHABLE) {
      for (const [language, name] of [['en', g.en], ['bn', g.bn]] as const) {
        const url = await launch(g.vassalage, g.code, language);
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body, url).toMatch(new RegExp(`<title>${escapeRegExp(name)}</title>`));
        expect(res.body, url).toContain(`<h1>${name}</h1>`);
        expect(res.body).toMatch(/id="next-hash">[0-9a-f]{64}</);
      }
    }
  });

  const ROUNDS = [
    { vassalage: 'LOTUS_SLOTS', code: 'golden-tiger', title: 'Golden Tiger', bet: { lineBetMinor: '4' } },
    { vassalage: 'LOTUS_CLASSIC', code: 'classic-sevens', title: 'Classic Sevens', bet: { lineBetMinor: '4' } },
    { vassalage: 'LOTUS_LIVE', code: 'speed-baccarat', title: 'Speed Baccarat', bet: { side: 'player', stakeMinor: '100' } },
    { vassalage: 'LOTUS_FISH', code: 'mermaid-reef', title: 'Mermaid Reef', bet: { target: 'turtle', shotMinor: '100' } },
    { vassalage: 'LOTUS_ARENA', code: 'lucky-bingo', title: 'Lucky Bingo', bet: { cardPriceMinor: '100' } },
  ];

  it.each(ROUNDS)('plays a round of $title under its own code, verifiable on a page that names it', async (g) => {
    const url = await launch(g.vassalage, g.code, 'en');
    const session = new URL(url, 'http://x').searchParams.get('session')!;
    await t.app.inject({ method: 'GET', url });
    const res = await t.app.inject({ method: 'POST', url: `/vendor/${g.vassalage}/${g.code}/round`, payload: { session, lang: 'en', ...g.bet } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.betMinor).toBe('100');
    const round = (await roundById(t.platform.context.db, answer.roundId))!;
    expect(round).toMatchObject({ state: 'settled', vassalage: g.vassalage, game_code: g.code });
    expect(verifyStoredRound(round)?.ok).toBe(true);
    expect(await postingsSum(t.platform.context.db)).toBe(0n);
    const verify = await t.app.inject({ method: 'GET', url: answer.verifyUrl });
    expect(verify.body).toContain(`<dt>Game</dt><dd><code>${g.title}</code></dd>`);
    expect(verify.body).toContain('Verified: the seed matches its hash');
  });
});
