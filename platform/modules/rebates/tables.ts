/** The cashback tables (migration 2026-11-25T0024), composed into the database type in platform/db/schema.ts. */

export type RebateSource = 'claim' | 'auto';

export interface RebateRatesTable {
  merchant_code: string;
  category: string;
  min_rank: number;
  rate_bp: number;
  updated_at: string;
}

export interface RebatesTable {
  /** The ledger transfer's id. */
  id: string;
  merchant_code: string;
  member_id: number;
  day: string;
  seq: number;
  source: RebateSource;
  rank_level: number;
  detail: string;
  first_bet_at: string;
  last_bet_at: string;
  created_at: string;
}

export interface RebateStakesTable {
  bet_transfer_id: string;
  rebate_id: string;
}

export interface RebatePeriodsTable {
  merchant_code: string;
  day: string;
  paid_at: string;
}

export interface RebateTables {
  rebate_rates: RebateRatesTable;
  rebates: RebatesTable;
  rebate_stakes: RebateStakesTable;
  rebate_periods: RebatePeriodsTable;
}
