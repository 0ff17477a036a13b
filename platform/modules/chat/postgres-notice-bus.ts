/**
 * Chat notices over PostgreSQL LISTEN/NOTIFY (the database is PostgreSQL and there is no Redis). Sending is a
 * pg_notify through the ordinary pool; listening needs one connection of its own that stays open, so it is a
 * separate client, opened again with a growing pause (1 s up to 30 s) whenever it drops. Notices sent while
 * it was down are not heard: the pages' periodic refresh catches those up.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { type ChatNotice, encodeNotice, type NoticeBus, parseNotice } from './notice-bus.ts';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * A channel name per schema and merchant (NOTIFY is database-wide, schemas are not): a hash, so it is always a
 * plain lowercase identifier well under PostgreSQL's 63 characters.
 */
export function postgresChannel(schema: string | undefined, merchantCode: string): string {
  return `chat_${createHash('sha256')
    .update(`${schema ?? ''}\u0000${merchantCode}`)
    .digest('hex')
    .slice(0, 24)}`;
}

export class PostgresNoticeBus implements NoticeBus {
  readonly kind = 'postgres';
  private client: pg.Client | undefined;
  private deliver: ((notice: ChatNotice) => void) | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly connectionString: string;
  private readonly pool: pg.Pool;
  private readonly channel: string;

  constructor(connectionString: string, pool: pg.Pool, channel: string) {
    this.connectionString = connectionString;
    this.pool = pool;
    this.channel = channel;
  }

  async send(notice: ChatNotice): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, encodeNotice(notice)]);
  }

  async listen(deliver: (notice: ChatNotice) => void): Promise<void> {
    this.deliver = deliver;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || message.payload === undefined) return;
      const notice = parseNotice(message.payload);
      if (notice) this.deliver?.(notice);
    });
    client.on('error', (error: Error) => {
      console.error(`chat notices: postgres listener: ${error.message}`);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      // The name is a hash of hex digits (postgresChannel), so quoting it is all it needs.
      await client.query(`LISTEN "${this.channel}"`);
      this.client = client;
      this.retryMs = FIRST_RETRY_MS;
    } catch (error) {
      console.error(`chat notices: postgres listener could not start: ${(error as Error).message}`);
      this.dropped(client);
    }
  }

  private dropped(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => {});
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
