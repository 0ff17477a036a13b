/**
 * Spending points (a convert, or a mall redeem) in one database transaction: the points leave the member's points
 * account for points_spent, and the money they buy, if any, goes from the points pool to the main wallet. Both
 * transfers are named by the member's request id, so 20 parallel tries of one request spend and pay once: on
 * SQLite they take turns and the later ones find the first's rows; on PostgreSQL a twin fails on the taken id
 * (or on points the first already took) and then answers from the first's rows.
 */
import type { Transaction } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { PlatformError } from '../../http/envelope.ts';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  isUniqueViolation,
  type TransferRequest,
} from '../ledger/index.ts';
import { pointsAccount, pointsPool, pointsSpent } from './book.ts';

export interface Spend {
  memberId: number;
  /** The points transfer's id; the money transfer's is this with ':pay'. */
  id: string;
  points: bigint;
  /** Money paid to the main wallet (0: none, a physical item). */
  payMinor: bigint;
  mainAccountId: number;
  payCode: 'points_convert' | 'points_redeem';
  metadata: NonNullable<TransferRequest['metadata']>;
  /** Writes and checks of the same transaction (a mall's stock and order), before the points move. */
  before?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Runs the spend once. `known` answers a replay (or a lost race) from what the first try wrote; the caller turns
 * that into its answer. Not enough points is refused with the balance in words.
 */
export async function spendOnce<T>(
  ctx: PlatformContext,
  spend: Spend,
  known: () => Promise<T | undefined>,
  balance: () => Promise<bigint>,
): Promise<T> {
  const prior = await known();
  if (prior) return prior;
  const [account, spent, pool] = await Promise.all([
    pointsAccount(ctx, spend.memberId),
    pointsSpent(ctx),
    spend.payMinor > 0n ? pointsPool(ctx) : Promise.resolve(0),
  ]);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await spend.before?.(trx);
      await ctx.ledger.transferWithin(trx, {
        id: spend.id,
        code: 'points_spend',
        debitAccountId: account,
        creditAccountId: spent,
        amountMinor: spend.points,
        metadata: spend.metadata,
      });
      if (spend.payMinor > 0n)
        await ctx.ledger.transferWithin(trx, {
          id: `${spend.id}:pay`,
          code: spend.payCode,
          debitAccountId: pool,
          creditAccountId: spend.mainAccountId,
          amountMinor: spend.payMinor,
          metadata: spend.metadata,
        });
    });
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof InsufficientFundsError || error instanceof PlatformError) {
      const winner = await known();
      if (winner) return winner;
    }
    if (error instanceof InsufficientFundsError) {
      throw new PlatformError(400, 'points_not_enough', undefined, {
        points: spend.points.toString(),
        balance: (await balance()).toString(),
      });
    }
    if (error instanceof IdempotencyConflictError) throw new PlatformError(409, 'duplicate_request');
    throw error;
  }
  const done = await known();
  if (!done) throw new Error(`spend ${spend.id} committed but is not found`);
  return done;
}
