import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../../platform/db/seed/games.ts';
import { VENDOR_CATALOGUE } from '../../platform/vendor/catalogue.ts';
import { vendorGame } from '../../platform/vendor/index.ts';
import { gamePage } from '../../platform/vendor/pages.ts';
import { launchRoute } from '../../src/lib/games/launch-routing.ts';
import { CRASH_GAMES } from '../../platform/vendor/crash-install.ts';

// SPORTS and ESPORTS games have an adapter each (sports-game.ts: every match is its own table), not a catalogue row.
const SPORTS = new Set(['SPORTS', 'ESPORTS']);

/** Seeded games the site opens through the launch call, i.e. in the vendor's game frame. */
const opened = DEMO_GAMES.filter(
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
// Crash games are one shared round for every player (crash-game.ts), served by their own page, not a round adapter.
const isCrash = (g: { vassalage: string; code: string }) =>
  CRASH_GAMES.some((c) => c.vassalage === g.vassalage && c.code === g.code);
const launchable = opened.filter((g) => !SPORTS.has(g.category) && !isCrash(g));

describe("the built-in vendor's catalogue", () => {
  it("covers every launchable seeded game, under the seed's names", () => {
    expect(launchable.length).toBeGreaterThan(15);
    for (const g of launchable) {
      const entry = VENDOR_CATALOGUE.find((e) => e.vassalage === g.vassalage && e.code === g.code);
      expect(entry, `${g.vassalage}/${g.code}`).toMatchObject({ en: g.en, bn: g.bn });
    }
    // And lists nothing the site cannot open.
    expect(VENDOR_CATALOGUE.map((e) => `${e.vassalage}/${e.code}`).sort()).toEqual(
      launchable.map((g) => `${g.vassalage}/${g.code}`).sort(),
    );
  });

  it("serves every crash game the site opens, under the seed's names", () => {
    const crash = opened.filter(isCrash);
    expect(crash.length).toBe(CRASH_GAMES.length);
    for (const g of crash)
      expect(CRASH_GAMES.find((c) => c.code === g.code)).toMatchObject({ vassalage: g.vassalage, en: g.en, bn: g.bn });
  });

  it("serves every game the site opens in its frame, sports included, under the seed's names", () => {
    expect(opened.filter((g) => SPORTS.has(g.category)).length).toBe(4);
    for (const g of opened.filter((game) => !isCrash(game))) {
      expect(vendorGame(g.vassalage, g.code), `${g.vassalage}/${g.code}`).toMatchObject({
        vassalage: g.vassalage,
        code: g.code,
      });
      expect(gamePage(g.vassalage, g.code)?.title('en'), g.code).toBe(g.en);
      expect(gamePage(g.vassalage, g.code)?.title('bn'), g.code).toBe(g.bn);
    }
  });

  it('gives every game an adapter under its own code and a page under its own title', () => {
    for (const entry of VENDOR_CATALOGUE) {
      const game = vendorGame(entry.vassalage, entry.code);
      expect(game, entry.code).toMatchObject({ vassalage: entry.vassalage, code: entry.code });
      const page = gamePage(entry.vassalage, entry.code)!;
      expect(page.title('en')).toBe(entry.en);
      expect(page.title('bn')).toBe(entry.bn);
    }
    expect(vendorGame('LOTUS_SLOTS', 'no-such-game')).toBeUndefined();
    expect(gamePage('LOTUS_SLOTS', 'no-such-game')).toBeUndefined();
    // The popup item opens a list, never a game.
    expect(vendorGame('LOTUS_CLASSIC', 'classic-hall')).toBeUndefined();
  });

  it("plays each family's engine: a slot title takes line bets, a bingo room card prices", () => {
    const slot = vendorGame('LOTUS_SLOTS', 'golden-tiger')!;
    expect(slot.parseBet({ lineBetMinor: '4' })).toEqual({ lineBetMinor: '4' });
    expect(slot.stake({ lineBetMinor: '4' })).toBe(100n);
    const bingo = vendorGame('LOTUS_ARENA', 'bingo-blast')!;
    expect(bingo.parseBet({ cardPriceMinor: '200' })).toEqual({ cardPriceMinor: '200' });
    expect(bingo.parseBet({ cardPriceMinor: '150' })).toBeUndefined();
    expect(bingo.parseBet({ lineBetMinor: '4' })).toBeUndefined();
    expect(vendorGame('LOTUS_LIVE', 'speed-baccarat')!.parseBet({ side: 'tie', stakeMinor: '100' })).toEqual({
      side: 'tie',
      stakeMinor: '100',
    });
    expect(vendorGame('LOTUS_FISH', 'golden-shark')!.parseBet({ target: 'shark', shotMinor: '100' })).toEqual({
      target: 'shark',
      shotMinor: '100',
    });
  });
});
