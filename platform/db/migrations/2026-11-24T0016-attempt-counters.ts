/**
 * Failure counts and locks kept in the database (issue 12 §2): the in-process limiter drops its oldest keys under
 * a flood of new ones, which wiped login locks. A row per counted key, updated by one conditional upsert, so a
 * burst of requests reserves its attempts one by one. Times are epoch milliseconds, so the upsert can do the sums.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('lock_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attempt_counters_window').on('attempt_counters').column('window_ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_counters').execute();
}
