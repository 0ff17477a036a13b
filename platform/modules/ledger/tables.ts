/**
 * The ledger: accounts, transfers and their postings: table types, composed into the database type in
 * platform/db/schema.ts.
 */
import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types.ts';

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
}

/** A ledger account. Only tracked (member) accounts keep a balance row; a system account's balance is the sum of its postings. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  /** main, vendor (a game vendor's wallet), or a system kind: house, gateway, bonus, adjustment, payout. */
  kind: string;
  vendor: string;
  currency: string;
  tracked: Flag;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  balance_minor: bigint;
  /** Minor units held by pending transfers (a withdrawal in process, a bet in play). */
  held_minor: bigint;
  created_at: string;
}

/** A movement of money, identified by its idempotency id. Never updated; a correction is a new transfer. */
export interface LedgerTransfersTable {
  id: string;
  merchant_code: string;
  /** Why the money moved (platform/modules/ledger/codes.ts). */
  code: string;
  debit_account_id: number;
  credit_account_id: number;
  amount_minor: bigint;
  /** posted (money moved), pending (a hold), post or void (the resolution of a pending transfer). */
  kind: string;
  pending_id: string | null;
  /** SHA-256 of the request: the same id with other data is refused. */
  request_hash: string;
  /** The answer given the first time, JSON: a replay gets it again. */
  result: string;
  metadata: string;
  created_at: string;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  transfer_id: string;
  account_id: number;
  /** Signed minor units: the credit positive, the debit negative. */
  amount_minor: bigint;
  created_at: string;
}
