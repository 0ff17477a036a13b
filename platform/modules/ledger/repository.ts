/** All SQL of the ledger. Balance changes are single conditional UPDATEs: the database decides, not a read before. */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, LedgerTransfersTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function transferById(db: Db, id: string) {
  return db.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function accountById(db: Db, id: number) {
  return db.selectFrom('ledger_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccount(db: Db, merchantCode: string, memberId: number | null, kind: string, vendor: string) {
  let query = db.selectFrom('ledger_accounts').selectAll()
    .where('merchant_code', '=', merchantCode).where('kind', '=', kind).where('vendor', '=', vendor);
  query = memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', memberId);
  return query.executeTakeFirst();
}

/** Creates the account unless it exists (two processes may race; the unique index keeps one). */
export async function ensureAccount(
  db: Db, merchantCode: string, memberId: number | null, kind: string, vendor: string, currency: string, tracked: boolean, at: string,
): Promise<void> {
  await db.insertInto('ledger_accounts').values({
    merchant_code: merchantCode, member_id: memberId, kind, vendor, currency, tracked: tracked ? 1 : 0,
    balance_minor: 0n, held_minor: 0n, created_at: at,
  }).onConflict((oc) => oc.columns(['merchant_code', 'member_id', 'kind', 'vendor']).doNothing()).execute();
}

/** Takes money out of a tracked account if what is free (balance minus holds) covers it; the new balance, or undefined. */
export async function debitTracked(db: Db, accountId: number, amount: bigint): Promise<bigint | undefined> {
  const row = await db.updateTable('ledger_accounts')
    .set({ balance_minor: sql`balance_minor - ${amount}` })
    .where('id', '=', accountId).where('tracked', '=', 1)
    .where(sql<boolean>`balance_minor - held_minor >= ${amount}`)
    .returning('balance_minor').executeTakeFirst();
  return row ? BigInt(row.balance_minor) : undefined;
}

export async function creditTracked(db: Db, accountId: number, amount: bigint): Promise<bigint | undefined> {
  const row = await db.updateTable('ledger_accounts')
    .set({ balance_minor: sql`balance_minor + ${amount}` })
    .where('id', '=', accountId).where('tracked', '=', 1)
    .returning('balance_minor').executeTakeFirst();
  return row ? BigInt(row.balance_minor) : undefined;
}

/** Holds money in a tracked account if what is free covers it; true when held. */
export async function hold(db: Db, accountId: number, amount: bigint): Promise<boolean> {
  const row = await db.updateTable('ledger_accounts')
    .set({ held_minor: sql`held_minor + ${amount}` })
    .where('id', '=', accountId).where('tracked', '=', 1)
    .where(sql<boolean>`balance_minor - held_minor >= ${amount}`)
    .returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function release(db: Db, accountId: number, amount: bigint): Promise<void> {
  await db.updateTable('ledger_accounts').set({ held_minor: sql`held_minor - ${amount}` })
    .where('id', '=', accountId).where('tracked', '=', 1).execute();
}

export async function insertTransfer(db: Db, transfer: Insertable<LedgerTransfersTable>): Promise<void> {
  await db.insertInto('ledger_transfers').values(transfer).execute();
}

export async function insertPostings(db: Db, transferId: string, debitId: number, creditId: number, amount: bigint, at: string): Promise<void> {
  await db.insertInto('ledger_postings').values([
    { transfer_id: transferId, account_id: debitId, amount_minor: -amount, created_at: at },
    { transfer_id: transferId, account_id: creditId, amount_minor: amount, created_at: at },
  ]).execute();
}

/** The resolution (post or void) of a pending transfer, if any. */
export function resolutionOf(db: Db, pendingId: string) {
  return db.selectFrom('ledger_transfers').selectAll().where('pending_id', '=', pendingId).executeTakeFirst();
}

/** An untracked (system) account's balance: the sum of its postings. */
export async function postedSum(db: Db, accountId: number): Promise<bigint> {
  const row = await db.selectFrom('ledger_postings').select((eb) => eb.fn.coalesce(eb.fn.sum<string | number | bigint>('amount_minor'), sql<number>`0`).as('total'))
    .where('account_id', '=', accountId).executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** Every account of a member (main and vendor wallets). */
export function memberAccounts(db: Db, merchantCode: string, memberId: number) {
  return db.selectFrom('ledger_accounts').selectAll().where('merchant_code', '=', merchantCode).where('member_id', '=', memberId).execute();
}
