/**
 * A game session records which book it plays (issue 13): 1 for a trial's practice money, 0 for real money. The
 * seamless calls of a practice session move only the practice book (platform/modules/ledger/practice.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('game_sessions')
    .addColumn('practice', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_sessions').dropColumn('practice').execute();
}
