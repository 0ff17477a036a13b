/**
 * "My tickets" lists a player's tickets of one game across every session they ever opened (not only the page's
 * own session), newest first: an index on the player and the time of sale serves that list on both stores.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('lottery_tickets_player')
    .on('lottery_tickets')
    .columns(['player_ref', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lottery_tickets_player').execute();
}
