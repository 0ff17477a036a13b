/**
 * The house-edge table (issue 30; docs/house-edge.md): every built-in game declares each bet's edge as 1 − its
 * engine's stated RTP, baccarat's even-money bets are kept out of cashback (so the whole table is: the wallet's bet
 * call does not name the bet), and a game no engine describes takes its category's assumed figure.
 */
import { describe, expect, it } from 'vitest';
import { gameEdge } from '../../platform/modules/games/house-edge.ts';
import { VENDOR_CATALOGUE } from '../../platform/vendor/catalogue.ts';
import { vendorGame } from '../../platform/vendor/games.ts';
import { SPORTS_GAMES } from '../../platform/vendor/sports-game.ts';
import { BACCARAT_STATED_RTP } from '../../platform/vendor/engines/baccarat-rtp.ts';
import { SLOT_STATED_RTP } from '../../platform/vendor/engines/slot-rtp.ts';
import { pointsReturnBp } from '../../platform/modules/points/settings.ts';
import { DEFAULT_RATES } from '../../platform/modules/points/rates.ts';

describe('house edge per game', () => {
  it('takes each bet’s edge from its engine’s stated RTP', () => {
    expect(gameEdge('LOTUS_SLOTS', 'lotus-fortune', 'RNG')).toEqual({
      edgeBp: 396.44,
      cashback: true,
      source: 'engine',
    });
    expect(Math.abs(396.44 - (1 - SLOT_STATED_RTP) * 10_000)).toBeLessThan(0.01);
    const baccarat = vendorGame('LOTUS_LIVE', 'lotus-baccarat')!.houseEdges;
    expect(baccarat).toEqual([
      { bet: 'player', edgeBp: 123.51, cashback: false },
      { bet: 'banker', edgeBp: 105.79, cashback: false },
      { bet: 'tie', edgeBp: 1435.96, cashback: true },
    ]);
    expect(Math.abs(105.79 - (1 - BACCARAT_STATED_RTP.banker) * 10_000)).toBeLessThan(0.01);
    // The table is judged by its banker bet and earns no cashback.
    expect(gameEdge('LOTUS_LIVE', 'speed-baccarat', 'LIVE')).toEqual({
      edgeBp: 105.79,
      cashback: false,
      source: 'engine',
    });
  });

  it('has an edge for every game of the catalogue and every sports game, all earning cashback but baccarat', () => {
    for (const entry of [...VENDOR_CATALOGUE, ...SPORTS_GAMES]) {
      const edge = gameEdge(entry.vassalage, entry.code, 'RNG');
      expect(edge.source, entry.code).toBe('engine');
      expect(edge.edgeBp, entry.code).toBeGreaterThan(100);
      expect(edge.cashback, entry.code).toBe(!entry.code.includes('baccarat'));
    }
  });

  it('assumes a category’s figure for a game it does not know, and nothing for an unknown category', () => {
    expect(gameEdge('EVO', 'lightning-roulette', 'LIVE')).toEqual({
      edgeBp: 105.79,
      cashback: false,
      source: 'category',
    });
    expect(gameEdge('PG', 'mahjong-ways', 'RNG')).toEqual({ edgeBp: 300, cashback: true, source: 'category' });
    expect(gameEdge('X', 'y', 'CARDS')).toEqual({ edgeBp: 0, cashback: false, source: 'category' });
  });

  it('values points at their cash worth in basis points of the stake', () => {
    const settings = { rates: DEFAULT_RATES, unitPoints: 100, unitMinor: 100n, bonusWageringMultiple: 3 };
    expect(pointsReturnBp(settings, 'LIVE')).toBe(70);
    expect(pointsReturnBp(settings, 'RNG')).toBe(120);
    expect(pointsReturnBp({ ...settings, unitPoints: 50 }, 'RNG')).toBe(240);
    expect(pointsReturnBp(settings, 'CARDS')).toBe(0);
  });
});
