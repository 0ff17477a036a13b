/** SQL of the seamless wallet: game sessions and the vendor calls' rows. Everything takes the caller's transaction. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GameSessionsTable, SeamlessTransactionsTable } from './tables.ts';
import type { RoundTotals } from '../games/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function insertGameSession(db: Db, row: Insertable<GameSessionsTable>) {
  return db.insertInto('game_sessions').values(row).execute();
}

/**
 * The session of this merchant with its member's status and trial flag and its login session's last use (absent
 * once that login ended) in one query: the hot path reads it on every bet.
 */
export function gameSession(db: Db, merchant: string, tokenHash: string) {
  return db
    .selectFrom('game_sessions')
    .innerJoin('members', 'members.id', 'game_sessions.member_id')
    .leftJoin('sessions', 'sessions.token_hash', 'game_sessions.login_token_hash')
    .select([
      'game_sessions.token_hash',
      'game_sessions.merchant_code',
      'game_sessions.member_id',
      'game_sessions.vassalage',
      'game_sessions.game_code',
      'game_sessions.last_used_at',
      'game_sessions.expires_at',
      'game_sessions.practice',
      'game_sessions.login_token_hash',
      'members.status',
      'members.trial',
      'sessions.last_seen_at as login_last_seen_at',
    ])
    .where('game_sessions.token_hash', '=', tokenHash)
    .where('game_sessions.merchant_code', '=', merchant)
    .executeTakeFirst();
}

/** A bet is use of the login session that launched the game: written at most once a minute, as sessions.ts does. */
export function touchLoginSession(db: Db, loginTokenHash: string, at: string, seenBefore: string) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: at })
    .where('token_hash', '=', loginTokenHash)
    .where('last_seen_at', '<', seenBefore)
    .execute();
}

export function touchGameSession(db: Db, tokenHash: string, at: string, expiresAt: string) {
  return db
    .updateTable('game_sessions')
    .set({ last_used_at: at, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/**
 * A call's row by its vendor's transaction id. `lock` (PostgreSQL only) serialises the settlements of one bet:
 * a win and a rollback arriving together must not both pass their checks.
 */
export function byTransactionId(db: Db, merchant: string, vendor: string, transactionId: string, lock = false) {
  let query = db
    .selectFrom('seamless_transactions')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .where('vendor', '=', vendor)
    .where('transaction_id', '=', transactionId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The wins and refunds that settled a bet (answered with 200: a remembered refusal settles nothing). */
export function settlementsOf(db: Db, merchant: string, vendor: string, betTransactionId: string) {
  return db
    .selectFrom('seamless_transactions')
    .select(['kind', 'transaction_id'])
    .where('merchant_code', '=', merchant)
    .where('vendor', '=', vendor)
    .where('original_transaction_id', '=', betTransactionId)
    .where('answer_status', '=', 200)
    .execute();
}

/**
 * A player's bets, refunds and wins of one round that were answered 200 (index seamless_transactions_round): the win
 * cap's one read per credit. Sums come back as text on PostgreSQL and as numbers on SQLite; both read as bigint.
 */
export async function roundTotals(
  db: Db,
  merchant: string,
  vendor: string,
  roundId: string,
  memberId: number,
): Promise<RoundTotals> {
  const rows = await db
    .selectFrom('seamless_transactions')
    .select(['kind', (eb) => eb.fn.sum<string | number | bigint>('amount_minor').as('total')])
    .where('merchant_code', '=', merchant)
    .where('vendor', '=', vendor)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .where('answer_status', '=', 200)
    .groupBy('kind')
    .execute();
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.total ?? 0);
  return { betMinor: of('bet'), refundMinor: of('refund'), winMinor: of('win') };
}

export function insertCall(db: Db, row: Insertable<SeamlessTransactionsTable>) {
  return db.insertInto('seamless_transactions').values(row).execute();
}

export function memberOf(db: Db, merchant: string, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'status', 'trial'])
    .where('merchant_code', '=', merchant)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The vassalage codes of the merchant's enabled vendors (vendors.ts caches them briefly). */
export function enabledVendorCodes(db: Db, merchant: string) {
  return db
    .selectFrom('vendors')
    .select('vassalage')
    .where('merchant_code', '=', merchant)
    .where('enabled', '=', 1)
    .execute();
}
