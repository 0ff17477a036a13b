/** All SQL of points and the point mall. */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PointMallItemsTable, PointMallOrdersTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Settled bets found through the wins that settled them (a win call answered 200 settles its bet, a zero win
 * too; a rollback after it is refused), after the cursor, oldest first. Only real-money bets: a trial's
 * practice bet is booked under another code. A bet settled by several wins comes once per win; its accrual
 * is idempotent by the bet's transfer id. The category is the game's, else its vendor's.
 */
export function settledBetsAfter(db: Db, merchantCode: string, afterWinId: number, limit: number) {
  return db
    .selectFrom('seamless_transactions as w')
    .innerJoin('seamless_transactions as b', (j) =>
      j
        .onRef('b.merchant_code', '=', 'w.merchant_code')
        .onRef('b.vendor', '=', 'w.vendor')
        .onRef('b.transaction_id', '=', 'w.original_transaction_id')
        .on('b.kind', '=', 'bet')
        .on('b.answer_status', '=', 200),
    )
    .innerJoin('ledger_transfers as t', 't.id', 'b.transfer_id')
    .leftJoin('games as g', (j) =>
      j
        .onRef('g.merchant_code', '=', 'b.merchant_code')
        .onRef('g.vassalage', '=', 'b.vendor')
        .onRef('g.code', '=', 'b.game_code'),
    )
    .leftJoin('vendors as v', (j) =>
      j.onRef('v.merchant_code', '=', 'b.merchant_code').onRef('v.vassalage', '=', 'b.vendor'),
    )
    .select([
      'w.id as win_id',
      'w.created_at as win_at',
      'b.member_id',
      'b.vendor',
      'b.game_code',
      't.id as bet_transfer_id',
      't.amount_minor',
      sql<string | null>`coalesce(g.category, v.category)`.as('category'),
    ])
    .where('w.merchant_code', '=', merchantCode)
    .where('w.kind', '=', 'win')
    .where('w.answer_status', '=', 200)
    .where('w.id', '>', afterWinId)
    .where('t.code', '=', 'bet')
    .where('t.kind', '=', 'posted')
    .orderBy('w.id')
    .limit(limit)
    .execute();
}

export async function accrualCursor(db: Db, merchantCode: string): Promise<number> {
  const row = await db
    .selectFrom('points_accrual_cursor')
    .select('last_win_id')
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  return row ? Number(row.last_win_id) : 0;
}

/** Moves the cursor forward only (two runs at once never move it back). */
export async function advanceCursor(db: Db, merchantCode: string, winId: number): Promise<void> {
  await db
    .insertInto('points_accrual_cursor')
    .values({ merchant_code: merchantCode, last_win_id: winId })
    .onConflict((oc) =>
      oc
        .column('merchant_code')
        .doUpdateSet({ last_win_id: winId })
        .where('points_accrual_cursor.last_win_id', '<', winId),
    )
    .execute();
}

/** The member's points postings, newest first, each with the balance right after it and its transfer. */
export async function pointsHistory(db: Db, accountId: number, offset: number, limit: number) {
  const history = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .where('p.account_id', '=', accountId)
    .select([
      'p.id',
      'p.transfer_id',
      'p.amount_minor',
      'p.created_at',
      't.code',
      't.metadata',
      sql<string>`sum(p.amount_minor) over (order by p.id)`.as('balance_after'),
    ]);
  const [items, count] = await Promise.all([
    db.selectFrom(history.as('h')).selectAll().orderBy('h.id', 'desc').offset(offset).limit(limit).execute(),
    db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export function gameNames(db: Db, merchantCode: string, pairs: { vendor: string; code: string }[]) {
  if (!pairs.length) return Promise.resolve([]);
  return db
    .selectFrom('games')
    .select(['vassalage', 'code', 'name_en', 'name_bn'])
    .where('merchant_code', '=', merchantCode)
    .where('code', 'in', [...new Set(pairs.map((p) => p.code))])
    .execute();
}

export function mallItems(db: Db, merchantCode: string, openOnly: boolean) {
  let query = db.selectFrom('point_mall_items').selectAll().where('merchant_code', '=', merchantCode);
  if (openOnly) query = query.where('state', '=', 'open');
  return query.orderBy('sort').orderBy('id').execute();
}

export function mallItem(db: Db, merchantCode: string, id: number) {
  return db
    .selectFrom('point_mall_items')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertItem(db: Db, row: Insertable<PointMallItemsTable>): Promise<number> {
  const { id } = await db.insertInto('point_mall_items').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export async function setItemFields(
  db: Db,
  merchantCode: string,
  id: number,
  fields: { stock?: number | null; state?: 'open' | 'closed' },
): Promise<boolean> {
  const result = await db
    .updateTable('point_mall_items')
    .set(fields)
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes one item from the stock if any is left (an item without stock has no limit). On PostgreSQL the UPDATE
 * holds the item's row to the end of the transaction, so parallel redeems of the last item take turns.
 */
export async function takeOne(trx: Transaction<Database>, merchantCode: string, id: number): Promise<boolean> {
  const row = await trx
    .updateTable('point_mall_items')
    .set({ stock: sql`case when stock is null then null else stock - 1 end` })
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function orderByRequest(db: Db, merchantCode: string, memberId: number, requestId: string) {
  return db
    .selectFrom('point_mall_orders')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertOrder(trx: Transaction<Database>, row: Insertable<PointMallOrdersTable>): Promise<void> {
  await trx.insertInto('point_mall_orders').values(row).execute();
}

/** A member's orders (or, for the operator, everyone's of a status), newest first, with the item's names. */
export function orders(
  db: Db,
  merchantCode: string,
  filter: { memberId?: number; status?: string; spendTransferIds?: string[] },
  limit: number,
) {
  let query = db
    .selectFrom('point_mall_orders as o')
    .innerJoin('point_mall_items as i', 'i.id', 'o.item_id')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .selectAll('o')
    .select(['i.kind', 'i.name_en', 'i.name_bn', 'm.username'])
    .where('o.merchant_code', '=', merchantCode);
  if (filter.memberId !== undefined) query = query.where('o.member_id', '=', filter.memberId);
  if (filter.status) query = query.where('o.status', '=', filter.status as 'pending');
  if (filter.spendTransferIds) {
    if (!filter.spendTransferIds.length) return Promise.resolve([]);
    query = query.where('o.spend_transfer_id', 'in', filter.spendTransferIds);
  }
  return query.orderBy('o.id', 'desc').limit(limit).execute();
}

/** Marks a pending (physical) order sent; false when it is not pending (already fulfilled, or not physical). */
export async function fulfilOrder(db: Db, merchantCode: string, id: number, remark: string | null, at: string) {
  const result = await db
    .updateTable('point_mall_orders')
    .set({ status: 'fulfilled', fulfilled_at: at, ...(remark ? { remark } : {}) })
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The points a points account was rewarded (points_earn), summed per point type in the transfers' metadata. */
export async function earnedByType(db: Db, dialect: 'sqlite' | 'postgres', accountId: number) {
  const type =
    dialect === 'postgres' ? sql<string>`(metadata::json ->> 'type')` : sql<string>`json_extract(metadata, '$.type')`;
  return db
    .selectFrom('ledger_transfers')
    .select([type.as('type'), (eb) => eb.fn.sum<string | number | bigint>('amount_minor').as('points')])
    .where('code', '=', 'points_earn')
    .where('credit_account_id', '=', accountId)
    .groupBy(type)
    .execute();
}
