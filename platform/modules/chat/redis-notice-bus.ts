/**
 * Chat notices over Redis pub/sub (REDIS_URL set: the several-process setup). A subscribed connection can do
 * nothing else, so there are two; ioredis reconnects both and subscribes again by itself. The channel carries
 * the key prefix and merchant, so two platforms sharing one Redis never hear each other.
 */
import { Redis } from 'ioredis';
import { type ChatNotice, encodeNotice, type NoticeBus, parseNotice } from './notice-bus.ts';

/** How long start-up waits for the subscription before going on (Redis down: pages poll meanwhile). */
const SUBSCRIBE_WAIT_MS = 5000;

export class RedisNoticeBus implements NoticeBus {
  readonly kind = 'redis';
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(url: string, channel: string) {
    this.channel = channel;
    // A notice that cannot be published fails fast; the message is in the database already.
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true });
    this.subscriber = new Redis(url, { connectTimeout: 5000, lazyConnect: true });
    for (const connection of [this.publisher, this.subscriber])
      connection.on('error', (error: Error) => console.error(`chat notices: redis: ${error.message}`));
  }

  async send(notice: ChatNotice): Promise<void> {
    await this.publisher.publish(this.channel, encodeNotice(notice));
  }

  async listen(deliver: (notice: ChatNotice) => void): Promise<void> {
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const notice = parseNotice(text);
      if (notice) deliver(notice);
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
      timer.unref();
    });
    const subscribed = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: Error) => console.error(`chat notices: redis subscribe failed: ${error.message}`),
    );
    await Promise.race([subscribed, late]);
    clearTimeout(timer);
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
