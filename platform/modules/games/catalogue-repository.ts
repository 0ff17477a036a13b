/** SQL for the game catalogue, favourites and recents. Only enabled games of enabled vendors are ever listed. */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

const COLUMNS = [
  'games.id',
  'games.vassalage',
  'games.code',
  'games.name_en',
  'games.name_bn',
  'games.category',
  'games.image',
  'games.is_hot',
  'games.is_game',
  'games.game_type',
  'games.account_type_name',
  'games.default_play_type',
] as const;

export type GameRow = {
  id: number;
  vassalage: string;
  code: string;
  name_en: string;
  name_bn: string;
  category: string;
  image: string;
  is_hot: number;
  is_game: string;
  game_type: string | null;
  account_type_name: string | null;
  default_play_type: string | null;
};

/** Games joined to their vendor, so switching a vendor off hides its games everywhere. */
function listed(db: Kysely<Database>, merchant: string) {
  return db
    .selectFrom('games')
    .innerJoin('vendors', (j) =>
      j.onRef('vendors.vassalage', '=', 'games.vassalage').onRef('vendors.merchant_code', '=', 'games.merchant_code'),
    )
    .select(COLUMNS)
    .where('games.merchant_code', '=', merchant)
    .where('games.enabled', '=', 1)
    .where('vendors.enabled', '=', 1);
}

type Listed = ReturnType<typeof listed>;
// biome-ignore lint/suspicious/noExplicitAny: any narrowing of the listed query; the cast below sets its row type.
const run = (q: Listed | SelectQueryBuilder<any, any, any>) => q.execute() as Promise<GameRow[]>;

/** A vendor's playable games (not its VASSALAGE items, which stand for the vendor itself). */
export function vendorGames(db: Kysely<Database>, merchant: string, vassalage: string) {
  return run(
    listed(db, merchant)
      .where('games.vassalage', '=', vassalage)
      .where('games.is_game', '=', 'GAME')
      .orderBy('games.sort'),
  );
}

export function gamesOfType(db: Kysely<Database>, merchant: string, gameType: string) {
  return run(
    listed(db, merchant)
      .where('games.game_type', '=', gameType)
      .where('games.is_game', '=', 'GAME')
      .orderBy('games.sort'),
  );
}

export function hotGames(db: Kysely<Database>, merchant: string, vassalage?: string) {
  let q = listed(db, merchant).where('games.is_hot', '=', 1);
  if (vassalage) q = q.where('games.vassalage', '=', vassalage);
  return run(q.orderBy('games.sort'));
}

export async function gameByCode(db: Kysely<Database>, merchant: string, code: string): Promise<GameRow | undefined> {
  return (await run(listed(db, merchant).where('games.code', '=', code)))[0];
}

export function favouriteGames(db: Kysely<Database>, merchant: string, memberId: number) {
  return run(
    listed(db, merchant)
      .innerJoin('game_favourites', 'game_favourites.game_id', 'games.id')
      .where('game_favourites.member_id', '=', memberId)
      .orderBy('game_favourites.created_at', 'desc')
      .orderBy('games.sort'),
  );
}

export async function favouriteIds(db: Kysely<Database>, memberId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('game_favourites').select('game_id').where('member_id', '=', memberId).execute();
  return new Set(rows.map((r) => r.game_id));
}

/** Adding twice keeps one row: the primary key decides, whichever request comes first. */
export async function addFavourite(db: Kysely<Database>, memberId: number, gameId: number, at: string): Promise<void> {
  await db
    .insertInto('game_favourites')
    .values({ member_id: memberId, game_id: gameId, created_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Kysely<Database>, memberId: number, gameId: number): Promise<void> {
  await db.deleteFrom('game_favourites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
}

export function recentGames(db: Kysely<Database>, merchant: string, memberId: number, limit: number) {
  return run(
    listed(db, merchant)
      .innerJoin('game_recents', 'game_recents.game_id', 'games.id')
      .where('game_recents.member_id', '=', memberId)
      .orderBy('game_recents.last_played_at', 'desc')
      .limit(limit),
  );
}

/** Called by the launch: one row per member and game, its time moved to the latest launch. */
export async function recordPlayed(db: Kysely<Database>, memberId: number, gameId: number, at: string): Promise<void> {
  await db
    .insertInto('game_recents')
    .values({ member_id: memberId, game_id: gameId, last_played_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ last_played_at: at }))
    .execute();
}

/** One enabled vendor's category and the kinds of item it lists (its game types, and whether it has a VASSALAGE item). */
export async function vendorGameKinds(db: Kysely<Database>, merchant: string, vassalage: string) {
  const vendor = await db
    .selectFrom('vendors')
    .select(['vassalage', 'category'])
    .where('merchant_code', '=', merchant)
    .where('vassalage', '=', vassalage)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!vendor) return undefined;
  const kinds = await db
    .selectFrom('games')
    .select(['is_game', 'game_type'])
    .distinct()
    .where('merchant_code', '=', merchant)
    .where('vassalage', '=', vassalage)
    .where('enabled', '=', 1)
    .execute();
  return { vendor, kinds };
}
