/**
 * The operator's side of a withdrawal (`npm run ops -- withdrawal ...`). Every step that moves money is one
 * ledger resolution or transfer whose order status and notification are written in its own transaction:
 * approve keeps the hold and tells the player; pay posts the hold to the payout account; reject voids it
 * (the money is available again) and tells the player why; a forced receipt returns the amount.
 */
import type { Transaction } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { memberById } from '../identity/index.ts';
import { mainWallet, systemWallet } from '../wallet/index.ts';
import type { WithdrawalRow } from './view.ts';
import { forceReceived, merchantOrder, moveStatus as moveStatusFrom, operatorList } from './repository.ts';

/** A step the order's state does not allow (the operator is told; nothing changes). */
export class WithdrawalStateError extends Error {
  constructor(id: number, status: string, action: string) {
    super(`withdrawal ${id} is ${status}: cannot ${action}`);
    this.name = 'WithdrawalStateError';
  }
}

export async function withdrawalById(ctx: PlatformContext, id: number): Promise<WithdrawalRow | undefined> {
  return merchantOrder(ctx.db, ctx.config.merchantCode, id);
}

export async function listWithdrawals(ctx: PlatformContext, status?: string) {
  return operatorList(ctx.db, ctx.config.merchantCode, status, 100);
}

/** Moves the order from one status to another inside the money's transaction; a lost race rolls it all back. */
async function moveStatus(
  trx: Transaction<Database>,
  row: WithdrawalRow,
  from: string[],
  set: Partial<WithdrawalRow>,
  at: string,
): Promise<void> {
  if (!(await moveStatusFrom(trx, Number(row.id), from, { ...set, updated_at: at })))
    throw new WithdrawalStateError(Number(row.id), 'changed meanwhile', String(set.status ?? 'update'));
}

/** What the player hears of a withdrawal's step (the inbox writes it). */
function fact(row: WithdrawalRow) {
  return { memberId: row.member_id, withdrawalId: row.id, amountMinor: String(toMinor(row.amount_minor)) };
}

async function load(ctx: PlatformContext, id: number, allowed: string[], action: string): Promise<WithdrawalRow> {
  const row = await withdrawalById(ctx, id);
  if (!row) throw new WithdrawalStateError(id, 'unknown', action);
  if (!allowed.includes(row.status)) throw new WithdrawalStateError(id, row.status, action);
  return row;
}

/** Approved: the money stays held until it is paid; the player hears of it now. */
export async function approveWithdrawal(ctx: PlatformContext, id: number): Promise<WithdrawalRow> {
  const row = await load(ctx, id, ['in_process'], 'approve');
  const at = new Date(ctx.now()).toISOString();
  const approved = await ctx.db.transaction().execute(async (trx) => {
    await moveStatus(trx, row, ['in_process'], { status: 'approved' }, at);
    return ctx.events.publish(trx, 'withdrawal.approved', fact(row), at);
  });
  await ctx.events.deliver(approved);
  return (await withdrawalById(ctx, id))!;
}

/** Paid: the hold is posted, the money leaves the wallet for the payout account; the confirmation clock starts. */
export async function payWithdrawal(ctx: PlatformContext, id: number): Promise<WithdrawalRow> {
  const row = await load(ctx, id, ['approved'], 'pay');
  await ctx.ledger.resolve({
    id: `${row.hold_id}:pay`,
    pendingId: row.hold_id,
    action: 'post',
    alsoInTransaction: (trx, result) =>
      moveStatus(trx, row, ['approved'], { status: 'paid', paid_at: result.createdAt }, result.createdAt),
  });
  return (await withdrawalById(ctx, id))!;
}

/** Rejected (in process or approved): the hold is voided, so the amount is available again; the player hears why. */
export async function rejectWithdrawal(ctx: PlatformContext, id: number, reason: string): Promise<WithdrawalRow> {
  const row = await load(ctx, id, ['in_process', 'approved'], 'reject');
  let rejected: number | undefined;
  await ctx.ledger.resolve({
    id: `${row.hold_id}:reject`,
    pendingId: row.hold_id,
    action: 'void',
    metadata: { reason },
    alsoInTransaction: async (trx, result) => {
      await moveStatus(trx, row, ['in_process', 'approved'], { status: 'rejected', reason }, result.createdAt);
      rejected = await ctx.events.publish(trx, 'withdrawal.rejected', { ...fact(row), reason }, result.createdAt);
    },
  });
  await ctx.events.deliver(rejected);
  return (await withdrawalById(ctx, id))!;
}

/**
 * Forced receipt (spec 4; docs/decisions.md): for a paid withdrawal the player reported "not received", the
 * operator closes the dispute. The order is marked received (it can never be paid or disputed again) and the
 * amount is returned to the player's main wallet from the payout account (code withdrawal_return).
 */
export async function forceReceipt(ctx: PlatformContext, id: number): Promise<WithdrawalRow> {
  const row = await load(ctx, id, ['paid'], 'force a receipt');
  if (row.confirmation !== 'not_received')
    throw new WithdrawalStateError(id, `paid and ${row.confirmation ?? 'unanswered'}`, 'force a receipt');
  const member = await memberById(ctx.db, row.member_id);
  if (!member) throw new WithdrawalStateError(id, 'without member', 'force a receipt');
  await ctx.ledger.transfer({
    id: `${row.hold_id}:return`,
    code: 'withdrawal_return',
    amountMinor: toMinor(row.amount_minor),
    debitAccountId: await systemWallet(ctx, 'payout'),
    creditAccountId: await mainWallet(ctx, member),
    metadata: { withdrawal: Number(row.id) },
    alsoInTransaction: async (trx, result) => {
      if (!(await forceReceived(trx, Number(row.id), result.createdAt)))
        throw new WithdrawalStateError(id, 'changed meanwhile', 'force a receipt');
    },
  });
  return (await withdrawalById(ctx, id))!;
}
