import { describe, expect, it } from 'vitest';
import { checkBet, oddsKeysOf, possibleWin, winOf } from '../../platform/vendor/lottery/bets.ts';
import { AREA_OF_KIND, lotteryGame } from '../../platform/vendor/index.ts';
import { drawResult, FOUR_D_PRIZES, type FourDResult, type Sea6Result } from '../../platform/vendor/lottery/results.ts';
import { returnOf, seaOutcomes } from '../../platform/vendor/lottery/rtp.ts';

const SEED = 'cd'.repeat(32);
const SEA6_ODDS = { top3: 90_000, tod3: 15_000, top2: 9_000, bottom2: 9_000 };
const FOUR_D_ODDS = {
  'big:first': 200_000,
  'big:second': 100_000,
  'big:third': 49_000,
  'big:special': 25_000,
  'big:consolation': 6_000,
  'small:first': 300_000,
  'small:second': 200_000,
  'small:third': 80_000,
};
const bet = (betType: string, number: string, stakeMinor = 100n) =>
  ({ betType, numbers: [number], stakeMinor }) as Parameters<typeof winOf>[0];

describe('SEA games', () => {
  it('are two TCG_SEA games in the SEA area', () => {
    for (const code of ['sea-lottery', 'sea-4d']) {
      const game = lotteryGame(code)!;
      expect(game.vassalage).toBe('TCG_SEA');
      expect(AREA_OF_KIND[game.kind]).toBe('SEA');
    }
  });
});

describe('SEA 6D results', () => {
  it('a draw is a 6-digit first prize and a 2-digit bottom number, the same every time from the same seed', () => {
    const result = drawResult('sea6', SEED, 'sea-lottery#1') as Sea6Result;
    expect(result.first).toMatch(/^[0-9]{6}$/);
    expect(result.bottom2).toMatch(/^[0-9]{2}$/);
    expect(drawResult('sea6', SEED, 'sea-lottery#1')).toEqual(result);
    expect(drawResult('sea6', SEED, 'sea-lottery#2')).not.toEqual(result);
  });
});

describe('SEA 6D bets', () => {
  const result: Sea6Result = { kind: 'sea6', first: '480531', bottom2: '77' };

  it('3 top wins on the exact last 3 digits of the first prize', () => {
    expect(winOf(bet('top3', '531'), SEA6_ODDS, result)).toBe(90_000n);
    expect(winOf(bet('top3', '513'), SEA6_ODDS, result)).toBe(0n);
    expect(winOf(bet('top3', '053'), SEA6_ODDS, result)).toBe(0n);
  });

  it('3 tod wins on the last 3 digits in any order', () => {
    for (const n of ['531', '513', '351', '315', '153', '135'])
      expect(winOf(bet('tod3', n), SEA6_ODDS, result), n).toBe(15_000n);
    expect(winOf(bet('tod3', '530'), SEA6_ODDS, result)).toBe(0n);
  });

  it('2 top wins on the last 2 of the first prize, 2 bottom on the bottom number only', () => {
    expect(winOf(bet('top2', '31'), SEA6_ODDS, result)).toBe(9_000n);
    expect(winOf(bet('top2', '77'), SEA6_ODDS, result)).toBe(0n);
    expect(winOf(bet('bottom2', '77'), SEA6_ODDS, result)).toBe(9_000n);
    expect(winOf(bet('bottom2', '31'), SEA6_ODDS, result)).toBe(0n);
  });

  it('refuses numbers of the wrong length, 3 tod without three different digits, and other games’ bet types', () => {
    const sea = (betType: string, numbers: string[]) =>
      checkBet('sea6', { betType: betType as never, numbers, stakeMinor: '100' });
    expect(sea('top3', ['12'])).toBe('bad_numbers');
    expect(sea('top2', ['123'])).toBe('bad_numbers');
    expect(sea('bottom2', ['07', '08'])).toBe('bad_numbers');
    expect(sea('tod3', ['112'])).toBe('bad_numbers');
    expect(sea('tod3', ['111'])).toBe('bad_numbers');
    expect(sea('tod3', ['102'])).toEqual({ betType: 'tod3', numbers: ['102'], stakeMinor: 100n });
    expect(sea('lo2', ['07'])).toBe('bad_bet');
    expect(sea('big', ['0123'])).toBe('bad_bet');
    expect(checkBet('sea6', { betType: 'top2', numbers: ['07'], stakeMinor: '150' })).toBe('bad_stake');
  });

  it('each returns exactly 90 % at the default odds (1/1000 × 900, 6/1000 × 150, 1/100 × 90)', () => {
    for (const type of ['top3', 'tod3', 'top2', 'bottom2'] as const)
      expect(returnOf(seaOutcomes(type, SEA6_ODDS)).rtp, type).toBeCloseTo(0.9, 12);
    // sd of a single 1/1000 win of 900: √(900² / 1000 − 0.81).
    expect(returnOf(seaOutcomes('top3', SEA6_ODDS)).sd).toBeCloseTo(Math.sqrt(810 - 0.81), 9);
  });
});

