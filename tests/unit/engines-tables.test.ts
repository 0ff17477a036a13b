import { describe, expect, it } from 'vitest';
import {
  andarBaharExactRtp,
  andarChance,
  ANDAR_BAHAR_STATED_RTP,
} from '../../platform/vendor/engines/andar-bahar-rtp.ts';
import { playAndarBahar, settleAndarBahar } from '../../platform/vendor/engines/andar-bahar.ts';
import { Shoe } from '../../platform/vendor/engines/cards.ts';
import { DRAGON_TIGER_STATED_RTP, dragonTigerExactRtp } from '../../platform/vendor/engines/dragon-tiger-rtp.ts';
import { playDragonTiger, settleDragonTiger, winnerOf } from '../../platform/vendor/engines/dragon-tiger.ts';
import { toNumber } from '../../platform/vendor/engines/exact.ts';
import { RandomStream } from '../../platform/vendor/engines/fairness.ts';
import { measureRtps } from '../../platform/vendor/engines/simulate.ts';
import { ROULETTE_STATED_RTP, rouletteExactRtp } from '../../platform/vendor/engines/roulette-rtp.ts';
import {
  colourOf,
  ROULETTE_SPOTS,
  rouletteSpot,
  returnMultiple,
  settleRoulette,
  spinRoulette,
  WHEEL_ORDER,
} from '../../platform/vendor/engines/roulette.ts';

const SEED = '5d'.repeat(32);
const card = (rank: number) => ({ rank, suit: 'spades' as const });

describe('card shoe', () => {
  it('deals every card of a deck exactly once, the same for the same seeds', () => {
    const deck = new Shoe(new RandomStream(SEED, 'c', 1), 1);
    const cards = Array.from({ length: 52 }, () => deck.next());
    expect(new Set(cards.map((c) => `${c.rank}${c.suit}`)).size).toBe(52);
    expect(() => deck.next()).toThrow(RangeError);
    const again = new Shoe(new RandomStream(SEED, 'c', 1), 1);
    expect(again.next()).toEqual(cards[0]);
  });
});

describe('dragon tiger', () => {
  it('compares ranks, ace low, suits ignored', () => {
    expect(winnerOf(card(13), card(12))).toBe('dragon');
    expect(winnerOf(card(1), card(2))).toBe('tiger');
    expect(winnerOf(card(7), { rank: 7, suit: 'hearts' })).toBe('tie');
  });

  it('pays dragon and tiger 1:1, tie 11:1, and gives half back on a tie', () => {
    const bets = { dragon: 200n, tiger: 100n, tie: 100n };
    expect(settleDragonTiger('dragon', bets)).toEqual({ dragon: 400n, tiger: 0n, tie: 0n });
    expect(settleDragonTiger('tiger', bets)).toEqual({ dragon: 0n, tiger: 200n, tie: 0n });
    expect(settleDragonTiger('tie', bets)).toEqual({ dragon: 100n, tiger: 50n, tie: 1200n });
    expect(() => settleDragonTiger('tie', { tie: 99n })).toThrow(RangeError);
  });

  it('states the exact RTP: 799/830 on dragon or tiger, 372/415 on tie', () => {
    const exact = dragonTigerExactRtp();
    expect(exact.dragon.rtp).toEqual({ numerator: 799n, denominator: 830n });
    expect(exact.tie.rtp).toEqual({ numerator: 372n, denominator: 415n });
    expect(DRAGON_TIGER_STATED_RTP.dragon).toBeCloseTo(0.962651, 6);
    const measured = measureRtps('dragon-tiger-unit', 40_000, (stream) => {
      const { returns } = playDragonTiger(stream, { dragon: 100n, tie: 100n });
      return {
        dragon: { betMinor: 100n, returnMinor: returns.dragon! },
        tie: { betMinor: 100n, returnMinor: returns.tie! },
      };
    });
    const sd = (f: typeof exact.dragon) => Math.sqrt(toNumber(f.secondMoment) - toNumber(f.rtp) ** 2);
    expect(Math.abs(measured.dragon.rtp - toNumber(exact.dragon.rtp))).toBeLessThan((4.5 * sd(exact.dragon)) / 200);
    expect(Math.abs(measured.tie.rtp - toNumber(exact.tie.rtp))).toBeLessThan((4.5 * sd(exact.tie)) / 200);
  });
});

