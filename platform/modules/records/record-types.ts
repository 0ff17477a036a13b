/** The account record's type filter (transactionHistory) and the ledger codes each type covers. */
import type { LedgerCode } from '../ledger/index.ts';
import type { RecordType } from '../../../contract/calls/records.ts';

export const RECORD_TYPES = {
  all: null,
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal_return'],
  transfer: ['vendor_in', 'vendor_out', 'transfer_agent'],
  game: ['bet', 'win', 'refund'],
  // Cashback is money received like a bonus: Bonus Details lists it beside them.
  bonus: [
    'bonus',
    'bonus_release',
    'rebate',
    'rebate_reversal',
    'vip_bonus',
    'raffle_prize',
    'mission_reward',
    'referral_reward',
  ],
  adjustment: ['adjustment'],
} as const satisfies Record<RecordType, readonly LedgerCode[] | null>;

export type { RecordType };
