/**
 * The outbox of facts a module publishes for others (platform/events): one row per fact, written in the
 * transaction of the fact itself, and one delivery row per subscriber, written with it. A delivery is done once:
 * its `done_at` is set in the subscriber's own transaction, or after its idempotent work, so a crash between the
 * fact and its handling loses nothing and repeats nothing.
 *
 * Frozen with the migration: a later change is a new migration, never an edit here.
 */
import { sql, type Kysely } from 'kysely';
import { bigIdColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await bigIdColumn(db.schema.createTable('platform_events'), db)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('event_deliveries')
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('platform_events.id'))
    .addColumn('subscriber', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('event_deliveries_pk', ['event_id', 'subscriber'])
    .execute();
  // What is still to deliver, in the order it happened; done rows leave the index.
  await db.schema
    .createIndex('event_deliveries_pending')
    .on('event_deliveries')
    .columns(['event_id'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_deliveries').execute();
  await db.schema.dropTable('platform_events').execute();
}
