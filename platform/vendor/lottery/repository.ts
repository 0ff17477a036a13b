/**
 * The lottery vendor's rows (lottery_chains, lottery_draws, lottery_tickets, lottery_odds). Every state change is
 * one conditional update, so two processes (or two requests) cannot both move the same draw or ticket.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LotteryChainsTable, LotteryDrawsTable, LotteryTicketsTable } from './tables.ts';
import { seedHash } from '../engines/fairness.ts';
import { chainLink, newChain } from './chain.ts';
import { closeTimeOf, drawIdOf, drawTimeOf, type LotteryGame } from './config.ts';

export type LotteryChain = Selectable<LotteryChainsTable>;
export type LotteryDraw = Selectable<LotteryDrawsTable>;
export type LotteryTicket = Selectable<LotteryTicketsTable>;
type Db = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();

export function drawById(db: Db, id: string): Promise<LotteryDraw | undefined> {
  return db.selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirst();
}

export function chainOf(db: Db, gameCode: string, firstDrawNo: number): Promise<LotteryChain | undefined> {
  return db
    .selectFrom('lottery_chains')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('first_draw_no', '=', firstDrawNo)
    .executeTakeFirst();
}

/** The game's newest chain, if any. */
export function latestChain(db: Db, gameCode: string): Promise<LotteryChain | undefined> {
  return db
    .selectFrom('lottery_chains')
    .selectAll()
    .where('game_code', '=', gameCode)
    .orderBy('first_draw_no', 'desc')
    .executeTakeFirst();
}

/**
 * The chain that serves draw `drawNo`: the newest one, or a new one starting at that draw when there is none or
 * the newest is used up. The insert keeps the first chain two processes race to make (its anchor may be shown).
 */
export async function chainFor(db: Db, game: LotteryGame, drawNo: number, now: number): Promise<LotteryChain> {
  const latest = await latestChain(db, game.code);
  if (latest && drawNo >= Number(latest.first_draw_no) && drawNo < Number(latest.first_draw_no) + latest.length)
    return latest;
  if (latest && drawNo < Number(latest.first_draw_no))
    throw new Error(`draw ${drawNo} of ${game.code} is before its chain`);
  const { terminalSeed, anchorHash } = newChain(game.chainLength);
  await db
    .insertInto('lottery_chains')
    .values({
      game_code: game.code,
      first_draw_no: drawNo,
      length: game.chainLength,
      terminal_seed: terminalSeed,
      anchor_hash: anchorHash,
      created_at: iso(now),
    })
    .onConflict((oc) => oc.columns(['game_code', 'first_draw_no']).doNothing())
    .execute();
  return (await chainOf(db, game.code, drawNo))!;
}

/** Draw `drawNo` of the game, made from its chain link when no process made it yet. */
export async function ensureDraw(db: Db, game: LotteryGame, drawNo: number, now: number): Promise<LotteryDraw> {
  const id = drawIdOf(game, drawNo);
  const existing = await drawById(db, id);
  if (existing) return existing;
  const chain = await chainFor(db, game, drawNo, now);
  const index = drawNo - Number(chain.first_draw_no) + 1;
  const seed = chainLink(chain.terminal_seed, chain.length, index);
  await db
    .insertInto('lottery_draws')
    .values({
      id,
      vassalage: game.vassalage,
      game_code: game.code,
      draw_no: drawNo,
      chain_first_draw_no: chain.first_draw_no,
      chain_index: index,
      // The seed's hash is the previous link (the anchor for the chain's first draw): public before any sale.
      server_seed: seed,
      seed_hash: seedHash(seed),
      draw_at: iso(drawTimeOf(game, drawNo)),
      close_at: iso(closeTimeOf(game, drawNo)),
      state: 'open',
      claimed_until: null,
      result: null,
      drawn_at: null,
      settled_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await drawById(db, id))!;
}

export async function oddsOf(db: Db, gameCode: string, keys: readonly string[]): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('lottery_odds')
    .select(['bet_key', 'pays_x100'])
    .where('game_code', '=', gameCode)
    .where('bet_key', 'in', keys)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.bet_key, Number(row.pays_x100)]));
}

export async function allOdds(db: Db, gameCode: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('lottery_odds')
    .select(['bet_key', 'pays_x100'])
    .where('game_code', '=', gameCode)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.bet_key, Number(row.pays_x100)]));
}

