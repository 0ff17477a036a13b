/** SQL of the seamless wallet: game sessions and the vendor calls' rows. Everything takes the caller's transaction. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, GameSessionsTable, SeamlessTransactionsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function insertGameSession(db: Db, row: Insertable<GameSessionsTable>) {
  return db.insertInto('game_sessions').values(row).execute();
}

/** The session with its member's status and trial flag in one query: the hot path reads it on every bet. */
export function gameSession(db: Db, tokenHash: string) {
  return db.selectFrom('game_sessions').innerJoin('members', 'members.id', 'game_sessions.member_id')
    .select(['game_sessions.token_hash', 'game_sessions.merchant_code', 'game_sessions.member_id', 'game_sessions.vassalage',
      'game_sessions.game_code', 'game_sessions.last_used_at', 'game_sessions.expires_at', 'members.status', 'members.trial'])
    .where('game_sessions.token_hash', '=', tokenHash).executeTakeFirst();
}

export function touchGameSession(db: Db, tokenHash: string, at: string, expiresAt: string) {
  return db.updateTable('game_sessions').set({ last_used_at: at, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

/**
 * A call's row by its vendor's transaction id. `lock` (PostgreSQL only) serialises the settlements of one bet:
 * a win and a rollback arriving together must not both pass their checks.
 */
export function byTransactionId(db: Db, merchant: string, vendor: string, transactionId: string, lock = false) {
  let query = db.selectFrom('seamless_transactions').selectAll()
    .where('merchant_code', '=', merchant).where('vendor', '=', vendor).where('transaction_id', '=', transactionId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The wins and refunds that settled a bet (answered with 200: a remembered refusal settles nothing). */
export function settlementsOf(db: Db, merchant: string, vendor: string, betTransactionId: string) {
  return db.selectFrom('seamless_transactions').select(['kind', 'transaction_id'])
    .where('merchant_code', '=', merchant).where('vendor', '=', vendor)
    .where('original_transaction_id', '=', betTransactionId).where('answer_status', '=', 200).execute();
}

export function insertCall(db: Db, row: Insertable<SeamlessTransactionsTable>) {
  return db.insertInto('seamless_transactions').values(row).execute();
}

export function mainAccountOf(db: Db, merchant: string, memberId: number) {
  return db.selectFrom('ledger_accounts').select(['id', 'balance_minor'])
    .where('merchant_code', '=', merchant).where('member_id', '=', memberId).where('kind', '=', 'main').where('vendor', '=', '')
    .executeTakeFirst();
}

export function memberOf(db: Db, merchant: string, memberId: number) {
  return db.selectFrom('members').select(['id', 'status']).where('merchant_code', '=', merchant).where('id', '=', memberId).executeTakeFirst();
}
