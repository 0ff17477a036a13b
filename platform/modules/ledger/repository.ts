/** All SQL of the ledger. Balance changes are single conditional UPDATEs: the database decides, not a read before. */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LedgerTransfersTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function transferById(db: Db, id: string) {
  return db.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function accountById(db: Db, id: number) {
  return db.selectFrom('ledger_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccount(db: Db, merchantCode: string, memberId: number | null, kind: string, vendor: string) {
  let query = db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('kind', '=', kind)
    .where('vendor', '=', vendor);
  query = memberId === null ? query.where('member_id', 'is', null) : query.where('member_id', '=', memberId);
  return query.executeTakeFirst();
}

/** Creates the account unless it exists (two processes may race; the unique index keeps one). */
export async function ensureAccount(
  db: Db,
  merchantCode: string,
  memberId: number | null,
  kind: string,
  vendor: string,
  currency: string,
  tracked: boolean,
  at: string,
): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_code: merchantCode,
      member_id: memberId,
      kind,
      vendor,
      currency,
      tracked: tracked ? 1 : 0,
      balance_minor: 0n,
      held_minor: 0n,
      created_at: at,
    })
    // Either owner index may be the one a twin hits: a member's (0004) or a system account's (0039).
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Takes money out of a tracked account if what is free (balance minus holds) covers it; the new balance, or undefined. */
export async function debitTracked(db: Db, accountId: number, amount: bigint): Promise<bigint | undefined> {
  const row = await db
    .updateTable('ledger_accounts')
    .set({ balance_minor: sql`balance_minor - ${amount}` })
    .where('id', '=', accountId)
    .where('tracked', '=', 1)
    .where(sql<boolean>`balance_minor - held_minor >= ${amount}`)
    .returning('balance_minor')
    .executeTakeFirst();
  return row ? BigInt(row.balance_minor) : undefined;
}

export async function creditTracked(db: Db, accountId: number, amount: bigint): Promise<bigint | undefined> {
  const row = await db
    .updateTable('ledger_accounts')
    .set({ balance_minor: sql`balance_minor + ${amount}` })
    .where('id', '=', accountId)
    .where('tracked', '=', 1)
    .returning('balance_minor')
    .executeTakeFirst();
  return row ? BigInt(row.balance_minor) : undefined;
}

/** Holds money in a tracked account if what is free covers it; true when held. */
export async function hold(db: Db, accountId: number, amount: bigint): Promise<boolean> {
  const row = await db
    .updateTable('ledger_accounts')
    .set({ held_minor: sql`held_minor + ${amount}` })
    .where('id', '=', accountId)
    .where('tracked', '=', 1)
    .where(sql<boolean>`balance_minor - held_minor >= ${amount}`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function release(db: Db, accountId: number, amount: bigint): Promise<void> {
  await db
    .updateTable('ledger_accounts')
    .set({ held_minor: sql`held_minor - ${amount}` })
    .where('id', '=', accountId)
    .where('tracked', '=', 1)
    .execute();
}

export async function insertTransfer(db: Db, transfer: Insertable<LedgerTransfersTable>): Promise<void> {
  await db.insertInto('ledger_transfers').values(transfer).execute();
}

export async function insertPostings(
  db: Db,
  transferId: string,
  debitId: number,
  creditId: number,
  amount: bigint,
  at: string,
): Promise<void> {
  await db
    .insertInto('ledger_postings')
    .values([
      { transfer_id: transferId, account_id: debitId, amount_minor: -amount, created_at: at },
      { transfer_id: transferId, account_id: creditId, amount_minor: amount, created_at: at },
    ])
    .execute();
}

/** A tracked account's balance, its row locked for the rest of the transaction when `lock` (PostgreSQL). */
export async function lockedBalance(
  trx: Transaction<Database>,
  merchantCode: string,
  accountId: number,
  lock: boolean,
) {
  let query = trx
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('id', '=', accountId)
    .where('merchant_code', '=', merchantCode);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirstOrThrow()).balance_minor;
}

/** The resolution (post or void) of a pending transfer, if any. */
export function resolutionOf(db: Db, pendingId: string) {
  return db.selectFrom('ledger_transfers').selectAll().where('pending_id', '=', pendingId).executeTakeFirst();
}

/** An untracked (system) account's balance: the sum of its postings. */
export async function postedSum(db: Db, accountId: number): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_postings')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number | bigint>('amount_minor'), sql<number>`0`).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** Every account of a member (main and vendor wallets). */
export function memberAccounts(db: Db, merchantCode: string, memberId: number) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .execute();
}

