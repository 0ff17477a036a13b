/** SQL for member messages. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function addMessage(
  db: Db,
  memberId: number,
  kind: string,
  params: Record<string, string>,
  at: string,
): Promise<void> {
  await db
    .insertInto('member_messages')
    .values({ member_id: memberId, kind, params: JSON.stringify(params), read_at: null, created_at: at })
    .execute();
}

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function messagesPage(db: Db, memberId: number, offset: number, limit: number) {
  return db
    .selectFrom('member_messages')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function messageTotal(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markRead(db: Db, memberId: number, ids: number[] | 'all', at: string): Promise<void> {
  let query = db
    .updateTable('member_messages')
    .set({ read_at: at })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids.length ? ids : [-1]);
  await query.execute();
}
