/** The usernames behind the vendor's player references (the member ids the seamless wallet gave it), this merchant's only. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function usernamesOf(
  db: Kysely<Database>,
  merchantCode: string,
  memberIds: number[],
): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_code', '=', merchantCode)
    .where('id', 'in', memberIds)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.username]));
}
