/** SQL about linked sign-in identities. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function linkedMemberId(db: Db, provider: string, subject: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_identities')
    .select('member_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.member_id;
}

export async function link(db: Db, provider: string, subject: string, memberId: number, at: string): Promise<void> {
  await db.insertInto('member_identities').values({ provider, subject, member_id: memberId, created_at: at }).execute();
}
