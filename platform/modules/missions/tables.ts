/** The missions tables (migration 2026-11-25T0032), composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export type MissionPeriod = 'daily' | 'weekly';
export type MissionKind = 'deposit' | 'bet' | 'rounds' | 'login';

export interface MissionsTable {
  id: Generated<number>;
  merchant_code: string;
  period: MissionPeriod;
  kind: MissionKind;
  /** deposit, bet: minor units; rounds: settled bets; login: consecutive days. Read as number or bigint. */
  target: bigint;
  /** bet, rounds: the game category that counts; null: any game. */
  category: string | null;
  reward_minor: bigint;
  state: 'open' | 'closed';
  sort: Generated<number>;
  created_at: string;
}

export interface MissionClaimsTable {
  /** The ledger transfer's id. */
  id: string;
  merchant_code: string;
  mission_id: number;
  period_key: string;
  member_id: number;
  reward_minor: bigint;
  created_at: string;
}

export interface MissionLoginDaysTable {
  member_id: number;
  /** A player day (Asia/Dhaka), yyyy-MM-dd. */
  day: string;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  mission_login_days: MissionLoginDaysTable;
}
