import { describe, expect, it } from 'vitest';
import { STORES } from './harness.ts';
import { sessionIn, vendorGameUnderTest } from './vendor-harness.ts';
import { DEMO_GAMES } from '../../platform/db/seed/games.ts';
import { verifyStoredRound } from '../../platform/vendor/verify-page.ts';
import { launchRoute } from '../../src/lib/games/launch-routing.ts';

// Lottery games route to their own pages and VASSALAGE items to a popup (launchRoute). Everything else opens in
// the game frame and must be a game.
const LAUNCHABLE = DEMO_GAMES.filter(
  (g) =>
    launchRoute({
      isGame: g.vassalageItem ? 'VASSALAGE' : 'GAME',
      vassalage: g.vassalage,
      code: g.code,
      gameType: g.gameType ?? null,
      accountTypeName: g.accountTypeName ?? null,
      defaultPlayType: g.playType ?? null,
    }).kind === 'launch',
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(STORES)('built-in vendor: every launchable demo game on %s', (store) => {
  // No game of its own: each test names the one it launches. The clock is the wall's, as nothing here moves it.
  const v = vendorGameUnderTest(store, {
    vassalage: 'LOTUS_SLOTS',
    gameId: 'lotus-fortune',
    fundingReason: 'catalogue',
    wallClock: true,
  });
  const launch = async (vassalage: string, gameId: string, language: string) => {
    const res = await v.launch(gameId, vassalage, language);
    expect(res.status, `${vassalage}/${gameId}`).toBe(200);
    return res.body.value.game_url as string;
  };

  it('launches each one to a 200 HTML game page headed by its own name, in EN and BN', async () => {
    expect(LAUNCHABLE.length).toBeGreaterThan(15);
    for (const g of LAUNCHABLE) {
      for (const [language, name] of [
        ['en', g.en],
        ['bn', g.bn],
      ] as const) {
        const url = await launch(g.vassalage, g.code, language);
        const res = await v.get(url);
        expect(res.statusCode, `${url}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body, url).toMatch(new RegExp(`<title>${escapeRegExp(name)}</title>`));
        expect(res.body, url).toContain(`<h1>${name}</h1>`);
        // Each page shows its commitment before any bet: the next round's seed hash, or for a crash game (one
        // shared round) the current round's hash in the chain and the chain's terminating hash.
        if (g.code.endsWith('-crash')) {
          expect(res.body, url).toMatch(/id="round-hash">[0-9a-f]{64}</);
          expect(res.body, url).toMatch(/id="terminating">[0-9a-f]{64}</);
        } else expect(res.body).toMatch(/id="next-hash">[0-9a-f]{64}</);
      }
    }
  });

  const ROUNDS = [
    { vassalage: 'LOTUS_SLOTS', code: 'golden-tiger', title: 'Golden Tiger', bet: { lineBetMinor: '4' } },
    { vassalage: 'LOTUS_CLASSIC', code: 'classic-sevens', title: 'Classic Sevens', bet: { lineBetMinor: '4' } },
    {
      vassalage: 'LOTUS_LIVE',
      code: 'speed-baccarat',
      title: 'Speed Baccarat',
      bet: { side: 'player', stakeMinor: '100' },
    },
    {
      vassalage: 'LOTUS_FISH',
      code: 'mermaid-reef',
      title: 'Mermaid Reef',
      bet: { target: 'turtle', shotMinor: '100' },
    },
    { vassalage: 'LOTUS_ARENA', code: 'lucky-bingo', title: 'Lucky Bingo', bet: { cardPriceMinor: '100' } },
  ];

  it.each(ROUNDS)('plays a round of $title under its own code, verifiable on a page that names it', async (g) => {
    const url = await launch(g.vassalage, g.code, 'en');
    const session = sessionIn(url);
    await v.get(url);
    const res = await v.playRound(session, g.bet, 'en', `${g.vassalage}/${g.code}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.betMinor).toBe('100');
    const round = (await v.storedRound(answer.roundId))!;
    expect(round).toMatchObject({ state: 'settled', vassalage: g.vassalage, game_code: g.code });
    expect(verifyStoredRound(round)?.ok).toBe(true);
    expect(await v.postingsSum()).toBe(0n);
    const verify = await v.get(answer.verifyUrl);
    expect(verify.body).toContain(`<dt>Game</dt><dd><code>${g.title}</code></dd>`);
    expect(verify.body).toContain('Verified: the seed matches its hash');
  });
});
