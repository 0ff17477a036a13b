/** Reads the money tests check after the fact, straight from the database. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** The sum of every posting: zero whenever the books balance. */
export async function postingsSum(db: Kysely<Database>): Promise<bigint> {
  const row = await sql<{
    total: string | number | bigint | null;
  }>`select sum(amount_minor) as total from ledger_postings`.execute(db);
  return BigInt(row.rows[0]!.total ?? 0);
}

/** The seamless-wallet calls the platform accepted for a vendor round, in order. */
export function seamlessCallsOf(db: Kysely<Database>, roundId: string) {
  return db
    .selectFrom('seamless_transactions')
    .select(['kind', 'amount_minor'])
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();
}
