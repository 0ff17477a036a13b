/**
 * The player's answer after payout (spec 4): received, full payment, or not received with proof images.
 * Received and full payment close the order; "not received" stops the clock and waits for the operator's
 * forced receipt (or the player's later "received"). An unanswered order counts as received once the
 * configured minutes pass: read that way at once (view.ts) and written down by the sweep.
 */
import type { Kysely, Transaction } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { MAX_PROOF_FILES } from '../../../src/lib/money/proof-images.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../accounts/repository.ts';
import { withdrawalSettings } from './settings.ts';
import { discardProofs, type StoredProof } from './proof-store.ts';
import { withdrawalView, type WithdrawalRow } from './view.ts';

export type PlayerConfirmation = 'received' | 'full_payment' | 'not_received';

async function ownOrder(ctx: PlatformContext, member: MemberRow, id: number): Promise<WithdrawalRow> {
  const row = await ctx.db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('member_id', '=', member.id).executeTakeFirst();
  if (!row) throw new PlatformError(404, 'withdrawal_unknown');
  return row;
}

/**
 * Writes the answer with one conditional UPDATE: only a paid order that is unanswered and still inside its
 * minutes, or one reported "not received", can take it. Proof rows go in the same transaction.
 */
export async function confirmWithdrawal(ctx: PlatformContext, member: MemberRow, id: number, answer: PlayerConfirmation, proofs: StoredProof[] = []) {
  try {
    const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
    await ownOrder(ctx, member, id);
    const now = ctx.now();
    const at = new Date(now).toISOString();
    const paidAfter = new Date(now - rules.confirmMinutes * 60_000).toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('withdrawals')
        .set({ confirmation: answer, confirmed_by: 'player', confirmed_at: at, updated_at: at })
        .where('id', '=', id).where('member_id', '=', member.id).where('status', '=', 'paid')
        .where((eb) => eb.or([
          eb.and([eb('confirmation', 'is', null), eb('paid_at', '>', paidAfter)]),
          eb('confirmation', '=', 'not_received'),
        ]))
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw new PlatformError(409, 'withdrawal_not_confirmable');
      if (proofs.length) {
        // A second "not received" may add images, but an order never holds more than the limit in all.
        if ((await proofCount(trx, id)) + proofs.length > MAX_PROOF_FILES) {
          throw new PlatformError(413, 'proof_too_many', undefined, { max: String(MAX_PROOF_FILES) });
        }
        await trx.insertInto('withdrawal_proofs').values(proofs.map((p) => ({
          withdrawal_id: id, stored_name: p.storedName, media_type: p.mediaType, size_bytes: p.sizeBytes, created_at: at,
        }))).execute();
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

async function proofCount(db: Kysely<Database> | Transaction<Database>, id: number): Promise<number> {
  const row = await db.selectFrom('withdrawal_proofs').select((eb) => eb.fn.countAll().as('n')).where('withdrawal_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sweep: writes "received (timeout)" on every paid order left unanswered past the configured minutes. */
export async function settleUnconfirmed(ctx: PlatformContext): Promise<number> {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const now = ctx.now();
  const overdue = await ctx.db.selectFrom('withdrawals').select(['id', 'paid_at'])
    .where('merchant_code', '=', ctx.config.merchantCode).where('status', '=', 'paid').where('confirmation', 'is', null)
    .where('paid_at', '<=', new Date(now - rules.confirmMinutes * 60_000).toISOString()).limit(500).execute();
  let settled = 0;
  for (const row of overdue) {
    // The moment it became received is the deadline itself, whenever the sweep happens to notice.
    const deadline = new Date(Date.parse(row.paid_at!) + rules.confirmMinutes * 60_000).toISOString();
    const result = await ctx.db.updateTable('withdrawals')
      .set({ confirmation: 'received', confirmed_by: 'timeout', confirmed_at: deadline, updated_at: new Date(now).toISOString() })
      .where('id', '=', row.id).where('confirmation', 'is', null).executeTakeFirst();
    settled += Number(result.numUpdatedRows);
  }
  return settled;
}

export async function memberWithdrawals(ctx: PlatformContext, member: MemberRow) {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const rows = await ctx.db.selectFrom('withdrawals').selectAll().where('member_id', '=', member.id).orderBy('id', 'desc').limit(20).execute();
  const now = ctx.now();
  return Promise.all(rows.map(async (row) => withdrawalView(row, rules.confirmMinutes, now, await proofCount(ctx.db, Number(row.id)))));
}
