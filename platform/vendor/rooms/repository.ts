/**
 * The rooms' cycles and cards (room_cycles, room_cards). Every state change is one conditional update, so two
 * processes (or two requests) cannot both move the same cycle or card.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RoomCardsTable, RoomCyclesTable } from './tables.ts';
import { newServerSeed, seedHash } from '../engines/fairness.ts';
import { cycleIdOf, drawTimeOf, type RoomConfig } from './config.ts';

export type RoomCycle = Selectable<RoomCyclesTable>;
export type RoomCard = Selectable<RoomCardsTable>;
type Db = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();

export function cycleById(db: Db, id: string): Promise<RoomCycle | undefined> {
  return db.selectFrom('room_cycles').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The room's cycle `cycleNo`, made with a fresh seed when no process made it yet. The insert keeps the first row
 * (its seed hash may already have been shown), so the seed of a cycle is chosen once, before any card is sold.
 */
export async function ensureCycle(db: Db, room: RoomConfig, cycleNo: number): Promise<RoomCycle> {
  const id = cycleIdOf(room, cycleNo);
  const existing = await cycleById(db, id);
  if (existing) return existing;
  const serverSeed = newServerSeed();
  await db
    .insertInto('room_cycles')
    .values({
      id,
      vassalage: room.vassalage,
      game_code: room.code,
      cycle_no: cycleNo,
      server_seed: serverSeed,
      seed_hash: seedHash(serverSeed),
      draw_at: iso(drawTimeOf(room, cycleNo)),
      state: 'open',
      claimed_until: null,
      balls: null,
      settled_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await cycleById(db, id))!;
}

/** Seats sold in a cycle: every card row, refunded ones included (a seat is not sold twice in one cycle). */
export async function seatsTaken(db: Db, cycleId: string): Promise<number> {
  const row = await db
    .selectFrom('room_cards')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('cycle_id', '=', cycleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A seat for a card; false when that seat was sold meanwhile (the unique (cycle, seat) index refused it). */
export async function insertCard(
  db: Db,
  card: Pick<RoomCard, 'id' | 'cycle_id' | 'seat' | 'session_hash' | 'player_ref' | 'price_minor' | 'card'>,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('room_cards')
    .values({
      ...card,
      debited: 0,
      win_minor: null,
      pattern: null,
      state: 'open',
      created_at: iso(now),
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(['cycle_id', 'seat']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The platform refused the card's debit: no money moved, so the seat is sold again. */
export async function releaseCard(db: Db, id: string): Promise<void> {
  await db.deleteFrom('room_cards').where('id', '=', id).where('debited', '=', 0).where('state', '=', 'open').execute();
}

/** The debit was accepted; false when the draw already rolled the card back (its debit answered too late). */
export async function markDebited(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('room_cards')
    .set({ debited: 1 })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function openCardsOf(db: Db, cycleId: string): Promise<RoomCard[]> {
  return db
    .selectFrom('room_cards')
    .selectAll()
    .where('cycle_id', '=', cycleId)
    .where('state', '=', 'open')
    .orderBy('seat')
    .execute();
}

export async function closeCard(
  db: Db,
  id: string,
  close: { state: 'settled'; winMinor: bigint; pattern: string } | { state: 'refunded' },
  now: number,
): Promise<void> {
  const set =
    close.state === 'settled'
      ? { state: close.state, win_minor: close.winMinor, pattern: close.pattern, closed_at: iso(now) }
      : { state: close.state, closed_at: iso(now) };
  await db.updateTable('room_cards').set(set).where('id', '=', id).where('state', '=', 'open').execute();
}

/** Cycles whose draw time has come and that are not settled: open ones, and claims left by a process that stopped. */
export function dueCycles(db: Db, now: number, limit: number): Promise<RoomCycle[]> {
  return db
    .selectFrom('room_cycles')
    .selectAll()
    .where('state', '!=', 'settled')
    .where('draw_at', '<=', iso(now))
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/**
 * Claims a due cycle for one process until `leaseMs` from now, writing its balls. The update succeeds for one
 * claimant only: the row is open, or its previous claim ran out (that process stopped mid-draw). Balls come from
 * the seed, so a second claimant writes the same ones.
 */
export async function claimCycle(
  db: Db,
  cycle: RoomCycle,
  balls: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('room_cycles')
    .set({ state: 'drawing', claimed_until: iso(now + leaseMs), balls })
    .where('id', '=', cycle.id)
    .where('draw_at', '<=', iso(now))
    .where((eb) =>
      eb.or([eb('state', '=', 'open'), eb.and([eb('state', '=', 'drawing'), eb('claimed_until', '<', iso(now))])]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function settleCycle(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('room_cycles')
    .set({ state: 'settled', settled_at: iso(now) })
    .where('id', '=', id)
    .where('state', '=', 'drawing')
    .execute();
}

/** A session's cards in the given cycles, newest cycle first. */
export function cardsOfSession(db: Db, sessionHash: string, cycleIds: readonly string[]): Promise<RoomCard[]> {
  if (cycleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('room_cards')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .where('cycle_id', 'in', cycleIds)
    .orderBy('created_at', 'desc')
    .execute();
}

export function cardsOfCycle(db: Db, cycleId: string): Promise<RoomCard[]> {
  return db.selectFrom('room_cards').selectAll().where('cycle_id', '=', cycleId).orderBy('seat').execute();
}

/** The room's last settled cycle, for the page's last draw. */
export function lastSettledCycle(db: Db, room: RoomConfig): Promise<RoomCycle | undefined> {
  return db
    .selectFrom('room_cycles')
    .selectAll()
    .where('vassalage', '=', room.vassalage)
    .where('game_code', '=', room.code)
    .where('state', '=', 'settled')
    .orderBy('cycle_no', 'desc')
    .executeTakeFirst();
}