describe('andar bahar', () => {
  it('deals andar first, alternately, until the joker rank, and that side wins', () => {
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const round = playAndarBahar(new RandomStream(SEED, 'ab', nonce), { andar: 100n, bahar: 100n });
      const dealt = round.andar.length + round.bahar.length;
      expect(round.andar.length - round.bahar.length).toBe(dealt % 2);
      const last = round.winner === 'andar' ? round.andar.at(-1)! : round.bahar.at(-1)!;
      expect(last.rank).toBe(round.joker.rank);
      const before = [...round.andar, ...round.bahar].filter((c) => c !== last);
      expect(before.every((c) => c.rank !== round.joker.rank)).toBe(true);
      expect(round.winner).toBe(dealt % 2 === 1 ? 'andar' : 'bahar');
    }
  });

  it('pays andar 0.9:1 and bahar 1:1', () => {
    expect(settleAndarBahar('andar', { andar: 1000n, bahar: 100n })).toEqual({ andar: 1900n, bahar: 0n });
    expect(settleAndarBahar('bahar', { andar: 1000n, bahar: 100n })).toEqual({ andar: 0n, bahar: 200n });
  });

  it('states the exact RTP from the first match place: andar 429/833 of the time', () => {
    expect(andarChance()).toEqual({ numerator: 429n, denominator: 833n });
    expect(toNumber(andarBaharExactRtp().andar.rtp)).toBeCloseTo((429 / 833) * 1.9, 12);
    expect(ANDAR_BAHAR_STATED_RTP.bahar).toBeCloseTo((404 / 833) * 2, 12);
  });
});

describe('European roulette', () => {
  it('has the single-zero wheel in its real order with 18 red and 18 black', () => {
    expect(WHEEL_ORDER).toHaveLength(37);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(WHEEL_ORDER.at(-1)).toBe(26);
    expect(WHEEL_ORDER.filter((n) => colourOf(n) === 'red')).toHaveLength(18);
    // Red and black alternate round the wheel.
    for (let i = 1; i < 36; i += 1) expect(colourOf(WHEEL_ORDER[i]!)).not.toBe(colourOf(WHEEL_ORDER[i + 1]!));
  });

  it('lays out every standard bet with the numbers it covers', () => {
    const count = (kind: string) => ROULETTE_SPOTS.filter((s) => s.kind === kind).length;
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(60); // 57 on the numbers and 0-1, 0-2, 0-3
    expect(count('street')).toBe(12);
    expect(count('trio')).toBe(2);
    expect(count('corner')).toBe(22);
    expect(count('first-four')).toBe(1);
    expect(count('six-line')).toBe(11);
    expect(rouletteSpot('split-17-20')!.numbers).toEqual([17, 20]);
    expect(rouletteSpot('split-3-4')).toBeUndefined(); // not side by side on the layout
    expect(rouletteSpot('street-13')!.numbers).toEqual([13, 14, 15]);
    expect(rouletteSpot('corner-17')!.numbers).toEqual([17, 18, 20, 21]);
    expect(rouletteSpot('corner-3')).toBeUndefined();
    expect(rouletteSpot('line-31')!.numbers).toEqual([31, 32, 33, 34, 35, 36]);
    expect(rouletteSpot('dozen-2')!.numbers).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(rouletteSpot('column-1')!.numbers).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(rouletteSpot('trio-2')!.numbers).toEqual([0, 2, 3]);
    for (const id of ['red', 'black', 'odd', 'even', 'low', 'high']) {
      expect(rouletteSpot(id)!.numbers, id).toHaveLength(18);
      expect(rouletteSpot(id)!.numbers, id).not.toContain(0);
    }
    expect(rouletteSpot('red')!.numbers).toContain(1);
    expect(rouletteSpot('black')!.numbers).toContain(2);
  });

  it('pays 35, 17, 11, 8, 5, 2 and 1 to 1 by the numbers covered', () => {
    const pays = Object.fromEntries(ROULETTE_SPOTS.map((s) => [s.kind, returnMultiple(s) - 1n]));
    expect(pays).toEqual({
      straight: 35n,
      split: 17n,
      street: 11n,
      trio: 11n,
      corner: 8n,
      'first-four': 8n,
      'six-line': 5n,
      dozen: 2n,
      column: 2n,
      red: 1n,
      black: 1n,
      odd: 1n,
      even: 1n,
      low: 1n,
      high: 1n,
    });
  });

  it('settles many bets on one spin; zero loses every outside bet', () => {
    const bets = { n17: 100n, 'split-17-20': 200n, 'corner-17': 100n, red: 500n, black: 100n, 'dozen-2': 100n };
    expect(settleRoulette(17, bets)).toEqual({
      n17: 3600n,
      'split-17-20': 3600n,
      'corner-17': 900n,
      red: 0n,
      black: 200n,
      'dozen-2': 300n,
    });
    const zero = settleRoulette(0, { n0: 100n, red: 100n, odd: 100n, low: 100n, 'first-four': 100n });
    expect(zero).toEqual({ n0: 3600n, red: 0n, odd: 0n, low: 0n, 'first-four': 900n });
    expect(() => settleRoulette(1, { 'split-3-4': 100n })).toThrow(RangeError);
  });

  it('returns 36/37 = 97.2973% exactly on every bet kind; every pocket comes up', () => {
    for (const figures of Object.values(rouletteExactRtp()))
      expect(figures.rtp).toEqual({ numerator: 36n, denominator: 37n });
    expect(ROULETTE_STATED_RTP).toBeCloseTo(0.972973, 6);
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 2000; nonce += 1)
      seen.add(spinRoulette(new RandomStream(SEED, 'r', nonce), { red: 100n }).pocket);
    expect(seen.size).toBe(37);
  });
});
