/**
 * The win cap's index of a round's calls (0014: merchant_code, vendor, round_id, member_id) led with the same two
 * columns as the transaction-id index (0008: merchant_code, vendor, transaction_id), and on PostgreSQL the planner
 * took it for the look-up of a call by its transaction id: every bet and win, read through the round index with
 * the id as a filter, walked every call of the vendor. Without statistics (a new database, or autovacuum off) both
 * indexes cost the same to the planner, and the pool plans generically, so the plan stayed for the connection's
 * life. Bets and wins grew slower with every call stored (docs/decisions.md, "PostgreSQL at scale"). Led by the
 * round instead, this index can serve only a query that names a round; its look-up is the same four equalities.
 * The same trap was closed once before, for the settlements index (0011).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('seamless_transactions_round').execute();
  await db.schema
    .createIndex('seamless_transactions_round')
    .on('seamless_transactions')
    .columns(['round_id', 'member_id', 'vendor', 'merchant_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('seamless_transactions_round').execute();
  await db.schema
    .createIndex('seamless_transactions_round')
    .on('seamless_transactions')
    .columns(['merchant_code', 'vendor', 'round_id', 'member_id'])
    .execute();
}
