/**
 * The points book (issue 17): points are a book of the ledger of their own, like the practice book
 * (docs/ledger.md): accounts in the pseudo-currency POINTS, so no transfer can ever join a point to real money,
 * and the book's postings sum to zero on their own.
 * - each member has one tracked `points` account: their balance is its row, moved only with its postings;
 * - the `points_issue` system account gives the points settled bets earn (code points_earn);
 * - the `points_spent` system account takes the points converted or redeemed (code points_spend).
 * The money those points buy comes from the `points_pool` system account in the merchant's currency (codes
 * points_convert, points_redeem): a second transfer in the same database transaction.
 */
import type { PlatformContext } from '../../context.ts';
import { systemWallet } from '../wallet/index.ts';

/** Not an ISO code (those are 3 letters): never a real currency. */
export const POINTS_CURRENCY = 'POINTS';

export function pointsAccount(ctx: PlatformContext, memberId: number): Promise<number> {
  return ctx.ledger.memberAccount(memberId, POINTS_CURRENCY, 'points');
}

export function pointsIssue(ctx: PlatformContext): Promise<number> {
  return ctx.ledger.systemAccount('points_issue', POINTS_CURRENCY);
}

export function pointsSpent(ctx: PlatformContext): Promise<number> {
  return ctx.ledger.systemAccount('points_spent', POINTS_CURRENCY);
}

/** The money side: pays converted points and mall cash vouchers and bonuses into main wallets. */
export function pointsPool(ctx: PlatformContext): Promise<number> {
  return systemWallet(ctx, 'points_pool');
}

export async function pointsBalance(ctx: PlatformContext, memberId: number): Promise<bigint> {
  return (await ctx.ledger.balance(await pointsAccount(ctx, memberId))).balanceMinor;
}
