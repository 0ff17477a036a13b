/**
 * The built-in game vendor's rounds (platform/vendor). The vendor is a separate party: these rows are its own
 * book of play, not money — money moves only through the seamless wallet. A row is made when the next round's
 * seed is committed (its hash shown to the player), so the seed exists before the bet and cannot be chosen after it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_rounds')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    // SHA-256 of the game session token: the token itself stays in the player's address only.
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    // The platform's player reference from the seamless answers; null until the bet is sent.
    .addColumn('player_ref', 'varchar(40)')
    // Kept secret (never answered) until the round is settled or refunded.
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('bet_minor', 'bigint', (c) => c.check(sql`bet_minor >= 0`))
    // The engine's input besides the seeds (e.g. the slot's line bet), JSON, so recovery can replay the round.
    .addColumn('bet_detail', 'text')
    // true once the platform accepted the debit: recovery credits such a round; any other open round is rolled back.
    .addColumn('debited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'text')
    .addColumn('win_minor', 'bigint', (c) => c.check(sql`win_minor >= 0`))
    // committed: seed shown, no bet yet; open: bet sent, not settled; settled: win credited; refunded: bet rolled back.
    .addColumn('state', 'varchar(10)', (c) =>
      c.notNull().check(sql`state in ('committed', 'open', 'settled', 'refunded')`),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('opened_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  // The one committed round of a session, and the open rounds recovery scans.
  await db.schema.createIndex('vendor_rounds_session').on('vendor_rounds').columns(['session_hash', 'state']).execute();
  await db.schema.createIndex('vendor_rounds_state').on('vendor_rounds').columns(['state', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_rounds').execute();
}
