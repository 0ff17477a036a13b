/**
 * How a chat notice ("conversation N changed") travels between the platform's processes. Messages are always
 * written to the database first; a notice only tells open pages to look, so a lost notice costs a delay (the
 * pages also poll), never a message. Three carriers behind one interface: Redis pub/sub when REDIS_URL is set,
 * PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL, and this process alone otherwise (one SQLite
 * process has nobody else to tell).
 */
import type { ChatChannel } from './tables.ts';

export interface ChatNotice {
  conversationId: number;
  channel: ChatChannel;
  kind: 'message' | 'read';
}

export interface NoticeBus {
  /** Which carrier this is (the start-up log and tests say it). */
  readonly kind: 'memory' | 'redis' | 'postgres';
  /** Tells every process, this one included. Resolves once the carrier took the notice. */
  send(notice: ChatNotice): Promise<void>;
  /** `deliver` gets every notice any process sends from now on; resolves once listening. */
  listen(deliver: (notice: ChatNotice) => void): Promise<void>;
  close(): Promise<void>;
}

/** A notice read back from a carrier: anything else (another program on the channel) is dropped. */
export function parseNotice(text: string): ChatNotice | null {
  try {
    const value = JSON.parse(text) as Partial<ChatNotice>;
    if (
      Number.isSafeInteger(value.conversationId) &&
      (value.conversationId as number) > 0 &&
      (value.channel === 'standard' || value.channel === 'vip') &&
      (value.kind === 'message' || value.kind === 'read')
    )
      return { conversationId: value.conversationId as number, channel: value.channel, kind: value.kind };
  } catch {
    // Not JSON: dropped like any other stranger's text.
  }
  return null;
}

export function encodeNotice(notice: ChatNotice): string {
  return JSON.stringify({ conversationId: notice.conversationId, channel: notice.channel, kind: notice.kind });
}

/** One process: a notice goes straight to this process's listeners. */
export class MemoryNoticeBus implements NoticeBus {
  readonly kind = 'memory';
  private deliver: ((notice: ChatNotice) => void) | undefined;

  async send(notice: ChatNotice): Promise<void> {
    this.deliver?.(notice);
  }

  async listen(deliver: (notice: ChatNotice) => void): Promise<void> {
    this.deliver = deliver;
  }

  async close(): Promise<void> {
    this.deliver = undefined;
  }
}
