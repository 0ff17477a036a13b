/**
 * What one period of a contract pays, from what was measured (pure: the settlement writes what this answers).
 * The tier is the highest whose threshold the measure reaches. A dividend pays its share of the team's net loss
 * after the carry-forward; a negative result is carried into the next period and set against it. A salary
 * pays its tier's amount; a real-time salary its tier's share of the turnover. Shares round down to the minor unit.
 */
import { VALUE_KIND, type ContractTerms, type ContractType } from '../../../contract/rules/contract-terms.ts';

export interface Figures {
  turnoverMinor: bigint;
  activeMembers: number;
  /** Stakes less wins, refunds, bonuses and rebates: negative when the team won. */
  netLossMinor: bigint;
}

export interface StatementFigures {
  /** The figure the tiers were read by. */
  measure: bigint;
  /** 1-based; null when none was reached. */
  tier: number | null;
  tierValue: bigint | null;
  payoutMinor: bigint;
  carryOutMinor: bigint;
}

const BP = 10_000n;

export function statementFor(
  type: ContractType,
  terms: ContractTerms,
  figures: Figures,
  carryInMinor: bigint,
): StatementFigures {
  const base = type === 'dividend' ? figures.netLossMinor + carryInMinor : 0n;
  const measure =
    terms.basis === 'active' ? BigInt(figures.activeMembers) : terms.basis === 'netLoss' ? base : figures.turnoverMinor;
  let tier: number | null = null;
  terms.tiers.forEach((t, i) => {
    if (measure >= BigInt(t.threshold)) tier = i + 1;
  });
  const tierValue = tier === null ? null : BigInt(terms.tiers[(tier as number) - 1]!.value);
  if (type === 'dividend') {
    // A losing period (for the house) carries forward whole; a paying one uses the carry up.
    if (base <= 0n) return { measure, tier, tierValue, payoutMinor: 0n, carryOutMinor: base };
    return {
      measure,
      tier,
      tierValue,
      payoutMinor: tierValue === null ? 0n : (base * tierValue) / BP,
      carryOutMinor: 0n,
    };
  }
  const payout =
    tierValue === null ? 0n : VALUE_KIND[type] === 'amount' ? tierValue : (figures.turnoverMinor * tierValue) / BP;
  return { measure, tier, tierValue, payoutMinor: payout, carryOutMinor: 0n };
}
