/**
 * What a lottery ticket may be and what it wins: pure functions of the ticket, the odds written on it at sale time
 * and the draw's result. Odds are hundredths of the stake (pays_x100), so every win is a whole number of minor units.
 */
import { LOTTERY_MAX_STAKE_MINOR, LOTTERY_MIN_STAKE_MINOR, type LotteryBetType } from '../../../contract/lottery.ts';
import type { LotteryKind } from './config.ts';
import { KENO_POOL, type DrawResult, type FourDResult, type VnResult } from './results.ts';

export interface LotteryBet {
  betType: LotteryBetType;
  numbers: string[];
  stakeMinor: bigint;
}

export type Odds = Record<string, number>;

/** The digits of the one number each digit-bet type takes, by the kind of game it is played on. */
export const DIGITS_OF: Partial<Record<LotteryKind, Record<string, number>>> = {
  vn: { lo2: 2, de2: 2, de3: 3 },
  sea6: { top3: 3, tod3: 3, top2: 2, bottom2: 2 },
  sea4d: { big: 4, small: 4 },
  d3: { straight3: 3, box3: 3 },
};

/** VN xiên: how many different 2-digit numbers each type takes (all must come out for the ticket to win). */
export const XIEN_SIZE_OF: Record<string, number> = { xien2: 2, xien3: 3 };

/** The 4D prize tiers each bet covers: Big all five, Small the three top prizes (a missing key pays nothing). */
export const FOUR_D_TIERS_OF: Record<string, readonly string[]> = {
  big: ['first', 'second', 'third', 'special', 'consolation'],
  small: ['first', 'second', 'third'],
};

const kenoPicks = (betType: string) => (/^pick[1-5]$/.test(betType) ? Number(betType.slice(4)) : 0);

/** The bet in canonical form ("7" → "07" is refused: VN numbers are typed with their digits), or why not. */
export function checkBet(
  kind: LotteryKind,
  input: { betType: LotteryBetType; numbers: string[]; stakeMinor: string },
): LotteryBet | 'bad_numbers' | 'bad_stake' | 'bad_bet' {
  const stakeMinor = BigInt(input.stakeMinor);
  if (stakeMinor < LOTTERY_MIN_STAKE_MINOR || stakeMinor > LOTTERY_MAX_STAKE_MINOR || stakeMinor % 100n !== 0n)
    return 'bad_stake';
  const xienSize = kind === 'vn' ? XIEN_SIZE_OF[input.betType] : undefined;
  if (xienSize) {
    const { numbers } = input;
    if (numbers.length !== xienSize || new Set(numbers).size !== xienSize || numbers.some((n) => !/^[0-9]{2}$/.test(n)))
      return 'bad_numbers';
    return { betType: input.betType, numbers: [...numbers].sort(), stakeMinor };
  }
  const digitTypes = DIGITS_OF[kind];
  if (digitTypes) {
    const digits = digitTypes[input.betType];
    if (!digits) return 'bad_bet';
    const [number] = input.numbers;
    if (input.numbers.length !== 1 || number!.length !== digits || !/^[0-9]+$/.test(number!)) return 'bad_numbers';
    // 3 tod is sold on three different digits only (six orders): its one price then has one exact return.
    if ((input.betType === 'tod3' || input.betType === 'box3') && new Set(number).size !== 3) return 'bad_numbers';
    return { betType: input.betType, numbers: [number!], stakeMinor };
  }
  const picks = kenoPicks(input.betType);
  if (!picks) return 'bad_bet';
  const values = input.numbers.map(Number);
  if (
    values.length !== picks ||
    new Set(values).size !== picks ||
    values.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_POOL)
  )
    return 'bad_numbers';
  return { betType: input.betType, numbers: values.sort((a, b) => a - b).map(String), stakeMinor };
}

/** The odds keys a bet type is paid by (the ticket keeps their values). */
export function oddsKeysOf(betType: LotteryBetType): string[] {
  const tiers = FOUR_D_TIERS_OF[betType];
  if (tiers) return tiers.map((tier) => `${betType}:${tier}`);
  const picks = kenoPicks(betType);
  if (!picks) return [betType];
  return Array.from({ length: picks + 1 }, (_, hits) => `pick${picks}:${hits}`);
}

