/**
 * A rank's withdrawal allowance per player's day: at most `withdrawDailyCount` withdrawals (and never more than
 * the merchant's own daily count) adding up to at most `withdrawDailyMinor`. Rejected withdrawals gave their
 * money back and do not use the amount; every request uses a place in the count, as the merchant's rule does.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
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
