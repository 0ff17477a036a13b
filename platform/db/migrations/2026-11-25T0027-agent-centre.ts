/**
 * The agent centre's reports read a team's postings in a period: by account and time. The postings' own index is
 * (account_id, id), which serves statements but not a period's slice of a whole team's accounts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('ledger_postings_account_time')
    .on('ledger_postings')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_postings_account_time').execute();
}
