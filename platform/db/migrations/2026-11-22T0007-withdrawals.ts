/**
 * Withdrawals (issue "Withdraw"; spec 4 "Withdrawal confirmation"): the merchant's withdrawal rules, the
 * player's payee accounts, the withdrawal orders and the proof images of a "not received" confirmation.
 * The money itself lives in the ledger: an order only points at its hold.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('withdrawal_settings')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey().references('merchants.code'))
    .addColumn('min_minor', 'bigint', (c) => c.notNull())
    .addColumn('max_minor', 'bigint', (c) => c.notNull())
    .addColumn('daily_count', 'integer', (c) => c.notNull())
    // Bets since the last deposit must reach this many percent of that deposit (100 = 1x turnover).
    .addColumn('turnover_percent', 'integer', (c) => c.notNull())
    // A paid withdrawal the player has not confirmed within this many minutes counts as received.
    .addColumn('confirm_minutes', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'withdrawal_settings_bounds',
      sql`min_minor > 0 and max_minor >= min_minor and daily_count >= 0 and turnover_percent >= 0 and confirm_minutes > 0`,
    )
    .execute();

  await idColumn(db.schema.createTable('payee_accounts'), db)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(24)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(60)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payee_accounts_unique')
    .unique()
    .on('payee_accounts')
    .columns(['member_id', 'kind', 'account_number'])
    .execute();

  await idColumn(db.schema.createTable('withdrawals'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('payee_account_id', 'integer', (c) => c.notNull().references('payee_accounts.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    // The client's idempotency key: unique per member, so a retried submit finds its first order.
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    // The ledger's pending transfer that holds the amount.
    .addColumn('hold_id', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status in ('in_process', 'approved', 'paid', 'rejected')`),
    )
    .addColumn('reason', 'varchar(200)')
    .addColumn('confirmation', 'varchar(16)', (c) =>
      c.check(sql`confirmation in ('received', 'not_received', 'full_payment')`),
    )
    // player, timeout (the configured minutes passed) or forced (the operator's forced receipt).
    .addColumn('confirmed_by', 'varchar(16)')
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_request')
    .unique()
    .on('withdrawals')
    .columns(['member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['merchant_code', 'status', 'id'])
    .execute();

  await idColumn(db.schema.createTable('withdrawal_proofs'), db)
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('withdrawals.id'))
    // A random file name under the upload directory; the player's file name is never used on disk.
    .addColumn('stored_name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('media_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_proofs_withdrawal').on('withdrawal_proofs').column('withdrawal_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['withdrawal_proofs', 'withdrawals', 'payee_accounts', 'withdrawal_settings'])
    await db.schema.dropTable(table).execute();
}
