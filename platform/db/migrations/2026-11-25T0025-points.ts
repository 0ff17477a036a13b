/**
 * Points and the point mall (issue 17). The points themselves are never here: they are a book of the ledger in the
 * pseudo-currency POINTS (modules/points/book.ts). These rows are the merchant's rules and the mall:
 * - points_settings: the earning rates per game category and what a point converts to;
 * - point_mall_items: the catalogue (cash vouchers, bonuses, physical items with stock);
 * - point_mall_orders: one redeem each, with the ledger transfer that took its points, and its status;
 * - points_accrual_cursor: how far the accrual job has read the settled bets.
 */
import { sql, type Kysely } from 'kysely';
import { bigIdColumn, idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('points_settings')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey().references('merchants.code'))
    .addColumn('rates', 'text', (c) => c.notNull())
    .addColumn('unit_points', 'integer', (c) => c.notNull().check(sql`unit_points > 0`))
    .addColumn('unit_minor', 'bigint', (c) => c.notNull().check(sql`unit_minor > 0`))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('point_mall_items'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('cash', 'bonus', 'physical')`))
    .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_bn', 'varchar(80)', (c) => c.notNull())
    .addColumn('points_cost', 'integer', (c) => c.notNull().check(sql`points_cost > 0`))
    .addColumn('value_minor', 'bigint', (c) => c.notNull().check(sql`value_minor >= 0`))
    .addColumn('stock', 'integer', (c) => c.check(sql`stock >= 0`))
    .addColumn('state', 'varchar(8)', (c) => c.notNull().check(sql`state in ('open', 'closed')`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await bigIdColumn(db.schema.createTable('point_mall_orders'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('point_mall_items.id'))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('value_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('completed', 'pending', 'fulfilled')`))
    .addColumn('spend_transfer_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('fulfilled_at', 'varchar(32)')
    .execute();
  // One order per member and request: 20 parallel redeems with one key make one order.
  await db.schema
    .createIndex('point_mall_orders_request')
    .unique()
    .on('point_mall_orders')
    .columns(['merchant_code', 'member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('point_mall_orders_spend').on('point_mall_orders').column('spend_transfer_id').execute();

  await db.schema
    .createTable('points_accrual_cursor')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('last_win_id', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('points_accrual_cursor').execute();
  await db.schema.dropTable('point_mall_orders').execute();
  await db.schema.dropTable('point_mall_items').execute();
  await db.schema.dropTable('points_settings').execute();
}
