/**
 * The double-entry ledger (issue "Money"; docs/ledger.md): accounts, transfers (the idempotency id is the
 * primary key) and postings (append-only, two per posted transfer, summing to zero).
 */
import { sql, type Kysely } from 'kysely';
import { bigIdColumn, idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('ledger_accounts'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    // '' rather than NULL for "no vendor": NULLs never collide in a unique index.
    .addColumn('vendor', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('tracked', 'integer', (c) => c.notNull())
    .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('held_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // The database's own guard: a tracked account never goes below zero, nor holds more than it has.
    .addCheckConstraint(
      'ledger_accounts_no_overdraft',
      sql`tracked = 0 or (held_minor >= 0 and balance_minor >= held_minor)`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_accounts_owner')
    .unique()
    .on('ledger_accounts')
    .columns(['merchant_code', 'member_id', 'kind', 'vendor'])
    .execute();

  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('debit_account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('credit_account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('posted', 'pending', 'post', 'void')`))
    // For post and void: the pending transfer they resolve; unique, so a hold is resolved once.
    .addColumn('pending_id', 'varchar(120)', (c) => c.references('ledger_transfers.id'))
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_transfers_pending')
    .unique()
    .on('ledger_transfers')
    .column('pending_id')
    .execute();
  await db.schema
    .createIndex('ledger_transfers_debit')
    .on('ledger_transfers')
    .columns(['debit_account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_transfers_credit')
    .on('ledger_transfers')
    .columns(['credit_account_id', 'created_at'])
    .execute();

  await bigIdColumn(db.schema.createTable('ledger_postings'), db)
    .addColumn('transfer_id', 'varchar(120)', (c) => c.notNull().references('ledger_transfers.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_postings_account').on('ledger_postings').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('ledger_postings_transfer').on('ledger_postings').column('transfer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['ledger_postings', 'ledger_transfers', 'ledger_accounts'])
    await db.schema.dropTable(table).execute();
}
