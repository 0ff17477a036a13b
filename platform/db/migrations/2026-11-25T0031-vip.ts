/**
 * The VIP centre (issue 17): the merchant's rank ladder, the upgrades that paid their bonus, every change of a
 * member's rank, and the monthly reviews. A member's current rank stays on members (rank_level, club_label): the
 * one place every feature reads it from; the tables here say how it got there and are written with it.
 * - vip_ranks: the ladder per merchant: a level's names, what deposits or turnover in a month reach it, its
 *   upgrade bonus and its withdrawal limit and count per player's day.
 * - vip_upgrades: one row per member and level whose bonus was paid (the ledger transfer vip:upgrade:<m>:<l>),
 *   so the bonus of a level is paid once in a member's life, however often the level is reached again.
 * - vip_rank_changes: every move of a member's rank (upgrade, review, operator), never updated.
 * - vip_reviews: one row per member and reviewed month, written with the rank it kept or lowered to.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vip_ranks')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level >= 0 and level <= 99`))
    .addColumn('name_en', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_bn', 'varchar(40)', (c) => c.notNull())
    // Deposits or settled turnover in one month (player's zone) that reach the level; either is enough.
    .addColumn('deposit_minor', 'bigint', (c) => c.notNull().check(sql`deposit_minor >= 0`))
    .addColumn('turnover_minor', 'bigint', (c) => c.notNull().check(sql`turnover_minor >= 0`))
    .addColumn('bonus_minor', 'bigint', (c) => c.notNull().check(sql`bonus_minor >= 0`))
    .addColumn('withdraw_daily_minor', 'bigint', (c) => c.notNull().check(sql`withdraw_daily_minor > 0`))
    .addColumn('withdraw_daily_count', 'integer', (c) => c.notNull().check(sql`withdraw_daily_count > 0`))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_ranks_pk', ['merchant_code', 'level'])
    .execute();

  await db.schema
    .createTable('vip_upgrades')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    // The ledger transfer that paid the bonus: vip:upgrade:<member>:<level>.
    .addColumn('transfer_id', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('bonus_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_upgrades_pk', ['member_id', 'level'])
    .execute();

  await idColumn(db.schema.createTable('vip_rank_changes'), db)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('from_level', 'integer', (c) => c.notNull())
    .addColumn('to_level', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(10)', (c) => c.notNull().check(sql`reason in ('upgrade', 'review', 'operator')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vip_rank_changes_member')
    .on('vip_rank_changes')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('vip_reviews')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // The reviewed month, yyyy-MM in the player's zone.
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('from_level', 'integer', (c) => c.notNull())
    .addColumn('to_level', 'integer', (c) => c.notNull())
    .addColumn('deposit_minor', 'bigint', (c) => c.notNull())
    .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_reviews_pk', ['member_id', 'month'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vip_reviews').execute();
  await db.schema.dropTable('vip_rank_changes').execute();
  await db.schema.dropTable('vip_upgrades').execute();
  await db.schema.dropTable('vip_ranks').execute();
}
