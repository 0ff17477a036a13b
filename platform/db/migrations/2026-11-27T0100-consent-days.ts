/**
 * How long a device remembers the player's answer to the age-and-terms gate, in days, set per merchant
 * (issue 27; 30 unless the merchant sets otherwise). The answer is asked again sooner when the gate's text changes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('consent_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('consent_days').execute();
}
