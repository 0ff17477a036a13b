/**
 * A posted transfer between one member's tracked wallet and an untracked system account, as the per-store fast
 * paths book it (sqlite-book.ts, pg-book.ts). Built here from the same request the general path (ledger.ts) takes,
 * with the same idempotency id, hash and stored result, so a replay through either path answers the same and a
 * statement cannot tell which path wrote a row.
 */
import { transferHash, type TransferResult } from './ledger.ts';
import type { LedgerCode } from './codes.ts';

export interface PostedTransfer {
  id: string;
  code: LedgerCode;
  debitAccountId: number;
  creditAccountId: number;
  amountMinor: bigint;
  /** Which side is the member's tracked wallet: it is the only row whose balance moves (the other is untracked). */
  trackedSide: 'debit' | 'credit';
  /** transferHash of the request, as ledger.transfer() computes it. */
  hash: string;
  metadata: string;
  at: string;
}

export function postedTransfer(
  request: {
    id: string;
    code: LedgerCode;
    debitAccountId: number;
    creditAccountId: number;
    amountMinor: bigint;
    metadata: Record<string, string>;
  },
  trackedSide: PostedTransfer['trackedSide'],
  at: string,
): PostedTransfer {
  return {
    id: request.id,
    code: request.code,
    debitAccountId: request.debitAccountId,
    creditAccountId: request.creditAccountId,
    amountMinor: request.amountMinor,
    trackedSide,
    hash: transferHash(request, 'posted'),
    metadata: JSON.stringify(request.metadata),
    at,
  };
}

/** The ledger's stored result of the transfer (what a replay of its id answers), given the tracked wallet's new balance. */
export function postedResult(transfer: PostedTransfer, balanceMinor: string): TransferResult {
  return {
    transferId: transfer.id,
    code: transfer.code,
    kind: 'posted',
    amountMinor: transfer.amountMinor.toString(),
    debitBalanceMinor: transfer.trackedSide === 'debit' ? balanceMinor : null,
    creditBalanceMinor: transfer.trackedSide === 'credit' ? balanceMinor : null,
    createdAt: transfer.at,
  };
}
