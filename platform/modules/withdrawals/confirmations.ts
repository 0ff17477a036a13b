/**
 * The player's answer after payout (spec 4): received, full payment, or not received with proof images.
 * Received and full payment close the order; "not received" stops the clock and waits for the operator's
 * forced receipt (or the player's later "received"). An unanswered order counts as received once the
 * configured minutes pass: read that way at once (view.ts) and written down by the sweep.
 */
import type { Confirmation } from '../../../contract/calls/withdrawals.ts';
import type { PlatformContext } from '../../context.ts';
import { MAX_PROOF_FILES } from '../../../contract/rules/proof-images.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import { withdrawalSettings } from './settings.ts';
import { discardProofs, type StoredProof } from './proof-store.ts';
import { withdrawalView, type WithdrawalRow } from './view.ts';
import {
  confirmByPlayer,
  insertProofs,
  latestOrdersOf,
  memberOrder,
  proofCount,
  receivedByTimeout,
  unansweredPaidBefore,
} from './repository.ts';

async function ownOrder(ctx: PlatformContext, member: MemberRow, id: number): Promise<WithdrawalRow> {
  const row = await memberOrder(ctx.db, member.id, id);
  if (!row) throw new PlatformError(404, 'withdrawal_unknown');
  return row;
}

/**
 * Before a single byte of an upload is read: the order is the member's, can take "not received" now, and has
 * room for another image. confirmWithdrawal checks the same again in its transaction (the order may change
 * while the files arrive); this only spares the disk and the wait when the answer is already known.
 */
export async function assertProofsWelcome(ctx: PlatformContext, member: MemberRow, id: number): Promise<void> {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const row = await ownOrder(ctx, member, id);
  const paidAfter = new Date(ctx.now() - rules.confirmMinutes * 60_000).toISOString();
  const open =
    row.status === 'paid' &&
    (row.confirmation === 'not_received' ||
      (row.confirmation === null && row.paid_at !== null && row.paid_at > paidAfter));
  if (!open) throw new PlatformError(409, 'withdrawal_not_confirmable');
  if ((await proofCount(ctx.db, id)) >= MAX_PROOF_FILES)
    throw new PlatformError(413, 'proof_too_many', undefined, { max: String(MAX_PROOF_FILES) });
}

/**
 * Writes the answer with one conditional UPDATE: only a paid order that is unanswered and still inside its
 * minutes, or one reported "not received", can take it. Proof rows go in the same transaction.
 */
export async function confirmWithdrawal(
  ctx: PlatformContext,
  member: MemberRow,
  id: number,
  answer: Confirmation,
  proofs: StoredProof[] = [],
) {
  try {
    const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
    await ownOrder(ctx, member, id);
    const now = ctx.now();
    const at = new Date(now).toISOString();
    const paidAfter = new Date(now - rules.confirmMinutes * 60_000).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await confirmByPlayer(trx, member.id, id, answer, at, paidAfter)))
        throw new PlatformError(409, 'withdrawal_not_confirmable');
      if (proofs.length) {
        // A second "not received" may add images, but an order never holds more than the limit in all.
        if ((await proofCount(trx, id)) + proofs.length > MAX_PROOF_FILES) {
          throw new PlatformError(413, 'proof_too_many', undefined, { max: String(MAX_PROOF_FILES) });
        }
        await insertProofs(
          trx,
          proofs.map((p) => ({
            withdrawal_id: id,
            stored_name: p.storedName,
            media_type: p.mediaType,
            size_bytes: p.sizeBytes,
            created_at: at,
          })),
        );
      }
    });
    return await orderView(ctx, member, id);
  } catch (error) {
    // Nothing half-written: files of a refused answer are removed again.
    await discardProofs(ctx.config.uploadDir, proofs);
    throw error;
  }
}

export async function orderView(ctx: PlatformContext, member: MemberRow, id: number) {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const row = await ownOrder(ctx, member, id);
  return withdrawalView(row, rules.confirmMinutes, ctx.now(), await proofCount(ctx.db, id));
}

/** The sweep: writes "received (timeout)" on every paid order left unanswered past the configured minutes. */
export async function settleUnconfirmed(ctx: PlatformContext): Promise<number> {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const now = ctx.now();
  const overdue = await unansweredPaidBefore(
    ctx.db,
    ctx.config.merchantCode,
    new Date(now - rules.confirmMinutes * 60_000).toISOString(),
    500,
  );
  let settled = 0;
  for (const row of overdue) {
    // The moment it became received is the deadline itself, whenever the sweep happens to notice.
    const deadline = new Date(Date.parse(row.paid_at!) + rules.confirmMinutes * 60_000).toISOString();
    if (await receivedByTimeout(ctx.db, row.id, deadline, new Date(now).toISOString())) settled += 1;
  }
  return settled;
}

export async function memberWithdrawals(ctx: PlatformContext, member: MemberRow) {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const rows = await latestOrdersOf(ctx.db, member.id, 20);
  const now = ctx.now();
  return Promise.all(
    rows.map(async (row) => withdrawalView(row, rules.confirmMinutes, now, await proofCount(ctx.db, Number(row.id)))),
  );
}
