/**
 * All SQL of cashback: the merchant's rates, the settled bets a payment may cover (those no payment covered yet),
 * the payments with the bets they covered, and the periods whose automatic payment has run.
 *
 * Settled bets are read as the withdrawal turnover and the bonus wagering read them (promotions/repository.ts
 * `stakesByCategory`): bet transfers posted (or the post of a held bet) from the member's money wallets, net of
 * the refunds of those bets; a bet's category is its game's. Here each bet is kept apart, by its transfer id,
 * because a payment records exactly which bets it covered.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import type { RateRow } from './rates.ts';
import type { RebatesTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

const sumOf = (value: string | number | bigint | null | undefined): bigint =>
  value === null || value === undefined ? 0n : BigInt(value);

export async function ratesOf(db: Db, merchantCode: string): Promise<RateRow[]> {
  const rows = await db
    .selectFrom('rebate_rates')
    .select(['category', 'min_rank', 'rate_bp'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('category')
    .orderBy('min_rank')
    .execute();
  return rows.map((r) => ({ category: r.category, minRank: Number(r.min_rank), rateBp: Number(r.rate_bp) }));
}

/** Sets a rate (a repeat replaces it). */
export async function setRate(db: Db, merchantCode: string, rate: RateRow, at: string): Promise<void> {
  await db
    .insertInto('rebate_rates')
    .values({
      merchant_code: merchantCode,
      category: rate.category,
      min_rank: rate.minRank,
      rate_bp: rate.rateBp,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'category', 'min_rank']).doUpdateSet({ rate_bp: rate.rateBp, updated_at: at }),
    )
    .execute();
}

export async function removeRate(db: Db, merchantCode: string, category: string, minRank: number): Promise<boolean> {
  const result = await db
    .deleteFrom('rebate_rates')
    .where('merchant_code', '=', merchantCode)
    .where('category', '=', category)
    .where('min_rank', '=', minRank)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The member's money wallets (main, vendor): where their real-money bets are debited. */
async function moneyWallets(db: Db, merchantCode: string, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['main', 'vendor'])
    .execute();
  return rows.map((r) => r.id);
}

export interface OpenBet {
  transferId: string;
  createdAt: string;
  category: string;
  vendor: string;
  gameCode: string | null;
  /** The stake less what was refunded of it; never below 0. */
  netMinor: bigint;
}

/** The member's settled bets in [from, to) that no payment covered yet. */
export async function uncoveredBets(
  db: Db,
  merchantCode: string,
  memberId: number,
  fromIso: string,
  toIso: string,
): Promise<OpenBet[]> {
  const wallets = await moneyWallets(db, merchantCode, memberId);
  if (!wallets.length) return [];
  const bets = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('seamless_transactions as s', (join) =>
      join.on((eb) => eb('s.transfer_id', '=', eb.fn.coalesce('t.pending_id', 't.id'))),
    )
    .leftJoin('rebate_stakes as c', 'c.bet_transfer_id', 't.id')
    .select(['t.id', 't.amount_minor', 't.created_at', 's.id as call_id', 's.vendor', 's.game_code'])
    .where('t.code', '=', 'bet')
    .where('t.kind', 'in', ['posted', 'post'])
    .where('t.debit_account_id', 'in', wallets)
    .where('t.created_at', '>=', fromIso)
    .where('t.created_at', '<', toIso)
    .where('c.bet_transfer_id', 'is', null)
    .orderBy('t.created_at')
    .execute();
  if (!bets.length) return [];
  // Refunds (rollbacks) credited back for these bets, by the bet's seamless call.
  const refunds = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('seamless_transactions as r', 'r.transfer_id', 't.id')
    .innerJoin('seamless_transactions as b', (join) =>
      join
        .onRef('b.merchant_code', '=', 'r.merchant_code')
        .onRef('b.vendor', '=', 'r.vendor')
        .onRef('b.transaction_id', '=', 'r.original_transaction_id')
        .on('b.kind', '=', 'bet'),
    )
    .select((eb) => ['b.id as call_id', eb.fn.sum<string | number | bigint | null>('t.amount_minor').as('total')])
    .where('t.code', '=', 'refund')
    .where('t.kind', '=', 'posted')
    .where('t.credit_account_id', 'in', wallets)
    .where('t.created_at', '>=', fromIso)
    .where('b.member_id', '=', memberId)
    .where('b.created_at', '>=', fromIso)
    .groupBy('b.id')
    .execute();
  const refunded = new Map(refunds.map((r) => [Number(r.call_id), sumOf(r.total)]));
  const codes = [...new Set(bets.map((b) => b.game_code).filter((c): c is string => c !== null))];
  const games = codes.length
    ? await db
        .selectFrom('games')
        .select(['code', 'category'])
        .where('merchant_code', '=', merchantCode)
        .where('code', 'in', codes)
        .execute()
    : [];
  const categoryOf = new Map<string, string>();
  for (const game of games) if (!categoryOf.has(game.code)) categoryOf.set(game.code, game.category);
  const open: OpenBet[] = [];
  for (const bet of bets) {
    const category = bet.game_code ? categoryOf.get(bet.game_code) : undefined;
    if (!category) continue;
    const net = toMinor(bet.amount_minor) - (refunded.get(Number(bet.call_id)) ?? 0n);
    open.push({
      transferId: bet.id,
      createdAt: bet.created_at,
      category,
      vendor: bet.vendor,
      gameCode: bet.game_code,
      netMinor: net > 0n ? net : 0n,
    });
  }
  return open;
}

