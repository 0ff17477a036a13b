/** The vendor's rounds (vendor_rounds): each state change is one conditional update, so two requests cannot both move a round. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { VendorRoundsTable } from './tables.ts';

export type VendorRound = Selectable<VendorRoundsTable>;
type Db = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();

export async function insertCommitted(
  db: Db,
  round: Pick<
    VendorRound,
    'id' | 'vassalage' | 'game_code' | 'session_hash' | 'server_seed' | 'seed_hash' | 'client_seed' | 'nonce'
  >,
  now: number,
): Promise<void> {
  await db
    .insertInto('vendor_rounds')
    .values({ ...round, state: 'committed', debited: 0, created_at: iso(now) })
    .execute();
}

export function committedFor(
  db: Db,
  sessionHash: string,
  vassalage: string,
  gameCode: string,
): Promise<VendorRound | undefined> {
  return db
    .selectFrom('vendor_rounds')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .where('state', '=', 'committed')
    .where('vassalage', '=', vassalage)
    .where('game_code', '=', gameCode)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function roundsInSession(db: Db, sessionHash: string): Promise<number> {
  const row = await db
    .selectFrom('vendor_rounds')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('session_hash', '=', sessionHash)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function roundById(db: Db, id: string): Promise<VendorRound | undefined> {
  return db.selectFrom('vendor_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** committed → open with the bet; false when another request took this round first. */
export async function openRound(
  db: Db,
  id: string,
  bet: { player: string; betMinor: bigint; detail: string; clientSeed: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('vendor_rounds')
    .set({
      state: 'open',
      player_ref: bet.player,
      bet_minor: bet.betMinor,
      bet_detail: bet.detail,
      client_seed: bet.clientSeed,
      opened_at: iso(now),
    })
    .where('id', '=', id)
    .where('state', '=', 'committed')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** open → committed again: the platform refused the bet, so no money moved and the shown seed is still unused. */
export async function reopenCommitment(db: Db, id: string): Promise<void> {
  await db
    .updateTable('vendor_rounds')
    .set({ state: 'committed', player_ref: null, bet_minor: null, bet_detail: null, opened_at: null })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .where('debited', '=', 0)
    .execute();
}

/** The debit was accepted; the outcome (from the seeds) is written before the credit is sent, so recovery pays exactly it. */
export async function recordDebit(db: Db, id: string, outcome: string, winMinor: bigint): Promise<void> {
  await db
    .updateTable('vendor_rounds')
    .set({ debited: 1, outcome, win_minor: winMinor })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute();
}

export async function closeRound(db: Db, id: string, state: 'settled' | 'refunded', now: number): Promise<void> {
  await db
    .updateTable('vendor_rounds')
    .set({ state, closed_at: iso(now) })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute();
}

export function openRounds(db: Db, limit: number): Promise<VendorRound[]> {
  return db
    .selectFrom('vendor_rounds')
    .selectAll()
    .where('state', '=', 'open')
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
