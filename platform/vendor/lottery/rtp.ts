/**
 * The exact return to player of the SEA lottery's bet types, from the odds and the draw's combinatorics alone (no
 * simulation): each bet type's winning outcomes with their chance and what they pay per unit of stake. The bench
 * (bench/rtp.ts) prints these beside a simulation of drawn results; the unit tests check them by hand.
 */
import type { LotteryBetType } from '../../../contract/lottery.ts';
import { FOUR_D_TIERS_OF, type Odds } from './bets.ts';
import { FOUR_D_NUMBERS, FOUR_D_PRIZES } from './results.ts';

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
