/**
 * The events outbox (platform/events): table types, composed into the database type in platform/db/schema.ts.
 */
import type { Generated } from 'kysely';

export interface EventTables {
  platform_events: PlatformEventsTable;
  event_deliveries: EventDeliveriesTable;
}

/** A fact as its publisher wrote it, in the fact's own transaction; `payload` is JSON. */
export interface PlatformEventsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  created_at: string;
}

/** One subscriber's handling of one fact: pending while `done_at` is null. */
export interface EventDeliveriesTable {
  event_id: number;
  subscriber: string;
  done_at: string | null;
  attempts: Generated<number>;
  last_error: string | null;
}
