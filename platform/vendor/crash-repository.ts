/**
 * The crash game's chains, rounds and bets. Every state change is one conditional update, so two processes (or
 * fifty parallel requests) cannot both move the same round or bet: the one whose update changed the row acts.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CrashBetsTable, CrashChainsTable, CrashRoundsTable } from './crash-tables.ts';

export type CrashChain = Selectable<CrashChainsTable>;
export type CrashRound = Selectable<CrashRoundsTable>;
export type CrashBet = Selectable<CrashBetsTable>;
type Db = Kysely<Database>;

export interface GameKey {
  vassalage: string;
  code: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function latestChain(db: Db, game: GameKey): Promise<CrashChain | undefined> {
  return db
    .selectFrom('crash_chains')
    .selectAll()
    .where('vassalage', '=', game.vassalage)
    .where('game_code', '=', game.code)
    .orderBy('first_seq', 'desc')
    .executeTakeFirst();
}

export function chainById(db: Db, id: string): Promise<CrashChain | undefined> {
  return db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new chain starting at round `first_seq`; when another process made it first, theirs stands. */
export async function insertChain(db: Db, chain: CrashChain): Promise<void> {
  await db
    .insertInto('crash_chains')
    .values(chain)
    .onConflict((oc) => oc.columns(['vassalage', 'game_code', 'first_seq']).doNothing())
    .execute();
}

export function latestRound(db: Db, game: GameKey): Promise<CrashRound | undefined> {
  return db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('vassalage', '=', game.vassalage)
    .where('game_code', '=', game.code)
    .orderBy('seq', 'desc')
    .executeTakeFirst();
}

export function roundById(db: Db, id: string): Promise<CrashRound | undefined> {
  return db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The next round; the unique (game, seq) keeps the first process's row when two make it at once. */
export async function insertRound(db: Db, round: CrashRound): Promise<void> {
  await db
    .insertInto('crash_rounds')
    .values(round)
    .onConflict((oc) => oc.columns(['vassalage', 'game_code', 'seq']).doNothing())
    .execute();
}

/** The last crashed rounds, newest first (the history pills and the fairness panel). */
export function crashedRounds(db: Db, game: GameKey, now: number, limit: number): Promise<CrashRound[]> {
  return db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('vassalage', '=', game.vassalage)
    .where('game_code', '=', game.code)
    .where('crash_at_ms', '<=', now)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** Rounds that crashed and are not settled: open ones, and claims left by a process that stopped. */
export function dueRounds(db: Db, now: number, limit: number): Promise<CrashRound[]> {
  return db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('state', '!=', 'settled')
    .where('crash_at_ms', '<=', now)
    .orderBy('crash_at_ms')
    .limit(limit)
    .execute();
}

/** Claims a crashed round's settlement for one process until `now + leaseMs`. */
export async function claimRound(db: Db, id: string, now: number, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('crash_rounds')
    .set({ state: 'settling', claimed_until_ms: now + leaseMs })
    .where('id', '=', id)
    .where('crash_at_ms', '<=', now)
    .where((eb) =>
      eb.or([eb('state', '=', 'open'), eb.and([eb('state', '=', 'settling'), eb('claimed_until_ms', '<', now)])]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function settleRound(db: Db, id: string): Promise<void> {
  await db.updateTable('crash_rounds').set({ state: 'settled' }).where('id', '=', id).execute();
}

export function betsOfRound(db: Db, roundId: string): Promise<CrashBet[]> {
  return db.selectFrom('crash_bets').selectAll().where('round_id', '=', roundId).orderBy('created_at').execute();
}

export function betOf(db: Db, roundId: string, sessionHash: string): Promise<CrashBet | undefined> {
  return db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
}

export function betById(db: Db, id: string): Promise<CrashBet | undefined> {
  return db.selectFrom('crash_bets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A bet whose debit is on its way; false when this session already has one in the round. */
export async function insertBet(
  db: Db,
  bet: Pick<CrashBet, 'id' | 'round_id' | 'session_hash' | 'player_ref' | 'stake_minor' | 'auto_x100'>,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('crash_bets')
    .values({
      ...bet,
      state: 'pending',
      cashout_x100: null,
      win_minor: null,
      credited: 0,
      created_at: iso(now),
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(['round_id', 'session_hash']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The platform refused the debit: no money moved, the bet is gone and the player may bet again. */
export async function dropBet(db: Db, id: string): Promise<void> {
  await db.deleteFrom('crash_bets').where('id', '=', id).where('state', '=', 'pending').execute();
}

/** The debit was accepted; false when settlement already rolled the bet back (the answer came too late). */
export async function markDebited(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('crash_bets')
    .set({ state: 'open' })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Decides a riding bet: won at a multiplier, or lost. Only one caller's update changes the row. */
export async function decideBet(
  db: Db,
  id: string,
  decision: { state: 'won'; cashoutX100: number; winMinor: bigint } | { state: 'lost' },
  now: number,
): Promise<boolean> {
  const set =
    decision.state === 'won'
      ? { state: 'won' as const, cashout_x100: decision.cashoutX100, win_minor: decision.winMinor, closed_at: iso(now) }
      : { state: 'lost' as const, win_minor: 0n, closed_at: iso(now) };
  const result = await db
    .updateTable('crash_bets')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markCredited(db: Db, id: string): Promise<void> {
  await db.updateTable('crash_bets').set({ credited: 1 }).where('id', '=', id).execute();
}

export async function markRefunded(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('crash_bets')
    .set({ state: 'refunded', closed_at: iso(now) })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/** Riding bets of a round whose auto cash-out the multiplier has reached. */
export function autoCashoutsDue(db: Db, roundId: string, reachedX100: number): Promise<CrashBet[]> {
  return db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('state', '=', 'open')
    .where('auto_x100', 'is not', null)
    .where('auto_x100', '<=', reachedX100)
    .execute();
}

/** Decided bets whose closing credit has not landed yet (a lost answer): the next pass sends it again. */
export function uncreditedBets(db: Db, limit: number): Promise<CrashBet[]> {
  return db
    .selectFrom('crash_bets')
    .selectAll()
    .where('credited', '=', 0)
    .where('state', 'in', ['won', 'lost'])
    .limit(limit)
    .execute();
}
