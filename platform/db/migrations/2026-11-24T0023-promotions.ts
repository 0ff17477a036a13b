/**
 * Promotions that pay (issue 16, first slice). The editor's content (src/content/promotions/<lang>/<slug>.md) says
 * what a promotion is to a person; these rows say what it does, linked by the same slug:
 * - promotions: the rules of one promotion (type, period, eligibility, bonus, minimum deposit, wagering, how it
 *   is joined) and whether the operator has it open.
 * - promotion_entries: a member's participation (joined by the button, or an application and its answer).
 * - member_bonuses: one bonus granted to a member and where it stands. The money itself is never here: it sits in
 *   the member's locked-bonus account of the ledger; this row says which grant it was and what must be wagered.
 * - deposit_orders.promotion_slug: the bonus a player chose with a deposit, granted when the deposit is paid.
 */
import { sql, type Kysely } from 'kysely';
import { bigIdColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    // Spec 3 promotion types, as the content spells them.
    .addColumn('type', 'varchar(12)', (c) =>
      c.notNull().check(sql`type in ('newbie', 'limited', 'special', 'daily', 'rebate', 'vip')`),
    )
    .addColumn('state', 'varchar(8)', (c) => c.notNull().check(sql`state in ('open', 'closed')`))
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    // first_deposit: the member's first paid deposit ever; daily_first: the first of the player's day; any.
    .addColumn('eligibility', 'varchar(16)', (c) =>
      c.notNull().check(sql`eligibility in ('first_deposit', 'daily_first', 'any')`),
    )
    // Members registered at most this many days ago; null: anyone.
    .addColumn('new_member_days', 'integer')
    .addColumn('bonus_kind', 'varchar(8)', (c) => c.notNull().check(sql`bonus_kind in ('percent', 'fixed')`))
    .addColumn('bonus_percent', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`bonus_percent >= 0 and bonus_percent <= 1000`),
    )
    // percent: the most one bonus pays; fixed: the bonus.
    .addColumn('bonus_cap_minor', 'bigint', (c) => c.notNull().check(sql`bonus_cap_minor >= 0`))
    .addColumn('min_deposit_minor', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`min_deposit_minor >= 0`))
    .addColumn('wagering_multiple', 'integer', (c) =>
      c.notNull().check(sql`wagering_multiple >= 0 and wagering_multiple <= 100`),
    )
    // What the multiple applies to: the bonus alone, or the deposit plus the bonus.
    .addColumn('wagering_base', 'varchar(16)', (c) =>
      c.notNull().check(sql`wagering_base in ('bonus', 'deposit_bonus')`),
    )
    // JSON { CATEGORY: percent } of each settled bet that counts; a category not named counts nothing.
    .addColumn('category_weights', 'text', (c) => c.notNull())
    // deposit: chosen on the deposit form; button: a join button, then the next deposit; apply: an operator approves.
    .addColumn('join_mode', 'varchar(8)', (c) => c.notNull().check(sql`join_mode in ('deposit', 'button', 'apply')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotions_pk', ['merchant_code', 'slug'])
    .execute();

  await bigIdColumn(db.schema.createTable('promotion_entries'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('applying', 'joined', 'rejected')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One participation per member and promotion: parallel join clicks make one row.
  await db.schema
    .createIndex('promotion_entries_member')
    .unique()
    .on('promotion_entries')
    .columns(['merchant_code', 'slug', 'member_id'])
    .execute();

  await bigIdColumn(db.schema.createTable('member_bonuses'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    // What earned it ('deposit:<order>'): unique, so one deposit never earns two bonuses.
    .addColumn('source', 'varchar(80)', (c) => c.notNull())
    // The ledger transfer that credited the locked bonus account (its amount is the bonus).
    .addColumn('grant_transfer_id', 'varchar(120)', (c) => c.notNull())
    // Weighted stake that releases it, fixed at the grant so later rule changes do not move the goal.
    .addColumn('required_minor', 'bigint', (c) => c.notNull().check(sql`required_minor >= 0`))
    // JSON copy of the category weights at the grant, for the same reason.
    .addColumn('category_weights', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) =>
      c.notNull().check(sql`state in ('locked', 'released', 'forfeited', 'cancelled')`),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('member_bonuses_source')
    .unique()
    .on('member_bonuses')
    .columns(['merchant_code', 'source'])
    .execute();
  await db.schema.createIndex('member_bonuses_member').on('member_bonuses').columns(['member_id', 'state']).execute();

  await db.schema.alterTable('deposit_orders').addColumn('promotion_slug', 'varchar(60)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposit_orders').dropColumn('promotion_slug').execute();
  await db.schema.dropTable('member_bonuses').execute();
  await db.schema.dropTable('promotion_entries').execute();
  await db.schema.dropTable('promotions').execute();
}
