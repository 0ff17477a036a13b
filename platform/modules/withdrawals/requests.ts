/**
 * A player's withdrawal: checked against the merchant's rules, then the amount is HELD in the ledger and the
 * order written in the same transaction. The idempotency key makes a retried submit find its first order:
 * the hold's transfer id is derived from it, and the ledger answers a replay with the first result.
 */
import { startOfPlayerDay } from '../../../contract/player-day.ts';
import type { Kysely, Transaction } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { mainWallet, systemWallet, amountMinor, verifyPaymentPassword, asPlayerRefusal } from '../wallet/index.ts';
import { forfeitPlan, forfeitWithin } from '../promotions/index.ts';
import { payeeOf } from './payees.ts';
import { withdrawalSettings } from './settings.ts';
import { turnoverOf } from './turnover.ts';
import { withdrawalView, type WithdrawalRow } from './view.ts';
import { byRequestId, countSince, insertWithdrawal, lockMember, withdrawnSince } from './repository.ts';
import { withdrawalLimitOf, type RankWithdrawalLimit, rankOfMember, upgradeIfReached } from '../vip/index.ts';

export interface WithdrawalRequest {
  payeeAccountId: number;
  amount: string;
  paymentPassword: string;
  requestId: string;
  /** The player accepted that a locked bonus is forfeited by this withdrawal. */
  forfeitBonus?: boolean;
}

/** The instant the player's day began (limits count per player's day). */
function dayStart(now: number): string {
  return startOfPlayerDay(now).toISOString();
}

function withdrawalsSince(
  db: Kysely<Database> | Transaction<Database>,
  member: MemberRow,
  since: string,
): Promise<number> {
  return countSince(db, member.id, since);
}

function dailyLimit(max: number): PlatformError {
  return new PlatformError(400, 'withdrawal_daily_limit', undefined, { max: String(max) });
}

/**
 * The member's VIP level caps the day's withdrawals (spec 6 benefits): the amount this one adds must fit in what
 * the level allows per player's day, counting today's withdrawals that were not rejected.
 */
async function checkRankAmount(
  db: Kysely<Database> | Transaction<Database>,
  member: MemberRow,
  limit: RankWithdrawalLimit,
  since: string,
  amount: bigint,
  currencySymbol: string,
): Promise<void> {
  const used = await withdrawnSince(db, member.id, since);
  if (used + amount <= limit.dailyMinor) return;
  const left = used >= limit.dailyMinor ? 0n : limit.dailyMinor - used;
  throw new PlatformError(400, 'withdrawal_vip_limit', undefined, {
    level: String(limit.level),
    limit: `${currencySymbol}${formatMinor(limit.dailyMinor)}`,
    left: `${currencySymbol}${formatMinor(left)}`,
  });
}

async function byRequest(
  ctx: PlatformContext,
  member: MemberRow,
  requestId: string,
): Promise<WithdrawalRow | undefined> {
  return byRequestId(ctx.db, member.id, requestId);
}

export async function requestWithdrawal(ctx: PlatformContext, member: MemberRow, input: WithdrawalRequest) {
  const rules = await withdrawalSettings(ctx.db, ctx.config.merchantCode);
  const amount = amountMinor(input.amount, rules.minMinor, rules.maxMinor);
  await verifyPaymentPassword(ctx, member, input.paymentPassword);
  const earlier = await byRequest(ctx, member, input.requestId);
  if (earlier) return answerReplay(earlier, amount, input, rules.confirmMinutes, ctx.now());

  const payee = await payeeOf(ctx, member, input.payeeAccountId);
  const since = dayStart(ctx.now());
  // The level as of now (a month that reached a higher one moves the member up first): its count and amount.
  await upgradeIfReached(ctx, member.id);
  const rankLimit = await withdrawalLimitOf(ctx.db, ctx.config.merchantCode, await rankOfMember(ctx.db, member.id));
  const dailyCount = Math.min(rules.dailyCount, rankLimit.dailyCount);
  const { currencySymbol } = await ctx.settings.get();
  if ((await withdrawalsSince(ctx.db, member, since)) >= dailyCount) throw dailyLimit(dailyCount);
  await checkRankAmount(ctx.db, member, rankLimit, since, amount, currencySymbol);
  const turnover = await turnoverOf(ctx, member, rules.turnoverPercent);
  if (turnover.doneMinor < turnover.requiredMinor) {
    throw new PlatformError(400, 'withdrawal_turnover', undefined, {
      remaining: formatMinor(turnover.requiredMinor - turnover.doneMinor),
      done: formatMinor(turnover.doneMinor),
      required: formatMinor(turnover.requiredMinor),
    });
  }

  // A locked bonus (its wagering not met) goes back to the pool with the withdrawal; the player said yes to that first.
  const bonus = await forfeitPlan(ctx, member);
  if (bonus && input.forfeitBonus !== true) {
    throw new PlatformError(409, 'bonus_forfeit_unconfirmed', undefined, {
      amount: `${currencySymbol}${formatMinor(bonus.bonus.amountMinor)}`,
    });
  }

  const holdId = `withdrawal:${member.id}:${input.requestId}`;
  const [main, payout] = await Promise.all([mainWallet(ctx, member), systemWallet(ctx, 'payout')]);
  // Ten parallel submits with one key: the ledger lets one hold through and answers the others with its
  // result; the order row is written only with that one hold (alsoInTransaction runs once).
  await asPlayerRefusal(() =>
    ctx.ledger.transfer({
      id: holdId,
      code: 'withdrawal',
      pending: true,
      amountMinor: amount,
      debitAccountId: main,
      creditAccountId: payout,
      metadata: { payeeAccountId: Number(payee.id) },
      alsoInTransaction: async (trx, result) => {
        // Counted again inside the hold's transaction, so parallel submits with different keys cannot pass the
        // daily count together: PostgreSQL serialises them on the member's row, SQLite has one writer anyway.
        if (ctx.dialect === 'postgres') await lockMember(trx, member.id);
        if ((await withdrawalsSince(trx, member, since)) >= dailyCount) throw dailyLimit(dailyCount);
        await checkRankAmount(trx, member, rankLimit, since, amount, currencySymbol);
        await insertWithdrawal(trx, {
          merchant_code: ctx.config.merchantCode,
          member_id: member.id,
          payee_account_id: Number(payee.id),
          amount_minor: amount,
          request_id: input.requestId,
          hold_id: holdId,
          status: 'in_process',
          reason: null,
          confirmation: null,
          confirmed_by: null,
          confirmed_at: null,
          paid_at: null,
          created_at: result.createdAt,
          updated_at: result.createdAt,
        });
        if (bonus) await forfeitWithin(ctx, trx, bonus, holdId, result.createdAt);
      },
    }),
  );
  const row = await byRequest(ctx, member, input.requestId);
  if (!row) throw new Error(`withdrawal hold ${holdId} has no order`);
  return answerReplay(row, amount, input, rules.confirmMinutes, ctx.now());
}

function answerReplay(
  row: WithdrawalRow,
  amount: bigint,
  input: WithdrawalRequest,
  confirmMinutes: number,
  now: number,
) {
  // The same key with another amount or destination is another action: refused, never merged.
  if (toMinor(row.amount_minor) !== amount || Number(row.payee_account_id) !== input.payeeAccountId)
    throw new PlatformError(409, 'duplicate_request');
  return withdrawalView(row, confirmMinutes, now);
}
