/**
 * The crash game (issue 26): the built-in vendor's shared rounds. Like vendor_rounds and the rooms, this is the
 * vendor's own book of play, not money: every bet moves money only through the seamless wallet.
 * - crash_chains: the hash chain each round's seed comes from; its secret is made at first start and never answered.
 * - crash_rounds: one row per round, its timeline in epoch ms; (game, seq) is unique, so every process plays the
 *   same round, and its state is the claim that settles it once.
 * - crash_bets: one bet per session and round; each state change is one conditional update.
 * Merchants whose catalogue already has the PVP lobby get the game's row (a fresh seed has it in DEMO_GAMES).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('crash_chains')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('terminating_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull().check(sql`length > 0`))
    .addColumn('first_seq', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crash_chains_game')
    .on('crash_chains')
    .columns(['vassalage', 'game_code', 'first_seq'])
    .unique()
    .execute();
  await db.schema
    .createTable('crash_rounds')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('chain_id', 'varchar(40)', (c) => c.notNull().references('crash_chains.id'))
    .addColumn('chain_round', 'integer', (c) => c.notNull())
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('crash_x100', 'integer', (c) => c.notNull().check(sql`crash_x100 >= 100`))
    .addColumn('betting_ends_ms', 'bigint', (c) => c.notNull())
    .addColumn('crash_at_ms', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state in ('open', 'settling', 'settled')`))
    .addColumn('claimed_until_ms', 'bigint')
    .execute();
  await db.schema
    .createIndex('crash_rounds_game_seq')
    .on('crash_rounds')
    .columns(['vassalage', 'game_code', 'seq'])
    .unique()
    .execute();
  await db.schema.createIndex('crash_rounds_state').on('crash_rounds').columns(['state', 'crash_at_ms']).execute();
  await db.schema
    .createTable('crash_bets')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('round_id', 'varchar(100)', (c) => c.notNull().references('crash_rounds.id'))
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('player_ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull().check(sql`stake_minor > 0`))
    .addColumn('auto_x100', 'integer')
    .addColumn('state', 'varchar(10)', (c) =>
      c.notNull().check(sql`state in ('pending', 'open', 'won', 'lost', 'refunded')`),
    )
    .addColumn('cashout_x100', 'integer')
    .addColumn('win_minor', 'bigint', (c) => c.check(sql`win_minor >= 0`))
    .addColumn('credited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('crash_bets_round_session')
    .on('crash_bets')
    .columns(['round_id', 'session_hash'])
    .unique()
    .execute();
  const merchants = await db
    .selectFrom('games')
    .select('merchant_code')
    .where('code', '=', 'bingo-90')
    .distinct()
    .execute();
  for (const { merchant_code } of merchants) {
    const last = await db
      .selectFrom('games')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('merchant_code', '=', merchant_code)
      .executeTakeFirst();
    await db
      .insertInto('games')
      .values({
        merchant_code,
        vassalage: 'LOTUS_ARENA',
        code: 'lotus-crash',
        name_en: 'Lotus Crash',
        name_bn: 'লোটাস ক্র্যাশ',
        category: 'PVP',
        image: '/images/games/lotus-crash.svg',
        is_hot: 1,
        sort: Number(last?.sort ?? 0) + 1,
        is_game: 'GAME',
        game_type: null,
        account_type_name: null,
        default_play_type: null,
        enabled: 1,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('games').where('code', '=', 'lotus-crash').execute();
  await db.schema.dropTable('crash_bets').execute();
  await db.schema.dropTable('crash_rounds').execute();
  await db.schema.dropTable('crash_chains').execute();
}
