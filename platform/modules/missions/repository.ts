/**
 * All SQL of missions: the merchant's missions, the events progress is measured from (paid deposits and settled
 * bets as the ledger recorded them, login days), the claims, and the period's leaderboard.
 *
 * Settled bets are read as cashback reads them (rebates/repository.ts): bet transfers posted (or the post of a
 * held bet) from the member's money wallets, less what a rollback refunded of each; a bet's category is its game's.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import type { MissionClaimsTable, MissionsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

const sumOf = (value: string | number | bigint | null | undefined): bigint =>
  value === null || value === undefined ? 0n : BigInt(value);

export interface MissionRow {
  id: number;
  period: MissionsTable['period'];
  kind: MissionsTable['kind'];
  target: bigint;
  category: string | null;
  rewardMinor: bigint;
  state: 'open' | 'closed';
}

/** The merchant's missions in their order; `openOnly` leaves out the closed ones. */
export async function missionsOf(db: Db, merchantCode: string, openOnly: boolean): Promise<MissionRow[]> {
  let query = db
    .selectFrom('missions')
    .select(['id', 'period', 'kind', 'target', 'category', 'reward_minor', 'state'])
    .where('merchant_code', '=', merchantCode);
  if (openOnly) query = query.where('state', '=', 'open');
  const rows = await query.orderBy('period').orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    period: r.period,
    kind: r.kind,
    target: toMinor(r.target),
    category: r.category,
    rewardMinor: toMinor(r.reward_minor),
    state: r.state,
  }));
}

export async function insertMission(db: Db, row: Insertable<MissionsTable>): Promise<number> {
  const { id } = await db.insertInto('missions').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export async function setMissionState(
  db: Db,
  merchantCode: string,
  id: number,
  state: 'open' | 'closed',
): Promise<boolean> {
  const result = await db
    .updateTable('missions')
    .set({ state })
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function walletsOf(db: Db, merchantCode: string, memberId: number, kinds: string[]): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('kind', 'in', kinds)
    .execute();
  return rows.map((r) => r.id);
}

/** Money the member's paid deposits brought in [from, to). */
export async function depositedIn(
  db: Db,
  merchantCode: string,
  memberId: number,
  fromIso: string,
  toIso: string,
): Promise<bigint> {
  const wallets = await walletsOf(db, merchantCode, memberId, ['main']);
  if (!wallets.length) return 0n;
  const row = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.sum<string | number | bigint | null>('amount_minor').as('total'))
    .where('code', '=', 'deposit')
    .where('kind', '=', 'posted')
    .where('credit_account_id', 'in', wallets)
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .executeTakeFirst();
  return sumOf(row?.total);
}

export interface SettledBets {
  stakeByCategory: Map<string, bigint>;
  roundsByCategory: Map<string, number>;
}

/** The member's settled bets in [from, to), per game category: stakes net of refunds, and bets not refunded whole. */
export async function settledBetsIn(
  db: Db,
  merchantCode: string,
  memberId: number,
  fromIso: string,
  toIso: string,
): Promise<SettledBets> {
  const result: SettledBets = { stakeByCategory: new Map(), roundsByCategory: new Map() };
  const wallets = await walletsOf(db, merchantCode, memberId, ['main', 'vendor']);
  if (!wallets.length) return result;
  const bets = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('seamless_transactions as s', (join) =>
      join.on((eb) => eb('s.transfer_id', '=', eb.fn.coalesce('t.pending_id', 't.id'))),
    )
    .select(['t.amount_minor', 's.vendor', 's.transaction_id', 's.game_code'])
    .where('t.code', '=', 'bet')
    .where('t.kind', 'in', ['posted', 'post'])
    .where('t.debit_account_id', 'in', wallets)
    .where('t.created_at', '>=', fromIso)
    .where('t.created_at', '<', toIso)
    .execute();
  if (!bets.length) return result;
  // Refunds of the member's bets (rollbacks), by the bet's vendor and transaction id.
  const refunds = await db
    .selectFrom('seamless_transactions')
    .select(['vendor', 'original_transaction_id', 'amount_minor'])
    .where('merchant_code', '=', merchantCode)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'refund')
    .where('created_at', '>=', fromIso)
    .execute();
  const refunded = new Map<string, bigint>();
  for (const r of refunds) {
    const key = `${r.vendor}\n${r.original_transaction_id ?? ''}`;
    refunded.set(key, (refunded.get(key) ?? 0n) + toMinor(r.amount_minor));
  }
  const codes = [...new Set(bets.map((b) => b.game_code).filter((c): c is string => c !== null))];
  const games = codes.length
    ? await db
        .selectFrom('games')
        .select(['code', 'category'])
        .where('merchant_code', '=', merchantCode)
        .where('code', 'in', codes)
        .execute()
    : [];
  const categoryOf = new Map<string, string>();
  for (const game of games) if (!categoryOf.has(game.code)) categoryOf.set(game.code, game.category);
  for (const bet of bets) {
    const category = bet.game_code ? categoryOf.get(bet.game_code) : undefined;
    if (!category) continue;
    const net = toMinor(bet.amount_minor) - (refunded.get(`${bet.vendor}\n${bet.transaction_id}`) ?? 0n);
    if (net <= 0n) continue;
    result.stakeByCategory.set(category, (result.stakeByCategory.get(category) ?? 0n) + net);
    result.roundsByCategory.set(category, (result.roundsByCategory.get(category) ?? 0) + 1);
  }
  return result;
}

