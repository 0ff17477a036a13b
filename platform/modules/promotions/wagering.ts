/**
 * The arithmetic of a bonus, free of any store: how much a deposit earns, what must be wagered to release it,
 * and how much of that settled bets have done once each game category's weight is applied. Integer minor units
 * throughout; every division rounds down, so the player is never shown more than was earned.
 */
import type { WageringBase } from './tables.ts';

export interface BonusRule {
  bonusKind: 'percent' | 'fixed';
  bonusPercent: number;
  /** percent: the most one bonus pays; fixed: the bonus itself. */
  bonusCapMinor: bigint;
  wageringMultiple: number;
  wageringBase: WageringBase;
}

/** Category -> percent of a settled stake that counts (100 = all of it, 0 or absent = none). */
export type CategoryWeights = Readonly<Record<string, number>>;

/** The bonus a deposit earns under a rule. */
export function bonusFor(rule: BonusRule, depositMinor: bigint): bigint {
  if (depositMinor <= 0n) return 0n;
  if (rule.bonusKind === 'fixed') return rule.bonusCapMinor;
  const earned = (depositMinor * BigInt(rule.bonusPercent)) / 100n;
  return earned < rule.bonusCapMinor ? earned : rule.bonusCapMinor;
}

/** The weighted stake that releases a bonus. */
export function requiredWagering(rule: BonusRule, depositMinor: bigint, bonusMinor: bigint): bigint {
  const base = rule.wageringBase === 'deposit_bonus' ? depositMinor + bonusMinor : bonusMinor;
  return base * BigInt(rule.wageringMultiple);
}

/** What settled stakes per category count towards the requirement. */
export function weightedStake(
  stakes: Iterable<readonly [category: string, stakeMinor: bigint]>,
  weights: CategoryWeights,
): bigint {
  let total = 0n;
  for (const [category, stake] of stakes) {
    const weight = weights[category] ?? 0;
    if (stake > 0n && weight > 0) total += (stake * BigInt(weight)) / 100n;
  }
  return total;
}

export interface WageringProgress {
  requiredMinor: bigint;
  /** Never above the requirement. */
  doneMinor: bigint;
  /** 0-100, rounded down so a bar never reads full before the bonus is released. */
  percent: number;
  met: boolean;
}

export function wageringProgress(requiredMinor: bigint, countedMinor: bigint): WageringProgress {
  const done = countedMinor < 0n ? 0n : countedMinor > requiredMinor ? requiredMinor : countedMinor;
  const met = done >= requiredMinor;
  const percent = requiredMinor === 0n ? 100 : Number((done * 100n) / requiredMinor);
  return { requiredMinor, doneMinor: done, percent, met };
}

/** Weights from their stored JSON; anything that is not a category -> 0..100 whole number is dropped. */
export function parseWeights(json: string): CategoryWeights {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const weights: Record<string, number> = {};
  for (const [category, weight] of Object.entries(parsed)) {
    if (
      /^[A-Z]{2,12}$/.test(category) &&
      Number.isInteger(weight) &&
      (weight as number) >= 0 &&
      (weight as number) <= 100
    )
      weights[category] = weight as number;
  }
  return weights;
}
