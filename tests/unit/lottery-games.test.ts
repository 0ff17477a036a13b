import { describe, expect, it } from 'vitest';
import { ODDS as FIRST_ODDS } from '../../platform/db/migrations/2026-11-24T0022-lottery-draws.ts';
import { MORE_ODDS } from '../../platform/db/migrations/2026-11-25T0037-lottery-games.ts';
import { checkBet, hitsOf, possibleWin, winOf, type Odds } from '../../platform/vendor/lottery/bets.ts';
import { AREA_OF_KIND, closeTimeOf, drawTimeOf, lotteryGame } from '../../platform/vendor/lottery/config.ts';
import { drawResult, type ThreeDResult, type VnResult } from '../../platform/vendor/lottery/results.ts';
import { trendsOf } from '../../platform/vendor/lottery/trends.ts';
import { choose, kenoOutcomes, returnOf, threeDOutcomes, vnOutcomes } from '../../platform/vendor/lottery/rtp.ts';

const oddsOf = (game: string): Odds =>
  Object.fromEntries([...FIRST_ODDS, ...MORE_ODDS].filter(([code]) => code === game).map(([, k, v]) => [k, v]));

describe('VN xiên', () => {
  // Tails: special 07, first 38, seventh 38 and 55.
  const result: VnResult = { kind: 'vn', prizes: { special: ['12307'], first: ['40038'], seventh: ['38', '55'] } };
  const odds = { xien2: 1_650, xien3: 7_400 };

  it('wins once when every chosen number ends a prize, however many prizes it ends', () => {
    expect(winOf({ betType: 'xien2', numbers: ['07', '38'], stakeMinor: 1000n }, odds, result)).toBe(16_500n);
    expect(winOf({ betType: 'xien3', numbers: ['07', '38', '55'], stakeMinor: 100n }, odds, result)).toBe(7_400n);
    expect(winOf({ betType: 'xien2', numbers: ['07', '39'], stakeMinor: 1000n }, odds, result)).toBe(0n);
    expect(winOf({ betType: 'xien3', numbers: ['07', '38', '12'], stakeMinor: 100n }, odds, result)).toBe(0n);
    expect(hitsOf({ betType: 'xien2', numbers: ['38', '55'] }, result)).toBe(1);
    expect(possibleWin({ betType: 'xien3', stakeMinor: 100n }, odds)).toBe(7_400n);
  });

  it('takes 2 or 3 different 2-digit numbers, in canonical order; refuses anything else', () => {
    expect(checkBet('vn', { betType: 'xien2', numbers: ['38', '07'], stakeMinor: '100' })).toEqual({
      betType: 'xien2',
      numbers: ['07', '38'],
      stakeMinor: 100n,
    });
    for (const numbers of [['07'], ['07', '07'], ['07', '7'], ['07', '38', '55'], ['07', '380']])
      expect(checkBet('vn', { betType: 'xien2', numbers, stakeMinor: '100' })).toBe('bad_numbers');
    for (const numbers of [
      ['07', '38'],
      ['07', '38', '38'],
      ['07', '38', '55', '66'],
    ])
      expect(checkBet('vn', { betType: 'xien3', numbers, stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('keno', { betType: 'xien2', numbers: ['07', '38'], stakeMinor: '100' })).toBe('bad_bet');
    expect(checkBet('vn', { betType: 'straight3', numbers: ['123'], stakeMinor: '100' })).toBe('bad_bet');
  });
});

describe('Lucky 3D', () => {
  const odds = { straight3: 90_000, box3: 15_000 };
  const result: ThreeDResult = { kind: 'd3', digits: '317' };

  it('straight wins on the exact order, box on the same three digits in any order', () => {
    expect(winOf({ betType: 'straight3', numbers: ['317'], stakeMinor: 100n }, odds, result)).toBe(90_000n);
    expect(winOf({ betType: 'straight3', numbers: ['137'], stakeMinor: 100n }, odds, result)).toBe(0n);
    expect(winOf({ betType: 'box3', numbers: ['713'], stakeMinor: 100n }, odds, result)).toBe(15_000n);
    expect(winOf({ betType: 'box3', numbers: ['714'], stakeMinor: 100n }, odds, result)).toBe(0n);
  });

  it('takes one 3-digit number; box only with three different digits', () => {
    expect(checkBet('d3', { betType: 'straight3', numbers: ['007'], stakeMinor: '100' })).toEqual({
      betType: 'straight3',
      numbers: ['007'],
      stakeMinor: 100n,
    });
    expect(checkBet('d3', { betType: 'box3', numbers: ['007'], stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('d3', { betType: 'straight3', numbers: ['07'], stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('d3', { betType: 'straight3', numbers: ['123', '456'], stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('d3', { betType: 'pick1', numbers: ['7'], stakeMinor: '100' })).toBe('bad_bet');
  });

  it('a draw is three digits, the same every time from the same seed, each digit about uniform', () => {
    const seed = 'cd'.repeat(32);
    expect(drawResult('d3', seed, 'lucky-3d#1')).toEqual(drawResult('d3', seed, 'lucky-3d#1'));
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 3000; i += 1) {
      const { digits } = drawResult('d3', seed, `lucky-3d#${i}`) as ThreeDResult;
      expect(digits).toMatch(/^[0-9]{3}$/);
      counts[Number(digits[0])] += 1;
    }
    // 300 per digit, binomial sd ≈ 16: ±80 fails only on a real bias.
    for (const c of counts) expect(Math.abs(c - 300)).toBeLessThan(80);
  });
});

describe('the e-lottery schedules', () => {
  it('keno every 3 and 5 minutes and 3D every 3 minutes, in the ELOTT area, sales closing 10 s before', () => {
    for (const [code, minutes] of [
      ['lotus-keno-3', 3],
      ['lotus-keno-5', 5],
      ['lucky-3d', 3],
    ] as const) {
      const game = lotteryGame(code)!;
      expect(AREA_OF_KIND[game.kind]).toBe('ELOTT');
      expect(drawTimeOf(game, 1) - drawTimeOf(game, 0)).toBe(minutes * 60_000);
      expect(drawTimeOf(game, 7) - closeTimeOf(game, 7)).toBe(10_000);
    }
  });
});

/** An independent exact count for xiên: the chance, draw by draw, of each set of the chosen numbers seen so far. */
function xienChanceByStates(size: number, draws = 27): number {
  let states = new Array(2 ** size).fill(0);
  states[0] = 1;
  for (let d = 0; d < draws; d += 1) {
    const next = new Array(2 ** size).fill(0);
    states.forEach((p, mask) => {
      next[mask] += (p * (100 - size)) / 100;
      for (let i = 0; i < size; i += 1) next[mask | (1 << i)] += p / 100;
    });
    states = next;
  }
  return states[2 ** size - 1];
}

describe('exact RTP of the VN, keno and 3D bet types', () => {
  it('xiên by inclusion–exclusion agrees with a draw-by-draw count; lô, đề and 3 càng by hand', () => {
    const odds = oddsOf('vn-lotto');
    expect(vnOutcomes('xien2', odds)[0]!.chance).toBeCloseTo(xienChanceByStates(2), 12);
    expect(vnOutcomes('xien3', odds)[0]!.chance).toBeCloseTo(xienChanceByStates(3), 12);
    expect(returnOf(vnOutcomes('xien2', odds)).rtp).toBeCloseTo(xienChanceByStates(2) * 16.5, 12);
    // lô: 27 prizes × 1/100 × 3.5 per hit; đề 1/100 × 95; 3 càng 1/1000 × 900.
    expect(returnOf(vnOutcomes('lo2', odds)).rtp).toBeCloseTo(0.945, 12);
    expect(returnOf(vnOutcomes('de2', odds)).rtp).toBeCloseTo(0.95, 12);
    expect(returnOf(vnOutcomes('de3', odds)).rtp).toBeCloseTo(0.9, 12);
    // Lô's deviation: Var(hits) = 27 × 0.01 × 0.99, times 3.5².
    expect(returnOf(vnOutcomes('lo2', odds)).sd).toBeCloseTo(3.5 * Math.sqrt(27 * 0.01 * 0.99), 10);
    expect(returnOf(vnOutcomes('xien2', odds)).rtp).toBeGreaterThan(0.85);
    expect(returnOf(vnOutcomes('xien3', odds)).rtp).toBeLessThan(0.95);
  });

  it('keno is hypergeometric: chances sum to one; pick 1 returns 20/80 × 3.8', () => {
    expect(choose(80, 5)).toBe(24_040_016);
    for (const game of ['lotus-keno', 'lotus-keno-3', 'lotus-keno-5']) {
      const odds = oddsOf(game);
      for (const type of ['pick1', 'pick2', 'pick3', 'pick4', 'pick5'] as const) {
        const outcomes = kenoOutcomes(type, odds);
        expect(outcomes.reduce((sum, o) => sum + o.chance, 0)).toBeCloseTo(1, 12);
        const { rtp } = returnOf(outcomes);
        expect(rtp).toBeGreaterThan(0.8);
        expect(rtp).toBeLessThan(1);
      }
      expect(returnOf(kenoOutcomes('pick1', odds)).rtp).toBeCloseTo(0.95, 12);
      // pick 2 hits 2: C(20,2)/C(80,2) = 190/3160, × 15.5.
      expect(returnOf(kenoOutcomes('pick2', odds)).rtp).toBeCloseTo((190 / 3160) * 15.5, 12);
    }
  });

  it('3D straight and box both return exactly 90 % (1/1000 × 900, 6/1000 × 150)', () => {
    const odds = oddsOf('lucky-3d');
    expect(returnOf(threeDOutcomes('straight3', odds)).rtp).toBeCloseTo(0.9, 12);
    expect(returnOf(threeDOutcomes('box3', odds)).rtp).toBeCloseTo(0.9, 12);
    expect(() => threeDOutcomes('pick1', odds)).toThrow();
  });
});

describe('e-lottery trends', () => {
  it('count each keno number and each 3D digit over the draws given; other games have none', () => {
    const keno = trendsOf('keno', [
      { kind: 'keno', numbers: [1, 2, 80] },
      { kind: 'keno', numbers: [2, 80, 79] },
    ])!;
    expect(keno.draws).toBe(2);
    expect(keno.counts).toHaveLength(80);
    expect(keno.counts[0]).toEqual({ value: '01', count: 1 });
    expect(keno.counts[1]).toEqual({ value: '02', count: 2 });
    expect(keno.counts[79]).toEqual({ value: '80', count: 2 });
    expect(keno.counts.reduce((sum, c) => sum + c.count, 0)).toBe(6);
    const d3 = trendsOf('d3', [
      { kind: 'd3', digits: '007' },
      { kind: 'd3', digits: '719' },
    ])!;
    expect(d3.counts.map((c) => c.count)).toEqual([2, 1, 0, 0, 0, 0, 0, 2, 0, 1]);
    expect(trendsOf('vn', [])).toBeUndefined();
  });
});
