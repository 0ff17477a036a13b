/**
 * Withdrawal rules, payee accounts, withdrawals and their proofs: table types, composed into the database type in
 * platform/db/schema.ts.
 */
import type { Generated } from 'kysely';

export interface WithdrawalTables {
  withdrawal_settings: WithdrawalSettingsTable;
  payee_accounts: PayeeAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
}

/** A merchant's withdrawal rules (amounts in minor units). */
export interface WithdrawalSettingsTable {
  merchant_code: string;
  min_minor: bigint;
  max_minor: bigint;
  daily_count: number;
  /** Bets since the last deposit must reach this percent of it (100 = 1x). */
  turnover_percent: number;
  /** Minutes after payout before an unconfirmed withdrawal counts as received. */
  confirm_minutes: number;
}

/** Where a member's withdrawals are paid: a mobile wallet (bkash, nagad, rocket) or a bank account. */
export interface PayeeAccountsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  holder_name: string;
  account_number: string;
  bank_name: string | null;
  created_at: string;
}

/** A withdrawal order; its money is the ledger hold `hold_id` (posted when paid, voided when rejected). */
export interface WithdrawalsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  payee_account_id: number;
  amount_minor: bigint;
  request_id: string;
  hold_id: string;
  /** in_process, approved, paid, rejected. */
  status: string;
  reason: string | null;
  /** received, not_received, full_payment (spec 4), or null while unanswered. */
  confirmation: string | null;
  /** player, timeout or forced. */
  confirmed_by: string | null;
  confirmed_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  withdrawal_id: number;
  stored_name: string;
  media_type: string;
  size_bytes: number;
  created_at: string;
}
