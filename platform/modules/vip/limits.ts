/**
 * A rank's withdrawal allowance per player's day: at most `withdrawDailyCount` withdrawals (and never more than
 * the merchant's own daily count) adding up to at most `withdrawDailyMinor`. Rejected withdrawals gave their
 * money back and do not use the amount; every request uses a place in the count, as the merchant's rule does.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { rankAt } from './ladder.ts';
import { ladderOf } from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RankWithdrawalLimit {
  level: number;
  dailyMinor: bigint;
  dailyCount: number;
}

export async function withdrawalLimitOf(db: Db, merchantCode: string, rankLevel: number): Promise<RankWithdrawalLimit> {
  const rank = rankAt(await ladderOf(db, merchantCode), rankLevel);
  return { level: rankLevel, dailyMinor: rank.withdrawDailyMinor, dailyCount: rank.withdrawDailyCount };
}

/** What a member's withdrawals since an instant add up to, rejected ones left out. */
export async function withdrawnSince(db: Db, memberId: number, sinceIso: string): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', sinceIso)
    .where('status', '!=', 'rejected')
    .executeTakeFirst();
  return row?.total === null || row?.total === undefined ? 0n : toMinor(row.total);
}
