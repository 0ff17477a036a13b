/**
 * PVP bingo rooms (issue 19): the built-in vendor's shared draws. Like vendor_rounds these are the vendor's own
 * book of play, not money: every card's money moves only through the seamless wallet.
 * - room_cycles: one row per room and cycle, made (with its seed) before the first card of the cycle is sold. Its
 *   state is also the claim that makes a draw happen once with any number of server processes on one database.
 * - room_cards: one row per seat sold; (cycle, seat) is unique, so a seat cannot be sold twice.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('room_cycles')
    // `${vassalage}/${gameCode}#${cycleNo}`: the clock names a cycle, so every process means the same one.
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('cycle_no', 'bigint', (c) => c.notNull())
    // Kept secret (never answered) until the cycle is drawn.
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('draw_at', 'varchar(32)', (c) => c.notNull())
    // open: cards on sale or waiting for the draw; drawing: one process claimed it until claimed_until; settled.
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state in ('open', 'drawing', 'settled')`))
    .addColumn('claimed_until', 'varchar(32)')
    // The balls, JSON, written before any card is paid, so a second claimant pays exactly the same.
    .addColumn('balls', 'text')
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('room_cycles_state').on('room_cycles').columns(['state', 'draw_at']).execute();
  await db.schema
    .createIndex('room_cycles_room')
    .on('room_cycles')
    .columns(['vassalage', 'game_code', 'cycle_no'])
    .unique()
    .execute();
  await db.schema
    .createTable('room_cards')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('cycle_id', 'varchar(100)', (c) => c.notNull().references('room_cycles.id'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    // SHA-256 of the game session token that bought the card.
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('player_ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor > 0`))
    .addColumn('card', 'text', (c) => c.notNull())
    // 1 once the platform accepted the debit: the draw pays such a card; any other open card is rolled back.
    .addColumn('debited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('win_minor', 'bigint', (c) => c.check(sql`win_minor >= 0`))
    .addColumn('pattern', 'varchar(12)')
    // open: bought, not settled; settled: its win credited; refunded: its bet rolled back.
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state in ('open', 'settled', 'refunded')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('room_cards_seat').on('room_cards').columns(['cycle_id', 'seat']).unique().execute();
  await db.schema.createIndex('room_cards_session').on('room_cards').columns(['session_hash', 'cycle_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('room_cards').execute();
  await db.schema.dropTable('room_cycles').execute();
}
