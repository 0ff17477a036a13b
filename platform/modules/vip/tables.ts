/** The VIP tables (migration 2026-11-25T0031), composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export type RankChangeReason = 'upgrade' | 'review' | 'operator';

export interface VipRanksTable {
  merchant_code: string;
  level: number;
  name_en: string;
  name_bn: string;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL (toMinor). */
  deposit_minor: bigint;
  turnover_minor: bigint;
  bonus_minor: bigint;
  withdraw_daily_minor: bigint;
  withdraw_daily_count: number;
  updated_at: string;
}

export interface VipUpgradesTable {
  member_id: number;
  level: number;
  transfer_id: string;
  bonus_minor: bigint;
  created_at: string;
}

export interface VipRankChangesTable {
  id: Generated<number>;
  member_id: number;
  from_level: number;
  to_level: number;
  reason: RankChangeReason;
  created_at: string;
}

export interface VipReviewsTable {
  member_id: number;
  month: string;
  from_level: number;
  to_level: number;
  deposit_minor: bigint;
  turnover_minor: bigint;
  created_at: string;
}

export interface VipTables {
  vip_ranks: VipRanksTable;
  vip_upgrades: VipUpgradesTable;
  vip_rank_changes: VipRankChangesTable;
  vip_reviews: VipReviewsTable;
}
