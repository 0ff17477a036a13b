/**
 * "Remember me" (spec 9: one day): a remembered session ends at a fixed time instead of after the idle limit.
 * Null for every other session, which keeps the idle rule.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('expires_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('expires_at').execute();
}
