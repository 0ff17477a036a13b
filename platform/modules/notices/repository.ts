/** SQL for notices. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function listAnnouncements(
  db: Kysely<Database>,
  q: { merchant: string; lang: string; types: string[]; offset: number; limit: number },
) {
  const base = db.selectFrom('notices')
    .where('merchant_code', '=', q.merchant).where('lang', '=', q.lang).where('announcement_type', 'in', q.types);
  const [rows, count] = await Promise.all([
    base.select(['id', 'announcement_type', 'title', 'content', 'popup', 'created_at'])
      .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | bigint | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
