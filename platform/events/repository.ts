/** All SQL of the events outbox. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface PendingDelivery {
  event_id: number;
  subscriber: string;
  kind: string;
  payload: string;
  created_at: string;
}

export async function insertEvent(
  trx: Transaction<Database>,
  kind: string,
  payload: string,
  at: string,
  subscribers: readonly string[],
): Promise<number> {
  const row = await trx
    .insertInto('platform_events')
    .values({ kind, payload, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (subscribers.length > 0)
    await trx
      .insertInto('event_deliveries')
      .values(subscribers.map((subscriber) => ({ event_id: id, subscriber, done_at: null, last_error: null })))
      .execute();
  return id;
}

/** Pending deliveries, oldest fact first: of the given events, or (ids undefined) of any. */
export function pendingDeliveries(db: Db, ids: readonly number[] | undefined, limit: number) {
  let query = db
    .selectFrom('event_deliveries as d')
    .innerJoin('platform_events as e', 'e.id', 'd.event_id')
    .select(['d.event_id', 'd.subscriber', 'e.kind', 'e.payload', 'e.created_at'])
    .where('d.done_at', 'is', null);
  if (ids) query = query.where('d.event_id', 'in', ids);
  return query.orderBy('d.event_id').orderBy('d.subscriber').limit(limit).execute() as Promise<PendingDelivery[]>;
}

/**
 * Marks a delivery done; false when it already was. Inside the handler's transaction this is the claim: a second
 * process marking the same delivery waits for the first one's commit (PostgreSQL's row lock; SQLite's one writer)
 * and then finds it done.
 */
export async function markDone(db: Db, eventId: number, subscriber: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('event_deliveries')
    .set({ done_at: at })
    .where('event_id', '=', eventId)
    .where('subscriber', '=', subscriber)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function noteFailure(db: Db, eventId: number, subscriber: string, error: string): Promise<void> {
  await db
    .updateTable('event_deliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500) }))
    .where('event_id', '=', eventId)
    .where('subscriber', '=', subscriber)
    .execute();
}
