import { describe, expect, it } from 'vitest';
import { toNumber } from '../../platform/vendor/engines/exact.ts';
import { RandomStream } from '../../platform/vendor/engines/fairness.ts';
import {
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  REEL_SYMBOL_COUNTS,
  SCATTER,
  SYMBOLS,
  WILD,
} from '../../platform/vendor/engines/slot-config.ts';
import { SLOT_STATED_RTP, slotExactRtp } from '../../platform/vendor/engines/slot-rtp.ts';
import { evaluateLine, spin } from '../../platform/vendor/engines/slot.ts';

const S = Object.fromEntries(SYMBOLS.map((name, i) => [name, i])) as Record<(typeof SYMBOLS)[number], number>;
const SEED = 'a5'.repeat(32);

describe('slot configuration', () => {
  it('has 25 distinct paylines of 5 rows each in 0..2', () => {
    expect(PAYLINES).toHaveLength(25);
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(25);
    for (const line of PAYLINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
  });

  it('builds 5 strips holding exactly the stated symbol counts, every symbol on every reel', () => {
    expect(REEL_STRIPS).toHaveLength(5);
    REEL_STRIPS.forEach((strip, reel) => {
      const counts = SYMBOLS.map((_, s) => strip.filter((x) => x === s).length);
      expect(counts).toEqual(REEL_SYMBOL_COUNTS[reel]);
      expect(counts.every((c) => c > 0)).toBe(true);
    });
  });

  it('pays more for longer runs and for rarer symbols, nothing below 3', () => {
    LINE_PAYS.forEach((pays, symbol) => {
      if (symbol === SCATTER) return;
      expect(pays[0]! + pays[1]! + pays[2]!).toBe(0);
      expect(pays[3]!).toBeGreaterThan(0);
      expect(pays[4]!).toBeGreaterThan(pays[3]!);
      expect(pays[5]!).toBeGreaterThan(pays[4]!);
    });
    expect(LINE_PAYS[S.DRAGON]![5]!).toBeGreaterThan(LINE_PAYS[S.JACK]![5]!);
  });
});

describe('evaluateLine', () => {
  it('pays runs from the left, with wilds substituting and paying on their own when that is better', () => {
    expect(evaluateLine([S.JACK, S.JACK, S.JACK, S.JACK, S.JACK]).multiplier).toBe(LINE_PAYS[S.JACK]![5]);
    expect(evaluateLine([S.JACK, S.JACK, S.ACE, S.JACK, S.JACK]).multiplier).toBe(0);
    expect(evaluateLine([WILD, WILD, S.JACK, S.JACK, S.ACE])).toEqual({
      multiplier: LINE_PAYS[S.JACK]![4],
      symbol: S.JACK,
      count: 4,
    });
    expect(evaluateLine([WILD, WILD, WILD, S.DRAGON, S.DRAGON])).toEqual({
      multiplier: LINE_PAYS[S.DRAGON]![5],
      symbol: S.DRAGON,
      count: 5,
    });
    expect(evaluateLine([WILD, WILD, WILD, S.JACK, S.ACE])).toEqual({
      multiplier: LINE_PAYS[WILD]![3],
      symbol: WILD,
      count: 3,
    });
    expect(evaluateLine([WILD, WILD, WILD, WILD, WILD]).multiplier).toBe(LINE_PAYS[WILD]![5]);
  });

  it('never pays a scatter on a line, and a scatter breaks a run', () => {
    expect(evaluateLine([SCATTER, SCATTER, SCATTER, SCATTER, SCATTER]).multiplier).toBe(0);
    expect(evaluateLine([S.KING, S.KING, SCATTER, S.KING, S.KING]).multiplier).toBe(0);
    expect(evaluateLine([WILD, WILD, SCATTER, S.KING, S.KING]).multiplier).toBe(0);
  });
});

describe('spin', () => {
  it('gives the same spin for the same seeds', () => {
    expect(spin(new RandomStream(SEED, 'c', 5), 4n)).toEqual(spin(new RandomStream(SEED, 'c', 5), 4n));
  });

  it('shows the strip windows at the stops and adds up its wins in minor units', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const result = spin(new RandomStream(SEED, 'c', nonce), 10n);
      expect(result.totalBetMinor).toBe(250n);
      result.stops.forEach((stop, reel) => {
        const strip = REEL_STRIPS[reel]!;
        for (let row = 0; row < 3; row += 1)
          expect(result.grid[row]![reel]).toBe(SYMBOLS[strip[(stop + row) % strip.length]!]);
      });
      const sum = result.lineWins.reduce((s, w) => s + w.winMinor, result.scatterWinMinor);
      expect(result.totalWinMinor).toBe(sum);
      for (const win of result.lineWins) expect(win.winMinor % 10n).toBe(0n);
    }
  });

  it('refuses a spin under the 1-yuan minimum (25 lines × line bet < 100 minor units)', () => {
    expect(() => spin(new RandomStream(SEED, 'c', 0), 3n)).toThrow(RangeError);
  });
});

describe('slot RTP', () => {
  it('states the exact RTP counted over all reel-stop combinations', () => {
    const exact = slotExactRtp();
    expect(exact.combinations).toBe(32n ** 4n * 33n); // every stop of every reel: 32·32·33·32·32
    expect(Math.abs(toNumber(exact.total) - SLOT_STATED_RTP)).toBeLessThan(1e-7);
    expect(SLOT_STATED_RTP).toBeGreaterThan(0.94);
    expect(SLOT_STATED_RTP).toBeLessThan(0.97);
  });
});
