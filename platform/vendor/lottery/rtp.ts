/**
 * The exact return to player of the SEA lottery's bet types, from the odds and the draw's combinatorics alone (no
 * simulation): each bet type's winning outcomes with their chance and what they pay per unit of stake. The bench
 * (bench/rtp.ts) prints these beside a simulation of drawn results; the unit tests check them by hand.
 */
import type { LotteryBetType } from '../../../contract/lottery.ts';
import { FOUR_D_TIERS_OF, XIEN_SIZE_OF, type Odds } from './bets.ts';
import { FOUR_D_NUMBERS, FOUR_D_PRIZES, KENO_DRAWN, KENO_POOL, VN_PRIZES } from './results.ts';

export interface Outcome {
  /** Chance of this outcome for one ticket. */
  chance: number;
  /** What it pays per unit of stake (the odds' hundredths divided by 100). */
  pays: number;
}

/**
 * One SEA ticket's winning outcomes: 6D's first prize is uniform over 10^6 and its bottom 2 over 100, so 3 top
 * wins with 1/1000, 3 tod (three different digits, six orders of them) with 6/1000, 2 top and 2 bottom with 1/100;
 * 4D's 23 numbers differ and each place is uniform, so a number is in a tier of n numbers with n/10,000.
 */
export function seaOutcomes(betType: LotteryBetType, odds: Odds): Outcome[] {
  const per = (key: string) => (odds[key] ?? 0) / 100;
  switch (betType) {
    case 'top3':
      return [{ chance: 1 / 1000, pays: per('top3') }];
    case 'tod3':
      return [{ chance: 6 / 1000, pays: per('tod3') }];
    case 'top2':
    case 'bottom2':
      return [{ chance: 1 / 100, pays: per(betType) }];
    case 'big':
    case 'small':
      return FOUR_D_PRIZES.filter(({ prize }) => FOUR_D_TIERS_OF[betType]!.includes(prize)).map(({ prize, count }) => ({
        chance: count / FOUR_D_NUMBERS,
        pays: per(`${betType}:${prize}`),
      }));
    default:
      throw new Error(`${betType} is not a SEA bet type`);
  }
}

/** The expected return per unit staked, and its standard deviation (losing outcomes pay 0). */
export function returnOf(outcomes: readonly Outcome[]): { rtp: number; sd: number } {
  const rtp = outcomes.reduce((sum, o) => sum + o.chance * o.pays, 0);
  const second = outcomes.reduce((sum, o) => sum + o.chance * o.pays ** 2, 0);
  return { rtp, sd: Math.sqrt(second - rtp ** 2) };
}

/** n choose k, exactly for the small numbers the draws use (at most 80 choose 5). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The 27 prizes of a VN draw: their last two digits are independent and uniform over 00-99. */
const VN_TAILS = VN_PRIZES.reduce((sum, { count }) => sum + count, 0);

/**
 * One VN ticket's winning outcomes. Lô pays per prize ending in the number: its hits are binomial (27, 1/100).
 * Đề wins with 1/100, 3 càng with 1/1000 (the special prize's last digits). Xiên n wins when each of its n different
 * numbers ends at least one prize: by inclusion–exclusion over the numbers missing, Σ (−1)^j C(n, j) (1 − j/100)^27.
 */
export function vnOutcomes(betType: LotteryBetType, odds: Odds): Outcome[] {
  const per = (key: string) => (odds[key] ?? 0) / 100;
  const xien = XIEN_SIZE_OF[betType];
  if (xien) {
    let chance = 0;
    for (let j = 0; j <= xien; j += 1) chance += (-1) ** j * choose(xien, j) * (1 - j / 100) ** VN_TAILS;
    return [{ chance, pays: per(betType) }];
  }
  switch (betType) {
    case 'lo2':
      return Array.from({ length: VN_TAILS }, (_, i) => i + 1).map((hits) => ({
        chance: choose(VN_TAILS, hits) * 0.01 ** hits * 0.99 ** (VN_TAILS - hits),
        pays: hits * per('lo2'),
      }));
    case 'de2':
      return [{ chance: 1 / 100, pays: per('de2') }];
    case 'de3':
      return [{ chance: 1 / 1000, pays: per('de3') }];
    default:
      throw new Error(`${betType} is not a VN bet type`);
  }
}

/** Keno pick n: k of the n numbers among the 20 drawn of 80 is hypergeometric, C(20, k) C(60, n − k) / C(80, n). */
export function kenoOutcomes(betType: LotteryBetType, odds: Odds): Outcome[] {
  const picks = /^pick[1-5]$/.test(betType) ? Number(betType.slice(4)) : 0;
  if (!picks) throw new Error(`${betType} is not a keno bet type`);
  return Array.from({ length: picks + 1 }, (_, hits) => ({
    chance: (choose(KENO_DRAWN, hits) * choose(KENO_POOL - KENO_DRAWN, picks - hits)) / choose(KENO_POOL, picks),
    pays: (odds[`${betType}:${hits}`] ?? 0) / 100,
  }));
}

/** Lucky 3D: straight wins with 1/1000; box (three different digits) with their six orders, 6/1000. */
export function threeDOutcomes(betType: LotteryBetType, odds: Odds): Outcome[] {
  if (betType === 'straight3') return [{ chance: 1 / 1000, pays: (odds.straight3 ?? 0) / 100 }];
  if (betType === 'box3') return [{ chance: 6 / 1000, pays: (odds.box3 ?? 0) / 100 }];
  throw new Error(`${betType} is not a 3D bet type`);
}
