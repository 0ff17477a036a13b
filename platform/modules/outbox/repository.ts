/** SQL for the development outbox. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  at: number;
}

export async function addMessage(db: Kysely<Database>, m: NewMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      merchant_code: m.merchantCode,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      created_at: new Date(m.at).toISOString(),
    })
    .execute();
}

/** Newest first; all recipients and channels when `to` or `channel` is absent. */
export function recentMessages(
  db: Kysely<Database>,
  merchantCode: string,
  to: string | undefined,
  channel: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('merchant_code', '=', merchantCode);
  if (to !== undefined) query = query.where('recipient', '=', to);
  if (channel !== undefined) query = query.where('channel', '=', channel);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