/** A sum of amounts as bigint, whatever the driver returned (null when nothing matched). */
function sumOf(value: string | number | bigint | null | undefined): bigint {
  return value === null || value === undefined ? 0n : BigInt(value);
}

/**
 * What the withdrawal turnover rule reads: the deposits a member made since their last withdrawal that was not
 * voided (a pending or paid hold), and the settled bets debited from any of their money wallets (main for
 * seamless games, a vendor wallet for transfer-mode ones) from the first of those deposits on, net of the
 * refunds (rollbacks) credited back. Wins do not reduce it: turnover is what was staked, not what was lost.
 */
export async function turnoverFigures(
  db: Db,
  merchantCode: string,
  memberId: number,
): Promise<{ depositsMinor: bigint; betsMinor: bigint }> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['main', 'vendor'])
    .execute();
  const main = accounts.filter((a) => a.kind === 'main').map((a) => a.id);
  const wallets = accounts.map((a) => a.id);
  if (!main.length) return { depositsMinor: 0n, betsMinor: 0n };
  const withdrawal = await db
    .selectFrom('ledger_transfers as t')
    .select((eb) => eb.fn.max('t.created_at').as('at'))
    .where('t.code', '=', 'withdrawal')
    .where('t.kind', '=', 'pending')
    .where('t.debit_account_id', 'in', main)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ledger_transfers as r')
            .select('r.id')
            .whereRef('r.pending_id', '=', 't.id')
            .where('r.kind', '=', 'void'),
        ),
      ),
    )
    .executeTakeFirst();
  let deposits = db
    .selectFrom('ledger_transfers')
    .select((eb) => [
      eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'),
      eb.fn.min('created_at').as('first'),
    ])
    .where('code', '=', 'deposit')
    .where('kind', '=', 'posted')
    .where('credit_account_id', 'in', main);
  if (withdrawal?.at) deposits = deposits.where('created_at', '>=', withdrawal.at);
  const deposited = await deposits.executeTakeFirst();
  if (!deposited?.first) return { depositsMinor: 0n, betsMinor: 0n };
  const since = deposited.first;
  // A held bet counts when it is posted ('post'); a posted one at once.
  const bets = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'))
    .where('code', '=', 'bet')
    .where('kind', 'in', ['posted', 'post'])
    .where('debit_account_id', 'in', wallets)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  const refunds = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'))
    .where('code', '=', 'refund')
    .where('kind', '=', 'posted')
    .where('credit_account_id', 'in', wallets)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  const net = sumOf(bets?.total) - sumOf(refunds?.total);
  return { depositsMinor: sumOf(deposited.total), betsMinor: net > 0n ? net : 0n };
}

/**
 * Members' wallets of the given vendors that hold money beyond their holds, with the id of each one's latest
 * posting (a caller's idempotency id can name the state it moved the money from).
 */
export async function vendorWalletsWithMoney(db: Db, merchantCode: string, vendors: string[]) {
  if (!vendors.length) return [];
  return db
    .selectFrom('ledger_accounts as a')
    .select(['a.id', 'a.member_id', 'a.vendor', 'a.balance_minor', 'a.held_minor'])
    .select((eb) =>
      eb
        .selectFrom('ledger_postings as p')
        .select((p) => p.fn.max('p.id').as('last'))
        .whereRef('p.account_id', '=', 'a.id')
        .as('last_posting_id'),
    )
    .where('a.merchant_code', '=', merchantCode)
    .where('a.kind', '=', 'vendor')
    .where('a.vendor', 'in', vendors)
    .where(sql<boolean>`a.balance_minor > a.held_minor`)
    .orderBy('a.id')
    .execute();
}
