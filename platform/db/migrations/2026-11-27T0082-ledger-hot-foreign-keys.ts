/**
 * PostgreSQL: the money path's rows keep no foreign keys to the rows each bet and win names. A foreign key is
 * checked per inserted row by a query that locks the parent row (FOR KEY SHARE): a bet's statement ran eight such
 * checks, and four of them locked the vendor's one house account row, so concurrent bets took turns writing lock
 * records on that shared row (a multixact per bet under load), the cost quality-bars.md names for updating one
 * shared row on every bet. `bench:seamless-profile` measured these checks at about a quarter of PostgreSQL's CPU per
 * bet (docs/decisions.md, "PostgreSQL at scale").
 *
 * Who guarantees the references instead: only the ledger's door writes these rows (modules/ledger), always with the
 * transfer and its postings in one transaction and statement, naming accounts it looked up or made; accounts,
 * transfers and members are never deleted. The crash benches' ledger checks (bench/lib/ledger-checks.ts) look for
 * any posting, transfer or seamless call naming a row that does not exist. SQLite keeps its foreign keys: its checks
 * are in-process index probes that take no lock and write nothing.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.ts';

const DROPPED = [
  ['ledger_postings', 'ledger_postings_transfer_id_fkey', 'transfer_id', 'ledger_transfers(id)'],
  ['ledger_postings', 'ledger_postings_account_id_fkey', 'account_id', 'ledger_accounts(id)'],
  ['ledger_transfers', 'ledger_transfers_debit_account_id_fkey', 'debit_account_id', 'ledger_accounts(id)'],
  ['ledger_transfers', 'ledger_transfers_credit_account_id_fkey', 'credit_account_id', 'ledger_accounts(id)'],
  ['seamless_transactions', 'seamless_transactions_transfer_id_fkey', 'transfer_id', 'ledger_transfers(id)'],
  ['seamless_transactions', 'seamless_transactions_member_id_fkey', 'member_id', 'members(id)'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, name] of DROPPED) await sql.raw(`alter table ${table} drop constraint ${name}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, name, column, parent] of DROPPED)
    await sql
      .raw(`alter table ${table} add constraint ${name} foreign key (${column}) references ${parent}`)
      .execute(db);
}
