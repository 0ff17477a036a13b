/**
 * Part of the ledger's read API (read-repository.ts): what personal profit and loss (modules/profit) sums, read
 * here so the ledger's tables keep one owner. Both reads sum a member's postings in a period, the same postings
 * the account record lists (statement-repository.ts), so the two reconcile to the minor unit.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PeriodQuery {
  merchantCode: string;
  memberId: number;
  fromIso: string;
  toIso: string;
}

/** The codes of play: a stake, a win, a stake given back (rollback). */
export const GAME_CODES = ['bet', 'win', 'refund'] as const;
/** Money given to the player that reaches the main wallet. */
export const REWARD_CODES = [
  'bonus',
  'bonus_release',
  'rebate',
  // Negative on the main wallet: nets the cashback a refunded stake had earned.
  'rebate_reversal',
  'vip_bonus',
  'raffle_prize',
  'mission_reward',
  'referral_reward',
] as const;

type Sum = string | number | bigint;

/**
 * The member's game postings (every wallet of theirs) summed per vendor category and code. A game posting's other
 * side is its vendor's house account, which names the vendor; the vendor's row names its category. A vendor no
 * longer in the catalogue counts under a null category.
 */
export function gameSums(db: Kysely<Database>, q: PeriodQuery) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .innerJoin('ledger_accounts as h', (j) =>
      j.on(sql<boolean>`h.id = case when p.amount_minor < 0 then t.credit_account_id else t.debit_account_id end`),
    )
    .leftJoin('vendors as v', (j) => j.onRef('v.vassalage', '=', 'h.vendor').on('v.merchant_code', '=', q.merchantCode))
    .where('a.merchant_code', '=', q.merchantCode)
    .where('a.member_id', '=', q.memberId)
    .where('t.code', 'in', [...GAME_CODES])
    .where('p.created_at', '>=', q.fromIso)
    .where('p.created_at', '<', q.toIso)
    .groupBy(['v.category', 't.code'])
    .select(['v.category', 't.code', sql<Sum>`sum(p.amount_minor)`.as('total')])
    .execute();
}

/** Bonuses and rebates paid into the member's main wallet in the period, summed per code. */
export function rewardSums(db: Kysely<Database>, q: PeriodQuery) {
  return db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .where('a.merchant_code', '=', q.merchantCode)
    .where('a.member_id', '=', q.memberId)
    .where('a.kind', '=', 'main')
    .where('t.code', 'in', [...REWARD_CODES])
    .where('p.created_at', '>=', q.fromIso)
    .where('p.created_at', '<', q.toIso)
    .groupBy('t.code')
    .select(['t.code', sql<Sum>`sum(p.amount_minor)`.as('total')])
    .execute();
}
