/**
 * Rate-limit windows in the database: where the platform counts while Redis cannot be reached, so several
 * processes still share one count per key and limits keep holding (platform/limits/database-rate-limiter.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    // Epoch milliseconds at which the window closes.
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
