/**
 * What a transfer request and its stored answer are, and the hash its replays are compared by: shared by the ledger
 * (ledger.ts) and its set-based booking (batch.ts).
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LedgerCode } from './codes.ts';

export interface TransferRequest {
  /** The idempotency id, namespaced by its caller (e.g. 'deposit:<order>', 'ui:<member>:<key>'). */
  id: string;
  code: LedgerCode;
  debitAccountId: number;
  creditAccountId: number;
  amountMinor: bigint;
  /** Hold the amount on the debit account instead of moving it; post or void it later. */
  pending?: boolean;
  metadata?: Record<string, string | number | boolean | null>;
  /**
   * Other writes that belong to this movement (an order's new status, a notification): run in the same
   * transaction after the transfer, only the first time, so they happen exactly when the money moves.
   */
  alsoInTransaction?: (trx: Transaction<Database>, result: TransferResult) => Promise<void>;
}

export interface TransferResult {
  transferId: string;
  code: string;
  kind: 'posted' | 'pending' | 'post' | 'void';
  amountMinor: string;
  /** Tracked accounts' balances right after this transfer (null for system accounts). */
  debitBalanceMinor: string | null;
  creditBalanceMinor: string | null;
  createdAt: string;
}

export const MAX_AMOUNT = 10n ** 15n;

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** What a transfer's replays are compared by: the same id with another hash is refused. */
export function transferHash(
  request: Pick<TransferRequest, 'code' | 'debitAccountId' | 'creditAccountId' | 'amountMinor' | 'metadata'>,
  kind: 'posted' | 'pending',
): string {
  return requestHash([
    request.code,
    request.debitAccountId,
    request.creditAccountId,
    request.amountMinor.toString(),
    kind,
    request.metadata ?? {},
  ]);
}
