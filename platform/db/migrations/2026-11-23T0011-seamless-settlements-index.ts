/**
 * The index of a bet's settlements (wins and refunds by original_transaction_id) covered every call, bets
 * included, and led with the same two columns as the transaction-id index. On a table the planner believes small
 * (a new database, before its statistics), PostgreSQL picked it for the look-up of a call by its transaction id —
 * a scan of every call of the vendor, longer with each bet. Partial (only rows that settle a bet), it can serve
 * only queries that name an original_transaction_id, and it is smaller.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('seamless_transactions_original').execute();
  await db.schema
    .createIndex('seamless_transactions_settlements')
    .on('seamless_transactions')
    .columns(['merchant_code', 'vendor', 'original_transaction_id'])
    .where(sql.ref('original_transaction_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('seamless_transactions_settlements').execute();
  await db.schema
    .createIndex('seamless_transactions_original')
    .on('seamless_transactions')
    .columns(['merchant_code', 'vendor', 'original_transaction_id'])
    .execute();
}
