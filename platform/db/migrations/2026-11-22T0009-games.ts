/**
 * The game catalogue (spec 3 "Game object", spec 7 Games): each vendor's games with their names in both
 * languages and their images, and per member the favourites and the recently played games.
 */
import type { Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('games'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    // The vendor the game belongs to; for a VASSALAGE item, the vendor whose games its popup lists.
    .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
    // Sent to the launch call as gameId: unique per merchant so one value names one game.
    .addColumn('code', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_bn', 'varchar(80)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    // Site-relative image path, served through a random image CDN when the merchant has some (spec 9).
    .addColumn('image', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_hot', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    // 'GAME', or 'VASSALAGE' for an item that opens a popup list of a vendor's games (spec 4).
    .addColumn('is_game', 'varchar(12)', (c) => c.notNull())
    // Lottery routing (spec 3): gameType LOTT/ELOTT (or BINGO for the bingo lobby), the account type name, the play type.
    .addColumn('game_type', 'varchar(16)')
    .addColumn('account_type_name', 'varchar(24)')
    .addColumn('default_play_type', 'varchar(24)')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_code').unique().on('games').columns(['merchant_code', 'code']).execute();
  await db.schema.createIndex('games_vendor').on('games').columns(['merchant_code', 'vassalage', 'sort']).execute();

  await db.schema
    .createTable('game_favourites')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_favourites_pk', ['member_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('game_recents')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('last_played_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_recents_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('game_recents_member')
    .on('game_recents')
    .columns(['member_id', 'last_played_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_recents').execute();
  await db.schema.dropTable('game_favourites').execute();
  await db.schema.dropTable('games').execute();
}
