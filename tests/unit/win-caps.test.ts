import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_WIN_MULTIPLE, maxWinMultiple, overWinCap } from '../../platform/modules/games/win-caps.ts';
import { VENDOR_CATALOGUE } from '../../platform/vendor/catalogue.ts';
import { SPORTS_GAMES } from '../../platform/vendor/sports-game.ts';
import { matchOdds } from '../../platform/vendor/engines/sports.ts';

describe('declared maximum win multiples', () => {
  it("are each engine's best pay", () => {
    expect(maxWinMultiple('LOTUS_SLOTS', 'lotus-fortune')).toBe(2050n);
    expect(maxWinMultiple('LOTUS_CLASSIC', 'lucky-bar')).toBe(2050n);
    expect(maxWinMultiple('LOTUS_LIVE', 'speed-baccarat')).toBe(9n);
    expect(maxWinMultiple('LOTUS_FISH', 'golden-shark')).toBe(100n);
    expect(maxWinMultiple('LOTUS_ARENA', 'bingo-blast')).toBe(500n);
  });

  it('cover the longest odds of every sports game, rounded up', () => {
    for (const game of SPORTS_GAMES) {
      const longest = Object.values(matchOdds(game.match)).reduce((a, b) => (a > b ? a : b));
      const multiple = maxWinMultiple(game.vassalage, game.code);
      expect(multiple * 100n >= longest && (multiple - 1n) * 100n < longest, game.code).toBe(true);
    }
  });

  it('exist for every catalogued game, and a fixed bound stands for games of other vendors', () => {
    for (const entry of VENDOR_CATALOGUE)
      expect(maxWinMultiple(entry.vassalage, entry.code)).toBeLessThan(BigInt(DEFAULT_MAX_WIN_MULTIPLE));
    expect(maxWinMultiple('TCG_SEA', 'sea-lottery')).toBe(BigInt(DEFAULT_MAX_WIN_MULTIPLE));
  });
});

describe('overWinCap', () => {
  const totals = (betMinor: bigint, refundMinor: bigint, winMinor: bigint) => ({ betMinor, refundMinor, winMinor });
  it('allows wins up to the multiple of the bets still standing, not one minor unit more', () => {
    expect(overWinCap(totals(100n, 0n, 0n), 900n, 9n)).toBe(false);
    expect(overWinCap(totals(100n, 0n, 900n), 1n, 9n)).toBe(true);
    expect(overWinCap(totals(100n, 0n, 899n), 1n, 9n)).toBe(false);
    expect(overWinCap(totals(200n, 100n, 0n), 901n, 9n)).toBe(true);
    expect(overWinCap(totals(100n, 100n, 0n), 1n, 9n)).toBe(true);
  });
});
