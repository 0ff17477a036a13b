/**
 * Dragon tiger, European roulette and andar bahar (issue 26): merchants whose catalogue already lists Lotus
 * Baccarat get the three live tables after their last game (a fresh seed has them in DEMO_GAMES).
 */
import type { Kysely } from 'kysely';

const TABLES = [
  { code: 'dragon-tiger', name_en: 'Dragon Tiger', name_bn: 'ড্রাগন টাইগার', is_hot: 1 },
  { code: 'european-roulette', name_en: 'European Roulette', name_bn: 'ইউরোপীয় রুলেট', is_hot: 0 },
  { code: 'andar-bahar', name_en: 'Andar Bahar', name_bn: 'আন্দার বাহার', is_hot: 1 },
];

export async function up(db: Kysely<any>): Promise<void> {
  const merchants = await db
    .selectFrom('games')
    .select('merchant_code')
    .where('code', '=', 'lotus-baccarat')
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
      .values(
        TABLES.map((table, i) => ({
          merchant_code,
          vassalage: 'LOTUS_LIVE',
          ...table,
          category: 'LIVE',
          image: `/images/games/${table.code}.svg`,
          sort: Number(last?.sort ?? 0) + 1 + i,
          is_game: 'GAME',
          game_type: null,
          account_type_name: null,
          default_play_type: null,
          enabled: 1,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('games')
    .where('vassalage', '=', 'LOTUS_LIVE')
    .where(
      'code',
      'in',
      TABLES.map((table) => table.code),
    )
    .execute();
}