const pay = (stakeMinor: bigint, paysX100: number | undefined, times = 1) =>
  (stakeMinor * BigInt(paysX100 ?? 0) * BigInt(times)) / 100n;

/** The same three digits in any order (3 tod). */
const sameDigits = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

/** The 4D prize tier the number won, if any (the 23 numbers of a draw differ, so at most one). */
export function fourDTierOf(number: string, result: FourDResult): string | undefined {
  return Object.entries(result.prizes).find(([, numbers]) => numbers.includes(number))?.[0];
}

/** The last two digits of every prize of a VN draw (27 of them, repeats kept). */
export const vnTails = (result: VnResult) =>
  Object.values(result.prizes)
    .flat()
    .map((n) => n.slice(-2));

/** How many times the bet hits in the result (lô: prizes ending in the number; keno: numbers drawn). */
export function hitsOf(bet: Pick<LotteryBet, 'betType' | 'numbers'>, result: DrawResult): number {
  if (result.kind === 'sea6') {
    const chosen = bet.numbers[0]!;
    const last3 = result.first.slice(-3);
    if (bet.betType === 'top3') return last3 === chosen ? 1 : 0;
    if (bet.betType === 'tod3') return sameDigits(last3, chosen) ? 1 : 0;
    if (bet.betType === 'top2') return result.first.endsWith(chosen) ? 1 : 0;
    return result.bottom2 === chosen ? 1 : 0;
  }
  if (result.kind === 'sea4d') {
    const tier = fourDTierOf(bet.numbers[0]!, result);
    return tier && FOUR_D_TIERS_OF[bet.betType]?.includes(tier) ? 1 : 0;
  }
  if (result.kind === 'd3') {
    const chosen = bet.numbers[0]!;
    if (bet.betType === 'straight3') return result.digits === chosen ? 1 : 0;
    return sameDigits(result.digits, chosen) ? 1 : 0;
  }
  if (result.kind === 'vn' && XIEN_SIZE_OF[bet.betType]) {
    const tails = new Set(vnTails(result));
    return bet.numbers.every((n) => tails.has(n)) ? 1 : 0;
  }
  if (result.kind === 'vn') {
    const special = result.prizes.special![0]!;
    const chosen = bet.numbers[0]!;
    if (bet.betType === 'lo2')
      return Object.values(result.prizes)
        .flat()
        .filter((n) => n.endsWith(chosen)).length;
    return special.endsWith(chosen) ? 1 : 0;
  }
  const drawn = new Set(result.numbers);
  return bet.numbers.filter((n) => drawn.has(Number(n))).length;
}

/** The ticket's win (0 when it loses). */
export function winOf(bet: LotteryBet, odds: Odds, result: DrawResult): bigint {
  const hits = hitsOf(bet, result);
  if (result.kind === 'sea4d')
    return hits ? pay(bet.stakeMinor, odds[`${bet.betType}:${fourDTierOf(bet.numbers[0]!, result)}`]) : 0n;
  if (result.kind === 'sea6' || result.kind === 'd3') return hits ? pay(bet.stakeMinor, odds[bet.betType]) : 0n;
  if (result.kind === 'vn')
    return bet.betType === 'lo2'
      ? pay(bet.stakeMinor, odds.lo2, hits)
      : hits
        ? pay(bet.stakeMinor, odds[bet.betType])
        : 0n;
  return pay(bet.stakeMinor, odds[`${bet.betType}:${hits}`]);
}

/** The most the ticket can win, shown before the player confirms (lô: per prize that ends in the number). */
export function possibleWin(bet: Pick<LotteryBet, 'betType' | 'stakeMinor'>, odds: Odds): bigint {
  const keys = oddsKeysOf(bet.betType);
  return keys.reduce((best, key) => {
    const win = pay(bet.stakeMinor, odds[key]);
    return win > best ? win : best;
  }, 0n);
}
