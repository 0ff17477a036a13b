/**
 * More lottery games on the built-in vendor (issue 15), with their default odds in lottery_odds (hundredths of the
 * stake, the merchant's settings, changed with `npm run ops -- lottery odds`); draws, tickets and chains use the
 * tables of 0022 as they are.
 * - vn-lotto xiên 2 / xiên 3: 2 or 3 different 2-digit numbers that must all end one of the 27 prizes; they pay
 *   16.5 and 74 times the stake, a return of 90.56 % and 91.00 % (platform/vendor/lottery/rtp.ts).
 * - lotus-keno-3 / lotus-keno-5: Lotus Keno's rules and odds every 3 and 5 minutes; merchants seeded before them
 *   get their catalogue rows here (a fresh seed has them in DEMO_GAMES).
 * - lucky-3d: straight pays 900, box (three different digits, six orders) 150: both return exactly 90 %.
 */
import type { Kysely } from 'kysely';
import { ODDS as FIRST_ODDS } from './2026-11-24T0022-lottery-draws.ts';

const KENO_ODDS = FIRST_ODDS.filter(([game]) => game === 'lotus-keno');
const SLOWER_KENO = ['lotus-keno-3', 'lotus-keno-5'];

/** Also what bench/rtp.ts measures these bet types at. */
export const MORE_ODDS: readonly [string, string, number][] = [
  ['vn-lotto', 'xien2', 1_650],
  ['vn-lotto', 'xien3', 7_400],
  ...SLOWER_KENO.flatMap((game) => KENO_ODDS.map(([, key, pays]): [string, string, number] => [game, key, pays])),
  ['lucky-3d', 'straight3', 90_000],
  ['lucky-3d', 'box3', 15_000],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('lottery_odds')
    .values(MORE_ODDS.map(([game_code, bet_key, pays_x100]) => ({ game_code, bet_key, pays_x100 })))
    .execute();
  // Merchants whose catalogue already lists Lotus Keno get the slower ones after their last game.
  const merchants = await db
    .selectFrom('games')
    .select('merchant_code')
    .where('code', '=', 'lotus-keno')
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
        [3, 5].map((minutes, i) => ({
          merchant_code,
          vassalage: 'LOTUS_KENO',
          code: `lotus-keno-${minutes}`,
          name_en: `Lotus Keno ${minutes} min`,
          name_bn: `লোটাস কেনো ${'০১২৩৪৫'[minutes]} মিনিট`,
          category: 'ELOTT',
          image: `/images/games/lotus-keno-${minutes}.svg`,
          is_hot: 0,
          sort: Number(last?.sort ?? 0) + 1 + i,
          is_game: 'GAME',
          game_type: 'ELOTT',
          account_type_name: 'ELOTT',
          default_play_type: 'KENO',
          enabled: 1,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('games').where('code', 'in', SLOWER_KENO).execute();
  await db
    .deleteFrom('lottery_odds')
    .where((eb) =>
      eb.or([
        eb('game_code', 'in', [...SLOWER_KENO, 'lucky-3d']),
        eb.and([eb('game_code', '=', 'vn-lotto'), eb('bet_key', 'in', ['xien2', 'xien3'])]),
      ]),
    )
    .execute();
}