/** Members with settled bets in [from, to) that no payment covered yet (the period job's worklist). */
export async function membersWithOpenBets(
  db: Db,
  merchantCode: string,
  fromIso: string,
  toIso: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', 'a.id', 't.debit_account_id')
    .leftJoin('rebate_stakes as c', 'c.bet_transfer_id', 't.id')
    .select('a.member_id')
    .distinct()
    .where('t.code', '=', 'bet')
    .where('t.created_at', '>=', fromIso)
    .where('t.created_at', '<', toIso)
    .where('t.kind', 'in', ['posted', 'post'])
    .where('a.merchant_code', '=', merchantCode)
    .where('a.kind', 'in', ['main', 'vendor'])
    .where('c.bet_transfer_id', 'is', null)
    .execute();
  return rows.map((r) => r.member_id).filter((id): id is number => id !== null);
}

/** The next payment's number within a member's day (1 for the first). */
export async function nextSeq(db: Db, memberId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('rebates')
    .select((eb) => eb.fn.max('seq').as('top'))
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** A payment and the bets it covered; a bet already covered fails the insert (and so the payment's transaction). */
export async function insertRebate(
  trx: Transaction<Database>,
  row: Insertable<RebatesTable>,
  betTransferIds: readonly string[],
): Promise<void> {
  await trx.insertInto('rebates').values(row).execute();
  // Chunks keep each statement well under both stores' bound-parameter limits.
  for (let i = 0; i < betTransferIds.length; i += 400) {
    const chunk = betTransferIds.slice(i, i + 400);
    await trx
      .insertInto('rebate_stakes')
      .values(chunk.map((bet_transfer_id) => ({ bet_transfer_id, rebate_id: row.id })))
      .execute();
  }
}

export interface RebateRecord {
  id: string;
  day: string;
  source: 'claim' | 'auto';
  detail: string;
  created_at: string;
  amountMinor: bigint;
}

/** A member's payments, newest first, with the amount the ledger moved. */
export async function rebateHistory(
  db: Db,
  merchantCode: string,
  memberId: number,
  limit: number,
): Promise<RebateRecord[]> {
  const rows = await db
    .selectFrom('rebates as r')
    .innerJoin('ledger_transfers as t', 't.id', 'r.id')
    .select(['r.id', 'r.day', 'r.source', 'r.detail', 'r.created_at', 't.amount_minor'])
    .where('r.merchant_code', '=', merchantCode)
    .where('r.member_id', '=', memberId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    day: r.day,
    source: r.source,
    detail: r.detail,
    created_at: r.created_at,
    amountMinor: toMinor(r.amount_minor),
  }));
}

export async function periodPaid(db: Db, merchantCode: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('rebate_periods')
    .select('day')
    .where('merchant_code', '=', merchantCode)
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markPeriodPaid(db: Db, merchantCode: string, day: string, at: string): Promise<void> {
  await db
    .insertInto('rebate_periods')
    .values({ merchant_code: merchantCode, day, paid_at: at })
    .onConflict((oc) => oc.columns(['merchant_code', 'day']).doNothing())
    .execute();
}

/** Money a member received as bonuses, cashback and rewards (VIP, raffle, mission, referral) (reward-centre history), newest first. */
export async function rewardTransfers(
  db: Db,
  merchantCode: string,
  memberId: number,
  limit: number,
): Promise<{ id: string; code: string; amountMinor: bigint; metadata: string; createdAt: string }[]> {
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
    .select(['t.id', 't.code', 't.amount_minor', 't.metadata', 't.created_at'])
    .where('a.merchant_code', '=', merchantCode)
    .where('a.member_id', '=', memberId)
    .where('a.kind', 'in', ['main', 'bonus'])
    .where('t.code', 'in', [
      'bonus',
      'bonus_grant',
      'bonus_release',
      'rebate',
      'vip_bonus',
      'raffle_prize',
      'mission_reward',
      'points_bonus',
    ])
    .where('t.kind', '=', 'posted')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    amountMinor: toMinor(r.amount_minor),
    metadata: r.metadata,
    createdAt: r.created_at,
  }));
}
