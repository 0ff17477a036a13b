/**
 * Where SMS and mail leave the platform. A real gateway implements these interfaces in production; the
 * development implementations write each message to the outbox table, where tests and developers read it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addMessage } from './repository.ts';

export interface SmsSender {
  /** `to` is an E.164 number. */
  send(to: string, text: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function outboxSmsSender(db: Kysely<Database>, merchantCode: string, now: () => number): SmsSender {
  return {
    send: (to, text) =>
      addMessage(db, { merchantCode, channel: 'sms', recipient: to, subject: null, body: text, at: now() }),
  };
}

export function outboxMailer(db: Kysely<Database>, merchantCode: string, now: () => number): Mailer {
  return {
    send: (m) =>
      addMessage(db, {
        merchantCode,
        channel: 'email',
        recipient: m.to.toLowerCase(),
        subject: m.subject,
        body: m.text,
        at: now(),
      }),
  };
}
