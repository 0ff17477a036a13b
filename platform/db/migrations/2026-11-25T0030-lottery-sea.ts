/**
 * The SEA lottery's default odds (issue 15), the merchant's settings like the other lottery games' (lottery_odds,
 * hundredths of the stake, changed with `npm run ops -- lottery odds`). The games' draws, tickets and chains use
 * the tables of 0022 as they are.
 * - sea-lottery (6D, Thai style): 3 top pays 900, 3 tod (three different digits, six orders) 150, 2 top and
 *   2 bottom 90 each: every one returns exactly 90 % (bench/rtp.ts).
 * - sea-4d: per ৳1, Big 2,000 / 1,000 / 490 / 250 (special) / 60 (consolation), Small 3,000 / 2,000 / 800, the
 *   prize table the Singapore and Malaysian 4D publish for their Big and Small bets.
 */
import type { Kysely } from 'kysely';

/** Also what bench/rtp.ts measures the SEA bet types at. */
export const SEA_ODDS: readonly [string, string, number][] = [
  ['sea-lottery', 'top3', 90_000],
  ['sea-lottery', 'tod3', 15_000],
  ['sea-lottery', 'top2', 9_000],
  ['sea-lottery', 'bottom2', 9_000],
  ['sea-4d', 'big:first', 200_000],
  ['sea-4d', 'big:second', 100_000],
  ['sea-4d', 'big:third', 49_000],
  ['sea-4d', 'big:special', 25_000],
  ['sea-4d', 'big:consolation', 6_000],
  ['sea-4d', 'small:first', 300_000],
  ['sea-4d', 'small:second', 200_000],
  ['sea-4d', 'small:third', 80_000],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('lottery_odds')
    .values(SEA_ODDS.map(([game_code, bet_key, pays_x100]) => ({ game_code, bet_key, pays_x100 })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('lottery_odds').where('game_code', 'in', ['sea-lottery', 'sea-4d']).execute();
}
