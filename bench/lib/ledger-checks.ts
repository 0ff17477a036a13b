/**
 * The ledger's own invariants, checked by every crash bench after its last restart: each book (merchant and
 * currency) sums to zero, every transfer's postings balance, and each tracked balance equals the sum of its
 * postings (they move in one transaction, so a crash must never split them). Answers what is wrong, or nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { toMinor } from '../../contract/minor-units.ts';

export async function ledgerFailures(db: Kysely<Database>): Promise<string[]> {
  const failures: string[] = [];
  const books = await db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
    .select([
      'ledger_accounts.merchant_code',
      'ledger_accounts.currency',
      (eb) => eb.fn.sum<string | number | bigint>('ledger_postings.amount_minor').as('total'),
    ])
    .groupBy(['ledger_accounts.merchant_code', 'ledger_accounts.currency'])
    .execute();
  for (const b of books)
    if (toMinor(b.total ?? 0) !== 0n)
      failures.push(`book ${b.merchant_code}/${b.currency}: postings sum to ${b.total}`);
  const lopsided = await db
    .selectFrom('ledger_postings')
    .select('transfer_id')
    .groupBy('transfer_id')
    .having((eb) => eb(eb.fn.sum('amount_minor'), '!=', 0))
    .limit(20)
    .execute();
  for (const t of lopsided) failures.push(`transfer ${t.transfer_id}: its postings do not balance`);
  // The references the database does not check on PostgreSQL (migration 0082): every row they name exists.
  const orphans = await sql<{ what: string; id: string }>`
    select 'posting without its transfer' as what, cast(p.id as text) as id from ledger_postings p
      where not exists (select 1 from ledger_transfers t where t.id = p.transfer_id)
    union all select 'posting without its account', cast(p.id as text) from ledger_postings p
      where not exists (select 1 from ledger_accounts a where a.id = p.account_id)
    union all select 'transfer without an account', t.id from ledger_transfers t
      where not exists (select 1 from ledger_accounts a where a.id = t.debit_account_id)
        or not exists (select 1 from ledger_accounts a where a.id = t.credit_account_id)
    union all select 'seamless call without its transfer', s.transaction_id from seamless_transactions s
      where s.transfer_id is not null and not exists (select 1 from ledger_transfers t where t.id = s.transfer_id)
    union all select 'seamless call without its member', s.transaction_id from seamless_transactions s
      where not exists (select 1 from members m where m.id = s.member_id)
    limit 20`.execute(db);
  for (const o of orphans.rows) failures.push(`${o.what}: ${o.id}`);
  const drift = await db
    .selectFrom('ledger_accounts')
    .leftJoin('ledger_postings', 'ledger_postings.account_id', 'ledger_accounts.id')
    .select([
      'ledger_accounts.id',
      'ledger_accounts.balance_minor',
      (eb) =>
        eb.fn
          .coalesce(eb.fn.sum<string | number | bigint>('ledger_postings.amount_minor'), sql<number>`0`)
          .as('posted'),
    ])
    .where('ledger_accounts.tracked', '=', 1)
    .groupBy(['ledger_accounts.id', 'ledger_accounts.balance_minor'])
    .execute();
  for (const a of drift)
    if (toMinor(a.balance_minor) !== toMinor(a.posted))
      failures.push(`account ${a.id}: balance ${a.balance_minor} but postings ${a.posted}`);
  return failures;
}
