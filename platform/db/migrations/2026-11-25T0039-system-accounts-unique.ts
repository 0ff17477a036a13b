/**
 * One system account per merchant, kind and vendor. `ledger_accounts_owner` (0004) is unique on
 * (merchant_code, member_id, kind, vendor), but a system account has no member and both stores treat NULLs as
 * distinct, so two requests making the same pool on first use (20 parallel raffle claims) could each insert one:
 * the twins then named different debit accounts and the ledger refused the second as "the same id with other
 * data". A partial unique index closes that. Twins made before it are folded into the oldest one: system accounts
 * are untracked (their balance is the sum of their postings), so moving their transfers and postings over moves
 * no money.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // For each twin, the oldest account of its merchant, kind and vendor.
  const keep = sql.raw(`(select min(k.id) from ledger_accounts k where k.member_id is null
    and k.merchant_code = ledger_accounts.merchant_code and k.kind = ledger_accounts.kind and k.vendor = ledger_accounts.vendor)`);
  const twins = await db
    .selectFrom('ledger_accounts')
    .select(['id', sql<number>`${keep}`.as('keep_id')])
    .where('member_id', 'is', null)
    .where(sql<boolean>`id <> ${keep}`)
    .execute();
  for (const { id, keep_id } of twins) {
    await db
      .updateTable('ledger_transfers')
      .set({ debit_account_id: keep_id })
      .where('debit_account_id', '=', id)
      .execute();
    await db
      .updateTable('ledger_transfers')
      .set({ credit_account_id: keep_id })
      .where('credit_account_id', '=', id)
      .execute();
    await db.updateTable('ledger_postings').set({ account_id: keep_id }).where('account_id', '=', id).execute();
    await db.deleteFrom('ledger_accounts').where('id', '=', id).execute();
  }
  await db.schema
    .createIndex('ledger_accounts_system')
    .unique()
    .on('ledger_accounts')
    .columns(['merchant_code', 'kind', 'vendor'])
    .where(sql.ref('member_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_accounts_system').execute();
}
