/** Table types: the development SMS and mail outbox; composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export interface OutboxTables {
  outbox: OutboxTable;
}

/** Messages the development SMS and mail senders delivered (a real gateway replaces them in production). */
export interface OutboxTable {
  id: Generated<number>;
  merchant_code: string;
  /** sms or email. */
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}
