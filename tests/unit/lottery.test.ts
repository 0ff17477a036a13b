import { describe, expect, it } from 'vitest';
import { seedHash } from '../../platform/vendor/engines/fairness.ts';
import { checkBet, possibleWin, winOf } from '../../platform/vendor/lottery/bets.ts';
import { chainLink, hashTimes, newChain, reachesAnchor } from '../../platform/vendor/lottery/chain.ts';
import { clockDrawOnSale, closeTimeOf, lotteryGame } from '../../platform/vendor/lottery/config.ts';
import { clock } from '../../platform/vendor/lottery/page.ts';
import { drawResult, VN_PRIZES, type VnResult } from '../../platform/vendor/lottery/results.ts';

const SEED = 'ab'.repeat(32);
const vn = lotteryGame('vn-lotto')!;

describe('lottery seed chain', () => {
  it('each link hashes to the one before, and link i hashed i times is the anchor', () => {
    const { terminalSeed, anchorHash } = newChain(50);
    for (const i of [1, 2, 25, 50]) {
      const link = chainLink(terminalSeed, 50, i);
      expect(reachesAnchor(link, i, anchorHash)).toBe(true);
      expect(reachesAnchor(link, i + 1, anchorHash)).toBe(false);
      if (i > 1) expect(seedHash(link)).toBe(chainLink(terminalSeed, 50, i - 1));
    }
    expect(hashTimes(terminalSeed, 50)).toBe(anchorHash);
    expect(() => chainLink(terminalSeed, 50, 51)).toThrow();
    expect(reachesAnchor('not hex', 1, anchorHash)).toBe(false);
  });
});

describe('lottery results', () => {
  it('a VN draw has the 27 north prizes with their digits, the same every time from the same seed', () => {
    const result = drawResult('vn', SEED, 'vn-lotto#1') as VnResult;
    expect(Object.values(result.prizes).flat()).toHaveLength(27);
    for (const { prize, count, digits } of VN_PRIZES) {
      expect(result.prizes[prize]).toHaveLength(count);
      for (const n of result.prizes[prize]!) expect(n).toMatch(new RegExp(`^[0-9]{${digits}}$`));
    }
    expect(drawResult('vn', SEED, 'vn-lotto#1')).toEqual(result);
    expect(drawResult('vn', SEED, 'vn-lotto#2')).not.toEqual(result);
  });

  it('a keno draw is 20 different numbers from 1 to 80, each about as often as the others', () => {
    const counts = new Array(81).fill(0);
    // Checked per draw, asserted once: 80,000 separate expectations made this test time out on a loaded machine.
    const badDraws: number[][] = [];
    for (let i = 0; i < 2000; i += 1) {
      const { numbers } = drawResult('keno', SEED, `lotus-keno#${i}`) as { numbers: number[] };
      if (new Set(numbers).size !== 20 || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 80))
        badDraws.push(numbers);
      for (const n of numbers) counts[n] += 1;
    }
    expect(badDraws).toEqual([]);
    // 2000 draws × 20 / 80 = 500 per number; binomial sd ≈ 19, so ±100 fails only on a real bias.
    for (const c of counts.slice(1)) expect(Math.abs(c - 500)).toBeLessThan(100);
  });
});

describe('lottery bets', () => {
  const result: VnResult = { kind: 'vn', prizes: { special: ['12307'], first: ['00007'], seventh: ['07', '55'] } };
  const odds = { lo2: 350, de2: 9_500, de3: 90_000 };

  it('lô pays per prize ending in the number; đề and 3 càng only on the special prize', () => {
    expect(winOf({ betType: 'lo2', numbers: ['07'], stakeMinor: 1000n }, odds, result)).toBe(3n * 3500n);
    expect(winOf({ betType: 'de2', numbers: ['07'], stakeMinor: 1000n }, odds, result)).toBe(95_000n);
    expect(winOf({ betType: 'de3', numbers: ['307'], stakeMinor: 100n }, odds, result)).toBe(90_000n);
    expect(winOf({ betType: 'de3', numbers: ['007'], stakeMinor: 100n }, odds, result)).toBe(0n);
    expect(possibleWin({ betType: 'lo2', stakeMinor: 1000n }, odds)).toBe(3500n);
  });

  it('refuses numbers that do not fit the bet type and stakes outside whole taka 1 to 10,000', () => {
    expect(checkBet('vn', { betType: 'lo2', numbers: ['7'], stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('vn', { betType: 'pick2', numbers: ['7', '8'], stakeMinor: '100' })).toBe('bad_bet');
    expect(checkBet('keno', { betType: 'pick2', numbers: ['7', '7'], stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('keno', { betType: 'pick2', numbers: ['80', '7'], stakeMinor: '100' })).toEqual({
      betType: 'pick2',
      numbers: ['7', '80'],
      stakeMinor: 100n,
    });
    expect(checkBet('vn', { betType: 'lo2', numbers: ['07'], stakeMinor: '99' })).toBe('bad_stake');
    expect(checkBet('vn', { betType: 'lo2', numbers: ['07'], stakeMinor: '1000100' })).toBe('bad_stake');
  });
});

describe('lottery schedule', () => {
  it("sells the draw whose sales are still open: after 18:00 Vietnam time, tomorrow's", () => {
    const day = Date.UTC(2026, 10, 24);
    const before = clockDrawOnSale(vn, day + 10 * 3_600_000);
    expect(new Date(closeTimeOf(vn, before)).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(clockDrawOnSale(vn, day + 11 * 3_600_000)).toBe(before + 1);
    expect(clock(3_600_000 + 61_000)).toBe('1:01:01');
  });
});
