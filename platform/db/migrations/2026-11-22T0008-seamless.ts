/**
 * Seamless wallet (docs/seamless-wallet.md): the game sessions a launch opens, and every vendor call that moved
 * (or, for a rollback of an unknown bet, pointedly did not move) a player's money. The money itself moves only in
 * the ledger; these rows are what makes a vendor's retries idempotent and its calls' order checkable.
 */
import { sql, type Kysely } from 'kysely';
import { bigIdColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_sessions')
    // Only the SHA-256 of the token: the token itself travels in the game's address, never stored.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_sessions_member')
    .on('game_sessions')
    .columns(['member_id', 'created_at'])
    .execute();

  await bigIdColumn(db.schema.createTable('seamless_transactions'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('vendor', 'varchar(40)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    // bet, win, refund; 'void' marks a bet id that was rolled back before it arrived (a late bet is refused).
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('bet', 'win', 'refund', 'void')`))
    .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_code', 'varchar(40)')
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor >= 0`))
    // The bet a win or refund settles.
    .addColumn('original_transaction_id', 'varchar(64)')
    // The ledger transfer this call made, if any (a zero win or a repeated refund moves nothing).
    .addColumn('transfer_id', 'varchar(120)', (c) => c.references('ledger_transfers.id'))
    // SHA-256 of the call's data: the same id with other data is refused.
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // The first answer (HTTP status and body, JSON): a replay gets it again.
    .addColumn('answer_status', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('seamless_transactions_id')
    .unique()
    .on('seamless_transactions')
    .columns(['merchant_code', 'vendor', 'transaction_id'])
    .execute();
  // Wins and refunds of one bet: a rollback after a win is refused, a second refund moves nothing.
  await db.schema
    .createIndex('seamless_transactions_original')
    .on('seamless_transactions')
    .columns(['merchant_code', 'vendor', 'original_transaction_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seamless_transactions').execute();
  await db.schema.dropTable('game_sessions').execute();
}