/** Notes a login day; a second login that day changes nothing. */
export async function noteLoginDay(db: Db, memberId: number, day: string): Promise<void> {
  await db
    .insertInto('mission_login_days')
    .values({ member_id: memberId, day })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .execute();
}

export async function loginDaysIn(db: Db, memberId: number, firstDay: string, lastDay: string): Promise<string[]> {
  const rows = await db
    .selectFrom('mission_login_days')
    .select('day')
    .where('member_id', '=', memberId)
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .execute();
  return rows.map((r) => r.day);
}

/** The member's claims of these periods, as "<mission>:<period key>". */
export async function claimedKeys(db: Db, memberId: number, periodKeys: readonly string[]): Promise<Set<string>> {
  if (!periodKeys.length) return new Set();
  const rows = await db
    .selectFrom('mission_claims')
    .select(['mission_id', 'period_key'])
    .where('member_id', '=', memberId)
    .where('period_key', 'in', [...periodKeys])
    .execute();
  return new Set(rows.map((r) => `${r.mission_id}:${r.period_key}`));
}

export async function insertClaim(trx: Transaction<Database>, row: Insertable<MissionClaimsTable>): Promise<void> {
  await trx.insertInto('mission_claims').values(row).execute();
}

export interface LeaderRow {
  memberId: number;
  username: string;
  missions: number;
  rewardMinor: bigint;
}

/** Each member's claims in [from, to): how many, their reward and the last one's time (the board's order). */
function standings(db: Db, merchantCode: string, fromIso: string, toIso: string) {
  return db
    .selectFrom('mission_claims')
    .select((eb) => [
      'member_id',
      eb.fn.countAll<string | number>().as('missions'),
      eb.fn.sum<string | number | bigint>('reward_minor').as('reward'),
      eb.fn.max('created_at').as('last_at'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .groupBy('member_id');
}

/** Members by missions claimed in [from, to), then by reward, then by who got there first; the top `limit`. */
export async function leaders(
  db: Db,
  merchantCode: string,
  fromIso: string,
  toIso: string,
  limit: number,
): Promise<LeaderRow[]> {
  const rows = await db
    .selectFrom(standings(db, merchantCode, fromIso, toIso).as('s'))
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.member_id', 'm.username', 's.missions', 's.reward'])
    .orderBy('s.missions', 'desc')
    .orderBy('s.reward', 'desc')
    .orderBy('s.last_at', 'asc')
    .orderBy('s.member_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    username: r.username,
    missions: Number(r.missions),
    rewardMinor: sumOf(r.reward),
  }));
}

/**
 * The member's place on the period's board (1 = first), in the board's own order: one more than the members ahead
 * of them by missions, then reward, then who got there first. null: the member claimed nothing in [from, to).
 * Both sides are aggregated in SQL, so no sum leaves the database to be compared again.
 */
export async function memberRank(
  db: Db,
  merchantCode: string,
  memberId: number,
  fromIso: string,
  toIso: string,
): Promise<number | null> {
  const row = await db
    .selectFrom([
      standings(db, merchantCode, fromIso, toIso).as('other'),
      standings(db, merchantCode, fromIso, toIso).where('member_id', '=', memberId).as('mine'),
    ])
    .select((eb) => [
      eb.fn.countAll<string | number>().as('standing'),
      eb.fn
        .count<string | number>('other.member_id')
        .filterWhere((f) =>
          f.or([
            f('other.missions', '>', f.ref('mine.missions')),
            f.and([f('other.missions', '=', f.ref('mine.missions')), f('other.reward', '>', f.ref('mine.reward'))]),
            f.and([
              f('other.missions', '=', f.ref('mine.missions')),
              f('other.reward', '=', f.ref('mine.reward')),
              f('other.last_at', '<', f.ref('mine.last_at')),
            ]),
            f.and([
              f('other.missions', '=', f.ref('mine.missions')),
              f('other.reward', '=', f.ref('mine.reward')),
              f('other.last_at', '=', f.ref('mine.last_at')),
              f('other.member_id', '<', f.ref('mine.member_id')),
            ]),
          ]),
        )
        .as('ahead'),
    ])
    .executeTakeFirst();
  // No row of the member's own: the join is empty and counts nothing.
  if (!row || Number(row.standing) === 0) return null;
  return Number(row.ahead) + 1;
}

/** What one member claimed in [from, to). */
export async function memberClaimsIn(
  db: Db,
  memberId: number,
  fromIso: string,
  toIso: string,
): Promise<{ missions: number; rewardMinor: bigint }> {
  const row = await db
    .selectFrom('mission_claims')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('missions'),
      eb.fn.sum<string | number | bigint | null>('reward_minor').as('reward'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .executeTakeFirst();
  return { missions: Number(row?.missions ?? 0), rewardMinor: sumOf(row?.reward) };
}
