/** The account record's type filter (transactionHistory) and the ledger codes each type covers. */
import type { LedgerCode } from '../ledger/codes.ts';

export const RECORD_TYPES = {
  all: null,
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal_return'],
  transfer: ['vendor_in', 'vendor_out', 'transfer_agent'],
  game: ['bet', 'win', 'refund'],
  bonus: ['bonus'],
  adjustment: ['adjustment'],
} as const satisfies Record<string, readonly LedgerCode[] | null>;

export type RecordType = keyof typeof RECORD_TYPES;
export const RECORD_TYPE_NAMES = Object.keys(RECORD_TYPES) as RecordType[];
