/** The agent contract tables (migration 2026-11-25T0028), composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';
import type { ContractBasis, ContractType } from '../../../contract/rules/contract-terms.ts';

export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated';
/** D, W, H, M: a dividend's period; hour, day, 5min: fixed by the salary's type. */
export type ContractPeriod = 'D' | 'W' | 'H' | 'M' | 'hour' | '5min';

export interface AgentContractsTable {
  id: Generated<number>;
  merchant_code: string;
  type: ContractType;
  /** Null: offered and paid by the house (a top-level agent). */
  upline_id: number | null;
  downline_id: number;
  status: ContractStatus;
  basis: ContractBasis;
  period: ContractPeriod;
  /** Read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  active_min_stake_minor: bigint;
  /** JSON [{ threshold, value }]. */
  tiers: string;
  offered_at: string;
  accepted_at: string | null;
  ended_at: string | null;
  updated_at: string;
}

export interface AgentContractEventsTable {
  id: Generated<number>;
  contract_id: number;
  action: 'offer' | 'accept' | 'reject' | 'terminate';
  actor_id: number | null;
  created_at: string;
}

export type SettlementStatus = 'paid' | 'owed' | 'nothing';

export interface AgentContractSettlementsTable {
  id: Generated<number>;
  contract_id: number;
  period_key: string;
  period_start: string;
  period_end: string;
  status: SettlementStatus;
  turnover_minor: bigint;
  active_members: number;
  net_loss_minor: bigint;
  carry_in_minor: bigint;
  carry_out_minor: bigint;
  measure: string;
  tier: number | null;
  tier_value: string | null;
  payout_minor: bigint;
  payer: 'upline' | 'house';
  transfer_id: string | null;
  settled_at: string;
}

export interface AgentContractTables {
  agent_contracts: AgentContractsTable;
  agent_contract_events: AgentContractEventsTable;
  agent_contract_settlements: AgentContractSettlementsTable;
}
