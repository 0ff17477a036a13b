/**
 * Cashback (issue 16, manualRebate). Rebate accrues from settled bets at a rate per game category and VIP rank;
 * the money itself only ever moves through the ledger (`rebate`, from the rebate pool to the main wallet):
 * - rebate_rates: the merchant's rates, in basis points of the settled stake, per category from a rank upwards.
 * - rebates: one payment (a claim, or the automatic payment at its period's end); its id is the ledger transfer's.
 * - rebate_stakes: which settled bet each payment covered. The bet's transfer id is the key, so no bet is paid
 *   twice, and a bet not covered stays claimable until it is.
 * - rebate_periods: the periods (player days) whose automatic payment has run, so the job does each once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rebate_rates')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('category', 'varchar(12)', (c) => c.notNull())
    // The rate applies to members of this rank_level and above, until a row with a higher rank.
    .addColumn('min_rank', 'integer', (c) => c.notNull().check(sql`min_rank >= 0 and min_rank <= 99`))
    // Basis points: 150 = 1.5 % of the settled stake.
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp >= 0 and rate_bp <= 10000`))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('rebate_rates_pk', ['merchant_code', 'category', 'min_rank'])
    .execute();

  await db.schema
    .createTable('rebates')
    // The ledger transfer's id: rebate:<member>:<day>:<seq>.
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // The player's day (Asia/Dhaka) the covered bets were settled in.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull().check(sql`source in ('claim', 'auto')`))
    .addColumn('rank_level', 'integer', (c) => c.notNull())
    // JSON [{ category, stakeMinor, rateBp, amountMinor }]: how the amount was reached (the money is the transfer's).
    .addColumn('detail', 'text', (c) => c.notNull())
    // The earliest and latest settlement among the covered bets.
    .addColumn('first_bet_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_bet_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rebates_member_day')
    .unique()
    .on('rebates')
    .columns(['member_id', 'day', 'seq'])
    .execute();

  await db.schema
    .createTable('rebate_stakes')
    .addColumn('bet_transfer_id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('rebate_id', 'varchar(120)', (c) => c.notNull().references('rebates.id'))
    .execute();
  await db.schema.createIndex('rebate_stakes_rebate').on('rebate_stakes').column('rebate_id').execute();

  await db.schema
    .createTable('rebate_periods')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('rebate_periods_pk', ['merchant_code', 'day'])
    .execute();

  // The period's job reads one day's settled bets of every member: bets only, by time (a partial index, so
  // the other transfers carry no extra entry). Both stores support partial indexes with this syntax.
  await sql`create index ledger_transfers_bet_time on ledger_transfers (created_at) where code = 'bet'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ledger_transfers_bet_time`.execute(db);
  await db.schema.dropTable('rebate_periods').execute();
  await db.schema.dropTable('rebate_stakes').execute();
  await db.schema.dropTable('rebates').execute();
  await db.schema.dropTable('rebate_rates').execute();
}