describe('SEA 4D results', () => {
  it('a draw is 23 different 4-digit numbers: 1 first, 1 second, 1 third, 10 specials, 10 consolations', () => {
    for (let i = 0; i < 200; i += 1) {
      const result = drawResult('sea4d', SEED, `sea-4d#${i}`) as FourDResult;
      for (const { prize, count } of FOUR_D_PRIZES) expect(result.prizes[prize]).toHaveLength(count);
      const all = Object.values(result.prizes).flat();
      expect(new Set(all).size).toBe(23);
      for (const n of all) expect(n).toMatch(/^[0-9]{4}$/);
    }
  });
});

describe('SEA 4D bets', () => {
  const result: FourDResult = {
    kind: 'sea4d',
    prizes: {
      first: ['1234'],
      second: ['0042'],
      third: ['9999'],
      special: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
      consolation: ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010'],
    },
  };

  it('Big pays on every tier, Small on the first three only, per the tier the number came out in', () => {
    expect(winOf(bet('big', '1234'), FOUR_D_ODDS, result)).toBe(200_000n);
    expect(winOf(bet('big', '0042'), FOUR_D_ODDS, result)).toBe(100_000n);
    expect(winOf(bet('big', '9999'), FOUR_D_ODDS, result)).toBe(49_000n);
    expect(winOf(bet('big', '0005'), FOUR_D_ODDS, result)).toBe(25_000n);
    expect(winOf(bet('big', '1010'), FOUR_D_ODDS, result)).toBe(6_000n);
    expect(winOf(bet('big', '4321'), FOUR_D_ODDS, result)).toBe(0n);
    expect(winOf(bet('small', '1234'), FOUR_D_ODDS, result)).toBe(300_000n);
    expect(winOf(bet('small', '0042'), FOUR_D_ODDS, result)).toBe(200_000n);
    expect(winOf(bet('small', '9999'), FOUR_D_ODDS, result)).toBe(80_000n);
    expect(winOf(bet('small', '0005'), FOUR_D_ODDS, result)).toBe(0n);
    expect(winOf(bet('small', '1010'), FOUR_D_ODDS, result)).toBe(0n);
    expect(possibleWin({ betType: 'small', stakeMinor: 1000n }, FOUR_D_ODDS)).toBe(3_000_000n);
    expect(oddsKeysOf('big')).toEqual(['big:first', 'big:second', 'big:third', 'big:special', 'big:consolation']);
  });

  it('refuses anything but one 4-digit number', () => {
    expect(checkBet('sea4d', { betType: 'big', numbers: ['123'], stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('sea4d', { betType: 'small', numbers: ['0123', '4567'], stakeMinor: '100' })).toBe('bad_numbers');
    expect(checkBet('sea4d', { betType: 'top3', numbers: ['123'], stakeMinor: '100' })).toBe('bad_bet');
    expect(checkBet('sea4d', { betType: 'big', numbers: ['0123'], stakeMinor: '100' })).toEqual({
      betType: 'big',
      numbers: ['0123'],
      stakeMinor: 100n,
    });
  });

  it('Big returns 65.9 % and Small 58 % at the default odds', () => {
    // Big: (2000 + 1000 + 490 + 10 × 250 + 10 × 60) / 10,000; Small: (3000 + 2000 + 800) / 10,000.
    expect(returnOf(seaOutcomes('big', FOUR_D_ODDS)).rtp).toBeCloseTo(0.659, 12);
    expect(returnOf(seaOutcomes('small', FOUR_D_ODDS)).rtp).toBeCloseTo(0.58, 12);
  });
});
