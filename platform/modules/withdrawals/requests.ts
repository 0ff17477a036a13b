/**
 * A player's withdrawal: checked against the merchant's rules, then the amount is HELD in the ledger and the
 * order written in the same transaction. The idempotency key makes a retried submit find its first order:
 * the hold's transfer id is derived from it, and the ledger answers a replay with the first result.
 */
import type { Kysely, Transaction } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../accounts/repository.ts';
import { formatMinor, toMinor } from '../ledger/money.ts';
import { mainWallet, systemWallet } from '../wallet/accounts.ts';
import { amountMinor } from '../wallet/inputs.ts';
import { verifyPaymentPassword } from '../wallet/payment-password.ts';
import { asPlayerRefusal } from '../wallet/refusals.ts';
import { payeeOf } from './payees.ts';
import { withdrawalSettings } from './settings.ts';
import { turnoverOf } from './turnover.ts';
import { withdrawalView, type WithdrawalRow } from './view.ts';

export interface WithdrawalRequest {
  payeeAccountId: number;
  amount: string;
  paymentPassword: string;
  requestId: string;
}

/** Dhaka has no daylight saving: the player's day starts at 18:00 UTC the day before. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

function dayStart(now: number): string {
  const local = now + DHAKA_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - DHAKA_OFFSET_MS).toISOString();
}

async function withdrawalsSince(db: Kysely<Database> | Transaction<Database>, member: MemberRow, since: string): Promise<number> {
  const row = await db.selectFrom('withdrawals').select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', member.id).where('created_at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

function dailyLimit(max: number): PlatformError {
  return new PlatformError(400, 'withdrawal_daily_limit', undefined, { max: String(max) });
}

async function byRequest(ctx: PlatformContext, member: MemberRow, requestId: string): Promise<WithdrawalRow | undefined> {
  return ctx.db.selectFrom('withdrawals').selectAll().where('member_id', '=', member.id).where('request_id', '=', requestId).executeTakeFirst();
}

export async function requestWithdrawal(ctx: PlatformContext, member: MemberRow, input: WithdrawalRequest) {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const amount = amountMinor(input.amount, rules.minMinor, rules.maxMinor);
  await verifyPaymentPassword(ctx, member, input.paymentPassword);
  const earlier = await byRequest(ctx, member, input.requestId);
  if (earlier) return answerReplay(earlier, amount, input, rules.confirmMinutes, ctx.now());

  const payee = await payeeOf(ctx, member, input.payeeAccountId);
  const since = dayStart(ctx.now());
  if (await withdrawalsSince(ctx.db, member, since) >= rules.dailyCount) throw dailyLimit(rules.dailyCount);
  const turnover = await turnoverOf(ctx, member, rules.turnoverPercent);
  if (turnover.doneMinor < turnover.requiredMinor) {
    throw new PlatformError(400, 'withdrawal_turnover', undefined, {
      remaining: formatMinor(turnover.requiredMinor - turnover.doneMinor), done: formatMinor(turnover.doneMinor), required: formatMinor(turnover.requiredMinor),
    });
  }

  const holdId = `withdrawal:${member.id}:${input.requestId}`;
  const [main, payout] = await Promise.all([mainWallet(ctx, member), systemWallet(ctx, 'payout')]);
  // Ten parallel submits with one key: the ledger lets one hold through and answers the others with its
  // result; the order row is written only with that one hold (alsoInTransaction runs once).
  await asPlayerRefusal(() => ctx.ledger.transfer({
    id: holdId, code: 'withdrawal', pending: true, amountMinor: amount, debitAccountId: main, creditAccountId: payout,
    metadata: { payeeAccountId: Number(payee.id) },
    alsoInTransaction: async (trx, result) => {
      // Counted again inside the hold's transaction, so parallel submits with different keys cannot pass the
      // daily count together: PostgreSQL serialises them on the member's row, SQLite has one writer anyway.
      if (ctx.dialect === 'postgres') await trx.selectFrom('members').select('id').where('id', '=', member.id).forUpdate().execute();
      if (await withdrawalsSince(trx, member, since) >= rules.dailyCount) throw dailyLimit(rules.dailyCount);
      await trx.insertInto('withdrawals').values({
        merchant_code: ctx.config.merchantCode, member_id: member.id, payee_account_id: Number(payee.id), amount_minor: amount,
        request_id: input.requestId, hold_id: holdId, status: 'in_process', reason: null, confirmation: null, confirmed_by: null,
        confirmed_at: null, paid_at: null, created_at: result.createdAt, updated_at: result.createdAt,
      }).execute();
    },
  }));
  const row = await byRequest(ctx, member, input.requestId);
  if (!row) throw new Error(`withdrawal hold ${holdId} has no order`);
  return answerReplay(row, amount, input, rules.confirmMinutes, ctx.now());
}

function answerReplay(row: WithdrawalRow, amount: bigint, input: WithdrawalRequest, confirmMinutes: number, now: number) {
  // The same key with another amount or destination is another action: refused, never merged.
  if (toMinor(row.amount_minor) !== amount || Number(row.payee_account_id) !== input.payeeAccountId) throw new PlatformError(409, 'duplicate_request');
  return withdrawalView(row, confirmMinutes, now);
}
