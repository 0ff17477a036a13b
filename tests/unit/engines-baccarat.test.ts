import { describe, expect, it } from 'vitest';
import { bankerDraws, cardValue, playerDraws } from '../../platform/vendor/engines/baccarat-rules.ts';
import { BACCARAT_STATED_RTP, baccaratExactRtp, baccaratOdds } from '../../platform/vendor/engines/baccarat-rtp.ts';
import { deal, playBaccarat, settle } from '../../platform/vendor/engines/baccarat.ts';
import { toNumber } from '../../platform/vendor/engines/exact.ts';
import { RandomStream } from '../../platform/vendor/engines/fairness.ts';

const SEED = '3c'.repeat(32);
const odds = baccaratOdds();
const exact = baccaratExactRtp(odds);

describe('punto-banco rules', () => {
  it('values cards and applies the third-card tableau', () => {
    expect([1, 9, 10, 11, 12, 13].map(cardValue)).toEqual([1, 9, 0, 0, 0, 0]);
    expect(playerDraws(5)).toBe(true);
    expect(playerDraws(6)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(2, 8)).toBe(true);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 8)).toBe(false);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('deals the same coup for the same seeds, with consistent hands', () => {
    expect(deal(new RandomStream(SEED, 'c', 9))).toEqual(deal(new RandomStream(SEED, 'c', 9)));
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      const coup = deal(new RandomStream(SEED, 'c', nonce));
      const total = (hand: typeof coup.player) => hand.reduce((s, c) => s + cardValue(c.rank), 0) % 10;
      expect(total(coup.player)).toBe(coup.playerTotal);
      expect(total(coup.banker)).toBe(coup.bankerTotal);
      const twoCard = (hand: typeof coup.player) => (cardValue(hand[0]!.rank) + cardValue(hand[1]!.rank)) % 10;
      if (twoCard(coup.player) >= 8 || twoCard(coup.banker) >= 8) {
        expect(coup.player).toHaveLength(2);
        expect(coup.banker).toHaveLength(2);
      }
      expect(coup.player.length).toBe(playerDraws(twoCard(coup.player)) && twoCard(coup.banker) < 8 ? 3 : 2);
    }
  });
});

describe('baccarat settlement (minor units)', () => {
  it('pays player 1:1, banker 1:1 less 5%, tie 8:1, and returns player and banker bets on a tie', () => {
    const bets = { player: 100n, banker: 200n, tie: 100n };
    expect(settle('player', bets)).toEqual({ player: 200n, banker: 0n, tie: 0n });
    expect(settle('banker', bets)).toEqual({ player: 0n, banker: 390n, tie: 0n });
    expect(settle('tie', bets)).toEqual({ player: 100n, banker: 200n, tie: 900n });
    // Commission rounds down to the minor unit: 5% of 110 is 5.5, the win is 104.
    expect(settle('banker', { banker: 110n }).banker).toBe(214n);
  });

  it('refuses a bet under 1 yuan', () => {
    expect(() => playBaccarat(new RandomStream(SEED, 'c', 0), { player: 99n })).toThrow(RangeError);
  });
});

describe('baccarat RTP', () => {
  it('counts every ordered draw from the 8-deck shoe once', () => {
    expect(odds.wins.player + odds.wins.banker + odds.wins.tie).toBe(416n * 415n * 414n * 413n * 412n * 411n);
  });

  it('states the exact figures, which match the well-known 8-deck house edges', () => {
    for (const bet of ['player', 'banker', 'tie'] as const) {
      expect(Math.abs(toNumber(exact[bet].rtp) - BACCARAT_STATED_RTP[bet])).toBeLessThan(1e-7);
    }
    expect(1 - BACCARAT_STATED_RTP.banker).toBeCloseTo(0.0106, 4);
    expect(1 - BACCARAT_STATED_RTP.player).toBeCloseTo(0.0124, 4);
    expect(1 - BACCARAT_STATED_RTP.tie).toBeCloseTo(0.1436, 4);
  });
});
