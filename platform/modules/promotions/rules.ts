/** A promotion's rules as a domain object (rows never leave the repository's callers), and whether it runs now. */
import type { Selectable } from 'kysely';
import { toMinor } from '../../../contract/minor-units.ts';
import type { PromotionsTable } from './tables.ts';
import { parseWeights, type BonusRule, type CategoryWeights } from './wagering.ts';

export interface Promotion extends BonusRule {
  slug: string;
  type: PromotionsTable['type'];
  state: PromotionsTable['state'];
  startsAt: string | null;
  endsAt: string | null;
  eligibility: PromotionsTable['eligibility'];
  newMemberDays: number | null;
  minDepositMinor: bigint;
  weights: CategoryWeights;
  weightsJson: string;
  joinMode: PromotionsTable['join_mode'];
}

export function promotionOf(row: Selectable<PromotionsTable>): Promotion {
  return {
    slug: row.slug,
    type: row.type,
    state: row.state,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    eligibility: row.eligibility,
    newMemberDays: row.new_member_days,
    bonusKind: row.bonus_kind,
    bonusPercent: Number(row.bonus_percent),
    bonusCapMinor: toMinor(row.bonus_cap_minor),
    minDepositMinor: toMinor(row.min_deposit_minor),
    wageringMultiple: Number(row.wagering_multiple),
    wageringBase: row.wagering_base,
    weights: parseWeights(row.category_weights),
    weightsJson: row.category_weights,
    joinMode: row.join_mode,
  };
}

/** 'open', 'closed' or 'coming_soon' at an instant: the operator's switch and the period together. */
export function runningState(promotion: Promotion, now: number): 'open' | 'closed' | 'coming_soon' {
  if (promotion.state !== 'open') return 'closed';
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now) return 'closed';
  if (promotion.startsAt && Date.parse(promotion.startsAt) > now) return 'coming_soon';
  return 'open';
}
