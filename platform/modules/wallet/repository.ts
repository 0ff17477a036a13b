/** The wallet's SQL outside the ledger: the member rows it reads and writes (transfer targets, the payment password). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An agent's active, non-trial direct downline by username: whom they may send money to. */
export function activeDownline(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('members')
    .select('username')
    .where('to_upline', '=', memberId)
    .where('status', '=', 'active')
    .where('trial', '=', 0)
    .orderBy('username')
    .limit(limit)
    .execute();
}

export async function setPaymentPasswordHash(db: Db, memberId: number, hash: string): Promise<void> {
  await db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();
}