export async function setOdds(db: Db, gameCode: string, betKey: string, paysX100: number): Promise<boolean> {
  const result = await db
    .updateTable('lottery_odds')
    .set({ pays_x100: paysX100 })
    .where('game_code', '=', gameCode)
    .where('bet_key', '=', betKey)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertTicket(
  db: Db,
  ticket: Pick<
    LotteryTicket,
    'id' | 'draw_id' | 'session_hash' | 'player_ref' | 'bet_type' | 'numbers' | 'stake_minor' | 'odds'
  >,
  now: number,
): Promise<void> {
  await db
    .insertInto('lottery_tickets')
    .values({ ...ticket, debited: 0, win_minor: null, state: 'open', created_at: iso(now), closed_at: null })
    .execute();
}

/** The platform refused the ticket's debit: no money moved, so the ticket is gone. */
export async function dropTicket(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('lottery_tickets')
    .where('id', '=', id)
    .where('debited', '=', 0)
    .where('state', '=', 'open')
    .execute();
}

/** The debit was accepted; false when the draw already rolled the ticket back (its debit answered too late). */
export async function markDebited(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('lottery_tickets')
    .set({ debited: 1 })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function ticketById(db: Db, id: string): Promise<LotteryTicket | undefined> {
  return db.selectFrom('lottery_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function openTicketsOf(db: Db, drawId: string): Promise<LotteryTicket[]> {
  return db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('draw_id', '=', drawId)
    .where('state', '=', 'open')
    .orderBy('created_at')
    .execute();
}

export async function closeTicket(
  db: Db,
  id: string,
  close: { state: 'settled'; winMinor: bigint } | { state: 'refunded' },
  now: number,
): Promise<boolean> {
  const set =
    close.state === 'settled'
      ? { state: close.state, win_minor: close.winMinor, closed_at: iso(now) }
      : { state: close.state, closed_at: iso(now) };
  const result = await db
    .updateTable('lottery_tickets')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Draws to work on: due and open, claims a stopped process left, and closed draws that still hold open tickets. */
export async function drawsNeedingWork(
  db: Db,
  now: number,
  limit: number,
  awaitingFiles: readonly string[] = [],
): Promise<LotteryDraw[]> {
  // Due open draws, and draws whose claim ran out before they were settled: those include a draw the operator ran
  // early (draw-now) whose process stopped, which must not wait for its scheduled time to be finished.
  let dueQuery = db
    .selectFrom('lottery_draws')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', 'in', ['open', 'drawing']), eb('draw_at', '<=', iso(now))]),
        eb.and([eb('state', '=', 'drawing'), eb('claimed_until', '<', iso(now))]),
      ]),
    );
  // Open draws of imported games wait for their file: left out, so they never crowd the limit out of due draws.
  if (awaitingFiles.length)
    dueQuery = dueQuery.where((eb) => eb.or([eb('state', '=', 'drawing'), eb('game_code', 'not in', awaitingFiles)]));
  const due = await dueQuery.orderBy('draw_at').limit(limit).execute();
  // A ticket whose purchase raced a draw run early (draw-now) or a cancel: its draw is closed, the ticket not.
  const stragglers = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .where((eb) => eb.or([eb('state', '=', 'settled'), eb('state', '=', 'cancelled')]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('lottery_tickets')
          .select('lottery_tickets.id')
          .whereRef('lottery_tickets.draw_id', '=', 'lottery_draws.id')
          .where('lottery_tickets.state', '=', 'open'),
      ),
    )
    .orderBy('draw_at')
    .limit(limit)
    .execute();
  return [...due, ...stragglers];
}

/**
 * Claims a draw for one process until `leaseMs` from now, writing its result. The update succeeds for one claimant
 * only: the row is open (and due, unless `early` — the operator's draw-now), or its previous claim ran out (due or
 * not: a draw once claimed has closed its sales, early or on time).
 */
export async function claimDraw(
  db: Db,
  id: string,
  result: string,
  now: number,
  leaseMs: number,
  early = false,
): Promise<boolean> {
  const answer = await db
    .updateTable('lottery_draws')
    .set({ state: 'drawing', claimed_until: iso(now + leaseMs), result, drawn_at: iso(now) })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        early ? eb('state', '=', 'open') : eb.and([eb('state', '=', 'open'), eb('draw_at', '<=', iso(now))]),
        eb.and([eb('state', '=', 'drawing'), eb('claimed_until', '<', iso(now))]),
      ]),
    )
    .executeTakeFirst();
  return answer.numUpdatedRows === 1n;
}

export async function settleDraw(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('lottery_draws')
    .set({ state: 'settled', settled_at: iso(now) })
    .where('id', '=', id)
    .where('state', '=', 'drawing')
    .execute();
}

/** open → cancelled; false when the draw has already been run or cancelled. */
export async function cancelDraw(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('lottery_draws')
    .set({ state: 'cancelled', settled_at: iso(now) })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Which tickets "My tickets" shows: all, waiting for their draw, won, lost or refunded. */
export type TicketFilter = '' | 'open' | 'won' | 'lost' | 'refunded';

/** A player's tickets of one game from every session, newest first, narrowed by `filter`. */
export function ticketsOfPlayer(
  db: Db,
  player: string,
  gameCode: string,
  filter: TicketFilter,
  limit: number,
): Promise<LotteryTicket[]> {
  let query = db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('player_ref', '=', player)
    // Draw ids are `<game>#<number>`: the prefix names the game without a join.
    .where('draw_id', 'like', `${gameCode}#%`);
  if (filter === 'open' || filter === 'refunded') query = query.where('state', '=', filter);
  if (filter === 'won') query = query.where('state', '=', 'settled').where('win_minor', '>', 0n);
  if (filter === 'lost') query = query.where('state', '=', 'settled').where('win_minor', '=', 0n);
  return query.orderBy('created_at', 'desc').limit(limit).execute();
}

/** The draws these tickets belong to (for their time and, once drawn, their result). */
export async function drawsByIds(db: Db, ids: readonly string[]): Promise<Map<string, LotteryDraw>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function ticketsOfDraw(db: Db, drawId: string): Promise<LotteryTicket[]> {
  return db.selectFrom('lottery_tickets').selectAll().where('draw_id', '=', drawId).orderBy('created_at').execute();
}

/** The game's last run draws, newest first, for results by date. */
export function lastSettledDraws(db: Db, gameCode: string, limit: number): Promise<LotteryDraw[]> {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('state', '=', 'settled')
    .orderBy('draw_no', 'desc')
    .limit(limit)
    .execute();
}

export function drawOf(db: Db, gameCode: string, drawNo: number): Promise<LotteryDraw | undefined> {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('draw_no', '=', drawNo)
    .executeTakeFirst();
}
