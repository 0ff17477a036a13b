/**
 * What a lottery ticket may be and what it wins: pure functions of the ticket, the odds written on it at sale time
 * and the draw's result. Odds are hundredths of the stake (pays_x100), so every win is a whole number of minor units.
 */
import { LOTTERY_MAX_STAKE_MINOR, LOTTERY_MIN_STAKE_MINOR, type LotteryBetType } from '../../../contract/lottery.ts';
import type { LotteryKind } from './config.ts';
import { KENO_POOL, type DrawResult } from './results.ts';

export interface LotteryBet {
  betType: LotteryBetType;
  numbers: string[];
  stakeMinor: bigint;
}

export type Odds = Record<string, number>;

const VN_TYPES: Record<string, number> = { lo2: 2, de2: 2, de3: 3 };
const kenoPicks = (betType: string) => (/^pick[1-5]$/.test(betType) ? Number(betType.slice(4)) : 0);

/** The bet in canonical form ("7" → "07" is refused: VN numbers are typed with their digits), or why not. */
export function checkBet(
  kind: LotteryKind,
  input: { betType: LotteryBetType; numbers: string[]; stakeMinor: string },
): LotteryBet | 'bad_numbers' | 'bad_stake' | 'bad_bet' {
  const stakeMinor = BigInt(input.stakeMinor);
  if (stakeMinor < LOTTERY_MIN_STAKE_MINOR || stakeMinor > LOTTERY_MAX_STAKE_MINOR || stakeMinor % 100n !== 0n)
    return 'bad_stake';
  if (kind === 'vn') {
    const digits = VN_TYPES[input.betType];
    if (!digits) return 'bad_bet';
    if (input.numbers.length !== 1 || input.numbers[0]!.length !== digits) return 'bad_numbers';
    return { betType: input.betType, numbers: [...input.numbers], stakeMinor };
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
  const picks = kenoPicks(betType);
  if (!picks) return [betType];
  return Array.from({ length: picks + 1 }, (_, hits) => `pick${picks}:${hits}`);
}

const pay = (stakeMinor: bigint, paysX100: number | undefined, times = 1) =>
  (stakeMinor * BigInt(paysX100 ?? 0) * BigInt(times)) / 100n;

/** How many times the bet hits in the result (lô: prizes ending in the number; keno: numbers drawn). */
export function hitsOf(bet: Pick<LotteryBet, 'betType' | 'numbers'>, result: DrawResult): number {
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
