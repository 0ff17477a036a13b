/**
 * A withdrawal as the player and the operator see it. The confirmation is computed on read as well as written
 * by the sweep: a paid withdrawal left unanswered past the configured minutes reads as received even if the
 * sweep has not run yet.
 */
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from './tables.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import {
  confirmation as confirmationSchema,
  confirmedBy,
  withdrawalStatus,
  type Withdrawal,
} from '../../../contract/calls/withdrawals.ts';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** When an unanswered paid withdrawal starts counting as received, or null when that clock does not run. */
export function confirmDeadline(row: WithdrawalRow, confirmMinutes: number): string | null {
  if (row.status !== 'paid' || row.confirmation !== null || !row.paid_at) return null;
  return new Date(Date.parse(row.paid_at) + confirmMinutes * 60_000).toISOString();
}

type EffectiveConfirmation = Pick<Withdrawal, 'confirmation' | 'confirmedBy' | 'confirmedAt'>;

export function effectiveConfirmation(row: WithdrawalRow, confirmMinutes: number, now: number): EffectiveConfirmation {
  const deadline = confirmDeadline(row, confirmMinutes);
  if (deadline && Date.parse(deadline) <= now)
    return { confirmation: 'received', confirmedBy: 'timeout', confirmedAt: deadline };
  // The columns are text; the contract's words are checked here, so a stray value fails loudly rather than reaching a player.
  return {
    confirmation: row.confirmation === null ? null : confirmationSchema.parse(row.confirmation),
    confirmedBy: row.confirmed_by === null ? null : confirmedBy.parse(row.confirmed_by),
    confirmedAt: row.confirmed_at,
  };
}

export function withdrawalView(row: WithdrawalRow, confirmMinutes: number, now: number, proofCount = 0): Withdrawal {
  const amount = toMinor(row.amount_minor);
  const confirmation = effectiveConfirmation(row, confirmMinutes, now);
  // The player may still answer while paid and either unanswered (before the deadline) or "not received".
  const open =
    row.status === 'paid' && (confirmation.confirmation === null || confirmation.confirmation === 'not_received');
  return {
    id: Number(row.id),
    amount: formatMinor(amount),
    amountMinor: amount.toString(),
    status: withdrawalStatus.parse(row.status),
    reason: row.reason,
    payeeAccountId: Number(row.payee_account_id),
    createdAt: row.created_at,
    paidAt: row.paid_at,
    ...confirmation,
    confirmDeadline: confirmation.confirmation === null ? confirmDeadline(row, confirmMinutes) : null,
    canConfirm: open,
    proofCount,
  };
}
