/** The promotion tables (migration 2026-11-24T0023), composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export type PromotionType = 'newbie' | 'limited' | 'special' | 'daily' | 'rebate' | 'vip';
export type Eligibility = 'first_deposit' | 'daily_first' | 'any';
export type JoinMode = 'deposit' | 'button' | 'apply';
export type WageringBase = 'bonus' | 'deposit_bonus';
export type BonusState = 'locked' | 'released' | 'forfeited' | 'cancelled';

export interface PromotionsTable {
  merchant_code: string;
  slug: string;
  type: PromotionType;
  state: 'open' | 'closed';
  starts_at: string | null;
  ends_at: string | null;
  eligibility: Eligibility;
  new_member_days: number | null;
  bonus_kind: 'percent' | 'fixed';
  bonus_percent: number;
  /** Read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  bonus_cap_minor: bigint;
  min_deposit_minor: bigint;
  wagering_multiple: number;
  wagering_base: WageringBase;
  category_weights: string;
  join_mode: JoinMode;
  created_at: string;
  updated_at: string;
}

export interface PromotionEntriesTable {
  id: Generated<number>;
  merchant_code: string;
  slug: string;
  member_id: number;
  status: 'applying' | 'joined' | 'rejected';
  created_at: string;
  updated_at: string;
}

export interface MemberBonusesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  slug: string;
  source: string;
  grant_transfer_id: string;
  required_minor: bigint;
  category_weights: string;
  state: BonusState;
  created_at: string;
  closed_at: string | null;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_entries: PromotionEntriesTable;
  member_bonuses: MemberBonusesTable;
}
