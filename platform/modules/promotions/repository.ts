/** All SQL of promotions: rules, participations, bonus rows, and the settled stakes a bonus's wagering reads. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import type { BonusState, MemberBonusesTable, PromotionsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function promotionBySlug(db: Db, merchantCode: string, slug: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function allPromotions(db: Db, merchantCode: string) {
  return db.selectFrom('promotions').selectAll().where('merchant_code', '=', merchantCode).orderBy('slug').execute();
}

export async function setPromotionState(
  db: Db,
  merchantCode: string,
  slug: string,
  state: 'open' | 'closed',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('promotions')
    .set({ state, updated_at: at })
    .where('merchant_code', '=', merchantCode)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPromotionRule(
  db: Db,
  merchantCode: string,
  slug: string,
  change: Partial<
    Pick<PromotionsTable, 'wagering_multiple' | 'min_deposit_minor' | 'bonus_percent' | 'bonus_cap_minor'>
  >,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('promotions')
    .set({ ...change, updated_at: at })
    .where('merchant_code', '=', merchantCode)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function entryOf(db: Db, merchantCode: string, slug: string, memberId: number) {
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('slug', '=', slug)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function entriesByStatus(db: Db, merchantCode: string, status: 'applying' | 'joined' | 'rejected') {
  return db
    .selectFrom('promotion_entries as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select(['e.id', 'e.slug', 'e.status', 'e.created_at', 'm.username'])
    .where('e.merchant_code', '=', merchantCode)
    .where('e.status', '=', status)
    .orderBy('e.id')
    .execute();
}

/** Writes the entry unless the member already has one for this promotion (a parallel twin's insert wins). */
export async function insertEntry(
  db: Db,
  merchantCode: string,
  slug: string,
  memberId: number,
  status: 'applying' | 'joined',
  at: string,
): Promise<void> {
  await db
    .insertInto('promotion_entries')
    .values({ merchant_code: merchantCode, slug, member_id: memberId, status, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['merchant_code', 'slug', 'member_id']).doNothing())
    .execute();
}

/** An application's answer; only an application still waiting can be answered. */
export async function answerEntry(
  db: Db,
  merchantCode: string,
  id: number,
  status: 'joined' | 'rejected',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('promotion_entries')
    .set({ status, updated_at: at })
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .where('status', '=', 'applying')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertBonus(db: Db, row: Insertable<MemberBonusesTable>): Promise<void> {
  await db.insertInto('member_bonuses').values(row).execute();
}

export function lockedBonusOf(db: Db, merchantCode: string, memberId: number) {
  return db
    .selectFrom('member_bonuses')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('state', '=', 'locked')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function latestBonusFor(db: Db, merchantCode: string, memberId: number, slug: string) {
  return db
    .selectFrom('member_bonuses')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('slug', '=', slug)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function bonusById(db: Db, merchantCode: string, id: number) {
  return db
    .selectFrom('member_bonuses')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Closes a locked bonus; false when it was no longer locked (another close won). */
export async function closeBonus(
  db: Db,
  id: number,
  state: Exclude<BonusState, 'locked'>,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('member_bonuses')
    .set({ state, closed_at: at })
    .where('id', '=', id)
    .where('state', '=', 'locked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Paid deposits of a member, other than one order, from a time on (null: ever). */
export async function paidDepositCount(
  db: Db,
  memberId: number,
  exceptOrderId: string | null,
  since: string | null,
): Promise<number> {
  let query = db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid');
  if (exceptOrderId) query = query.where('id', '<>', exceptOrderId);
  if (since) query = query.where('updated_at', '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** A ledger transfer's amount (a bonus's grant). */
export async function transferAmount(db: Db, id: string): Promise<bigint | null> {
  const row = await db.selectFrom('ledger_transfers').select('amount_minor').where('id', '=', id).executeTakeFirst();
  return row ? toMinor(row.amount_minor) : null;
}

function sumOf(value: string | number | bigint | null | undefined): bigint {
  return value === null || value === undefined ? 0n : BigInt(value);
}

/**
 * Settled stakes per game category since a time, counted as the withdrawal turnover counts them: bets debited
 * from any of the member's money wallets (main, vendor), net of the refunds of those bets. A bet's game is the
 * one its seamless-wallet call named; a held bet that was posted is found through the hold it posted.
 */
export async function stakesByCategory(
  db: Db,
  merchantCode: string,
  memberId: number,
  since: string,
  // Exclusive end of the window (a raffle round's period); none: up to now.
  until?: string,
): Promise<Map<string, bigint>> {
  const wallets = (
    await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('kind', 'in', ['main', 'vendor'])
      .execute()
  ).map((a) => a.id);
  const byGame = new Map<string, bigint>();
  if (!wallets.length) return byGame;
  const bets = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('seamless_transactions as s', (join) =>
      join.on((eb) => eb('s.transfer_id', '=', eb.fn.coalesce('t.pending_id', 't.id'))),
    )
    .select((eb) => ['s.game_code', eb.fn.sum<string | number | bigint | null>('t.amount_minor').as('total')])
    .where('t.code', '=', 'bet')
    .where('t.kind', 'in', ['posted', 'post'])
    .where('t.debit_account_id', 'in', wallets)
    .where('t.created_at', '>=', since)
    .$if(until !== undefined, (q) => q.where('t.created_at', '<', until!))
    .groupBy('s.game_code')
    .execute();
  for (const row of bets)
    if (row.game_code) byGame.set(row.game_code, (byGame.get(row.game_code) ?? 0n) + sumOf(row.total));
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
    .select((eb) => ['b.game_code', eb.fn.sum<string | number | bigint | null>('t.amount_minor').as('total')])
    .where('t.code', '=', 'refund')
    .where('t.kind', '=', 'posted')
    .where('t.credit_account_id', 'in', wallets)
    .where('t.created_at', '>=', since)
    .where('b.created_at', '>=', since)
    .$if(until !== undefined, (q) => q.where('t.created_at', '<', until!))
    .groupBy('b.game_code')
    .execute();
  for (const row of refunds)
    if (row.game_code) byGame.set(row.game_code, (byGame.get(row.game_code) ?? 0n) - sumOf(row.total));
  const codes = [...byGame.keys()];
  const byCategory = new Map<string, bigint>();
  if (!codes.length) return byCategory;
  const games = await db
    .selectFrom('games')
    .select(['code', 'category'])
    .where('merchant_code', '=', merchantCode)
    .where('code', 'in', codes)
    .execute();
  const categoryOf = new Map<string, string>();
  for (const game of games) if (!categoryOf.has(game.code)) categoryOf.set(game.code, game.category);
  for (const [code, stake] of byGame) {
    const category = categoryOf.get(code);
    if (category) byCategory.set(category, (byCategory.get(category) ?? 0n) + stake);
  }
  return byCategory;
}
