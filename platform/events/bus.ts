/**
 * Facts published by their owner and handled by the modules that subscribe (docs/architecture.md, "Events"), so
 * no module calls across the graph to tell another what happened.
 *
 * A publisher writes the fact into the outbox inside the transaction of the fact itself (`publish`), with one
 * pending delivery per subscriber; a crash before the commit loses both, after it loses neither. Once its
 * transaction committed the publisher hands the fact on at once (`deliver`), so a player sees its effects in the
 * answer; whatever fails or is cut short there is delivered by the events job (`deliverPending`), in the order the
 * facts happened. Delivery is at least once; each handling is once in effect:
 * - a handler that answers a write (a function of the transaction) has that write run in the same transaction as
 *   the claim of its delivery, so the write and the "done" commit together or not at all;
 * - a handler that does its own work answers nothing: that work must be idempotent by its own keys (a ledger
 *   transfer id, a unique row), and the delivery is marked done after it succeeds.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EventKind, EventPayload, PublishedEvent } from './catalogue.ts';
import { insertEvent, markDone, noteFailure, pendingDeliveries, type PendingDelivery } from './repository.ts';

/** What a handler may answer: the write to run in its delivery's transaction. */
export type EventWrite = (trx: Transaction<Database>) => Promise<void>;
/** A handler answers an EventWrite, or anything else (nothing) when it did idempotent work of its own. */
export type EventHandler<K extends EventKind> = (event: PublishedEvent<K>) => Promise<unknown>;

/** Deliveries read per pass of the events job. */
const PASS_LIMIT = 500;

export class EventBus {
  private readonly handlers = new Map<string, Map<string, EventHandler<EventKind>>>();
  private readonly db: Kysely<Database>;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, now: () => number) {
    this.db = db;
    this.now = now;
  }

  /** Called while the platform assembles its modules (platform/app.ts), before anything is published. */
  subscribe<K extends EventKind>(subscriber: string, kind: K, handler: EventHandler<K>): void {
    let byKind = this.handlers.get(kind);
    if (!byKind) this.handlers.set(kind, (byKind = new Map()));
    if (byKind.has(subscriber)) throw new Error(`${subscriber} subscribes to ${kind} twice`);
    byKind.set(subscriber, handler as unknown as EventHandler<EventKind>);
  }

  /** Writes the fact and its pending deliveries in the caller's transaction; answers the fact's id for `deliver`. */
  publish<K extends EventKind>(
    trx: Transaction<Database>,
    kind: K,
    payload: EventPayload<K>,
    at: string,
  ): Promise<number> {
    return insertEvent(trx, kind, JSON.stringify(payload), at, [...(this.handlers.get(kind)?.keys() ?? [])]);
  }

  /** After the publishing transaction committed: delivers those facts now (what fails waits for the events job). */
  async deliver(...ids: (number | undefined)[]): Promise<void> {
    const known = ids.filter((id): id is number => id !== undefined);
    if (known.length === 0) return;
    await this.run(await pendingDeliveries(this.db, known, PASS_LIMIT));
  }

  /** The events job's pass: every pending delivery, oldest fact first. Answers how many were done by this pass. */
  async deliverPending(): Promise<number> {
    return this.run(await pendingDeliveries(this.db, undefined, PASS_LIMIT));
  }

  /** Handles deliveries in order; a subscriber whose delivery failed gets none of its later ones in this pass. */
  private async run(deliveries: PendingDelivery[]): Promise<number> {
    const stuck = new Set<string>();
    let done = 0;
    for (const delivery of deliveries) {
      if (stuck.has(delivery.subscriber)) continue;
      const handler = this.handlers.get(delivery.kind)?.get(delivery.subscriber);
      if (!handler) continue;
      try {
        if (await this.handle(delivery, handler)) done += 1;
      } catch (error) {
        stuck.add(delivery.subscriber);
        console.error(`event ${delivery.kind} #${delivery.event_id} for ${delivery.subscriber} failed`, error);
        await noteFailure(this.db, Number(delivery.event_id), delivery.subscriber, String(error)).catch(() => {});
      }
    }
    return done;
  }

  private async handle(delivery: PendingDelivery, handler: EventHandler<EventKind>): Promise<boolean> {
    const eventId = Number(delivery.event_id);
    const event = {
      id: eventId,
      kind: delivery.kind as EventKind,
      payload: JSON.parse(delivery.payload),
      at: delivery.created_at,
    } as PublishedEvent<EventKind>;
    const answer = await handler(event);
    const write = typeof answer === 'function' ? (answer as EventWrite) : undefined;
    const at = new Date(this.now()).toISOString();
    if (!write) return markDone(this.db, eventId, delivery.subscriber, at);
    return this.db.transaction().execute(async (trx) => {
      if (!(await markDone(trx, eventId, delivery.subscriber, at))) return false;
      await write(trx);
      return true;
    });
  }
}
