/**
 * The ledger's read API: what other modules may know of ledger rows, asked here rather than by their own SQL, so
 * the ledger's tables have one owner (docs/decisions.md, "The ledger owns every ledger row"). Reads only; money
 * moves through ledger.ts or a per-store fast booking (sqlite-book.ts, pg-book.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PRACTICE_ACCOUNT_KIND } from './practice.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A member's main wallet, or a trial's practice wallet (made with its grant): its id and tracked balance, if it exists. */
export function memberWallet(db: Db, merchant: string, memberId: number, kind: 'main' | 'practice') {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_minor'])
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', memberId)
    .where('kind', '=', kind === 'main' ? 'main' : PRACTICE_ACCOUNT_KIND)
    .where('vendor', '=', '')
    .executeTakeFirst();
}

/** Which books a page of postings reads, by the accounts' currency (each book of the ledger has its own). */
export type BookFilter = { currency: string } | { notCurrencies: readonly string[] } | null;

/**
 * One page of a member's postings over all their accounts, newest first (the ops `ledger` verb): each with its
 * posting id (the cursor: `beforeId` continues below it, so rows booked meanwhile never shift a page), its
 * transfer's code and its account's currency, the unit it is read in.
 */
export function memberPostingsPage(
  db: Db,
  merchant: string,
  memberId: number,
  page: { limit: number; beforeId: number | null; book: BookFilter },
) {
  let query = db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
    .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_postings.transfer_id')
    .select([
      'ledger_postings.id',
      'ledger_postings.created_at',
      'ledger_transfers.code',
      'ledger_accounts.kind',
      'ledger_accounts.vendor',
      'ledger_accounts.currency',
      'ledger_postings.amount_minor',
      'ledger_postings.transfer_id',
    ])
    .where('ledger_accounts.merchant_code', '=', merchant)
    .where('ledger_accounts.member_id', '=', memberId);
  if (page.beforeId !== null) query = query.where('ledger_postings.id', '<', page.beforeId);
  if (page.book && 'currency' in page.book) query = query.where('ledger_accounts.currency', '=', page.book.currency);
  if (page.book && 'notCurrencies' in page.book)
    query = query.where('ledger_accounts.currency', 'not in', [...page.book.notCurrencies]);
  return query.orderBy('ledger_postings.id', 'desc').limit(page.limit).execute();
}

/**
 * The holds of one code a member's main wallet gave since an instant (a withdrawal is one such hold): how many,
 * and what those not voided add up to (a voided hold gave its money back).
 */
export async function holdsSince(
  db: Db,
  merchant: string,
  memberId: number,
  code: string,
  sinceIso: string,
): Promise<{ count: number; amountMinor: bigint }> {
  const row = await db
    .selectFrom('ledger_accounts as a')
    .innerJoin('ledger_transfers as h', 'h.debit_account_id', 'a.id')
    .leftJoin('ledger_transfers as r', 'r.pending_id', 'h.id')
    .select((eb) => [
      eb.fn.countAll<string | number | bigint>().as('n'),
      eb.fn
        .sum<string | number | bigint | null>(
          eb.case().when('r.kind', '=', 'void').then(0).else(eb.ref('h.amount_minor')).end(),
        )
        .as('total'),
    ])
    .where('a.merchant_code', '=', merchant)
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'main')
    .where('a.vendor', '=', '')
    .where('h.code', '=', code)
    .where('h.kind', '=', 'pending')
    .where('h.created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amountMinor: row.total === null ? 0n : BigInt(row.total) };
}
