/** The points tables (migration 2026-11-25T0025), composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export type MallItemKind = 'cash' | 'bonus' | 'physical';
export type MallOrderStatus = 'completed' | 'pending' | 'fulfilled';

/** The merchant's point rules: what a settled stake earns per category, and what a point is worth. */
export interface PointsSettingsTable {
  merchant_code: string;
  /** JSON { CATEGORY: points per one major unit staked, in hundredths } (RNG: 120 = 1.20 points per ৳1). */
  rates: string;
  /** Points are converted in steps of this many points... */
  unit_points: number;
  /** ...each worth this much money (minor units). Read as number on SQLite and bigint on PostgreSQL. */
  unit_minor: bigint;
  /** A point-mall bonus must be wagered this many times its value before it is released (migration 0035). */
  bonus_wagering_multiple: Generated<number>;
  updated_at: string;
}

export interface PointMallItemsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: MallItemKind;
  name_en: string;
  name_bn: string;
  points_cost: number;
  /** Money a cash voucher or a bonus pays to the main wallet; 0 for a physical item. */
  value_minor: bigint;
  /** Items left; null: no limit. Never below zero (a CHECK, and redeem's conditional UPDATE). */
  stock: number | null;
  state: 'open' | 'closed';
  sort: number;
  created_at: string;
}

export interface PointMallOrdersTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  item_id: number;
  /** The member's key for one redeem: a retry or a twin finds this row (unique per member). */
  request_id: string;
  points: number;
  value_minor: bigint;
  status: MallOrderStatus;
  /** The points book transfer that took the points. */
  spend_transfer_id: string;
  remark: string | null;
  created_at: string;
  fulfilled_at: string | null;
}

/** How far the accrual job has read the seamless wins (an optimisation only: every accrual is idempotent). */
export interface PointsAccrualCursorTable {
  merchant_code: string;
  last_win_id: number;
}

export interface PointsTables {
  points_settings: PointsSettingsTable;
  point_mall_items: PointMallItemsTable;
  point_mall_orders: PointMallOrdersTable;
  points_accrual_cursor: PointsAccrualCursorTable;
}
