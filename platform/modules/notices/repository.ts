/** SQL for notices. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The announcement type of notices addressed to agents only (the agent centre lists them; players never see them). */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

export async function listAnnouncements(
  db: Kysely<Database>,
  q: { merchant: string; lang: string; types: string[]; offset: number; limit: number },
) {
  const base = db
    .selectFrom('notices')
    .where('merchant_code', '=', q.merchant)
    .where('lang', '=', q.lang)
    .where('announcement_type', 'in', q.types);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'announcement_type', 'title', 'content', 'popup', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | bigint | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function addNotice(
  db: Kysely<Database>,
  notice: { merchant: string; lang: string; type: string; title: string; content: string; popup: boolean },
): Promise<number> {
  const row = await db
    .insertInto('notices')
    .values({
      merchant_code: notice.merchant,
      announcement_type: notice.type,
      lang: notice.lang,
      title: notice.title,
      content: notice.content,
      popup: notice.popup ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function removeNotice(db: Kysely<Database>, merchant: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notices')
    .where('merchant_code', '=', merchant)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
