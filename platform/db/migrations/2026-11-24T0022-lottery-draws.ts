/**
 * The built-in lottery vendor's book (issue 15): like room_cycles and room_cards, rows of play, never money; every
 * ticket's money moves only through the signed seamless-wallet calls.
 * - lottery_chains: a hash chain of draw seeds made in advance per game; its anchor (the last hash) is public from
 *   the moment the chain exists, and draw i of the chain uses link i, so no seed can be chosen per draw.
 * - lottery_draws: one row per game and draw number; its state is also the claim that makes a draw run once with
 *   any number of server processes on one database.
 * - lottery_tickets: one row per ticket; the odds it was sold at are written on it.
 * - lottery_odds: the merchant's pay per bet type (hundredths of the stake), read at sale time.
 */
import { sql, type Kysely } from 'kysely';

export const ODDS: readonly [string, string, number][] = [
  // Vietnamese north: lô pays per prize ending in the number (27 prizes), đề the special's last 2, 3 càng its last 3.
  ['vn-lotto', 'lo2', 350],
  ['vn-lotto', 'de2', 9_500],
  ['vn-lotto', 'de3', 90_000],
  // Keno 20 of 80, pick n, hits k: `pick<n>:<k>`; a missing pair pays nothing.
  ['lotus-keno', 'pick1:1', 380],
  ['lotus-keno', 'pick2:2', 1_550],
  ['lotus-keno', 'pick3:2', 250],
  ['lotus-keno', 'pick3:3', 4_200],
  ['lotus-keno', 'pick4:2', 100],
  ['lotus-keno', 'pick4:3', 600],
  ['lotus-keno', 'pick4:4', 15_000],
  ['lotus-keno', 'pick5:3', 300],
  ['lotus-keno', 'pick5:4', 2_000],
  ['lotus-keno', 'pick5:5', 70_000],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_chains')
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    // The first draw number this chain serves; draw n uses link n - first_draw_no + 1.
    .addColumn('first_draw_no', 'bigint', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    // The chain's far end: every link is hashed down from it. Secret; its links are revealed one per draw.
    .addColumn('terminal_seed', 'varchar(64)', (c) => c.notNull())
    // Link 0 = SHA-256 applied `length` times to the terminal seed: published when the chain is made.
    .addColumn('anchor_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_chains_pk', ['game_code', 'first_draw_no'])
    .execute();
  await db.schema
    .createTable('lottery_draws')
    // `${gameCode}#${drawNo}`: the clock names a draw, so every process means the same one.
    .addColumn('id', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('draw_no', 'bigint', (c) => c.notNull())
    .addColumn('chain_first_draw_no', 'bigint', (c) => c.notNull())
    .addColumn('chain_index', 'integer', (c) => c.notNull())
    // The chain's link for this draw: secret (never answered) until the draw is run.
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    // SHA-256 of the seed = the previous link, public before any ticket is sold.
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('draw_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('close_at', 'varchar(32)', (c) => c.notNull())
    // open: on sale or waiting; drawing: claimed until claimed_until; settled; cancelled (every ticket refunded).
    .addColumn('state', 'varchar(10)', (c) =>
      c.notNull().check(sql`state in ('open', 'drawing', 'settled', 'cancelled')`),
    )
    .addColumn('claimed_until', 'varchar(32)')
    // JSON, written with the claim before any ticket is paid, so a second claimant pays exactly the same.
    .addColumn('result', 'text')
    .addColumn('drawn_at', 'varchar(32)')
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('lottery_draws_game')
    .on('lottery_draws')
    .columns(['game_code', 'draw_no'])
    .unique()
    .execute();
  await db.schema.createIndex('lottery_draws_state').on('lottery_draws').columns(['state', 'draw_at']).execute();
  await db.schema
    .createTable('lottery_tickets')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('draw_id', 'varchar(60)', (c) => c.notNull().references('lottery_draws.id'))
    // SHA-256 of the game session token that bought the ticket.
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('player_ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('bet_type', 'varchar(10)', (c) => c.notNull())
    // JSON array of the chosen numbers as digit strings ("07", "123").
    .addColumn('numbers', 'varchar(200)', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull().check(sql`stake_minor > 0`))
    // JSON { key: pays_x100 } of the bet type's odds at sale time.
    .addColumn('odds', 'varchar(400)', (c) => c.notNull())
    // 1 once the platform accepted the debit: the draw pays such a ticket; any other open ticket is rolled back.
    .addColumn('debited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('win_minor', 'bigint', (c) => c.check(sql`win_minor >= 0`))
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state in ('open', 'settled', 'refunded')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('lottery_tickets_draw').on('lottery_tickets').columns(['draw_id', 'state']).execute();
  await db.schema
    .createIndex('lottery_tickets_session')
    .on('lottery_tickets')
    .columns(['session_hash', 'created_at'])
    .execute();
  await db.schema
    .createTable('lottery_odds')
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('bet_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('pays_x100', 'integer', (c) => c.notNull().check(sql`pays_x100 >= 0`))
    .addPrimaryKeyConstraint('lottery_odds_pk', ['game_code', 'bet_key'])
    .execute();
  await db
    .insertInto('lottery_odds')
    .values(ODDS.map(([game_code, bet_key, pays_x100]) => ({ game_code, bet_key, pays_x100 })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lottery_odds').execute();
  await db.schema.dropTable('lottery_tickets').execute();
  await db.schema.dropTable('lottery_draws').execute();
  await db.schema.dropTable('lottery_chains').execute();
}
