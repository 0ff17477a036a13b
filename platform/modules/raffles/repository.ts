/**
 * All SQL of raffles: rules, rounds, the frozen ticket list and the prizes. Settled turnover is read by the
 * promotions' `stakesByCategory` (the bonus wagering's reading); this file only finds who bet in a period.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RafflePrizesTable, RaffleRoundsTable, RafflesTable, RaffleTicketsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type RoundRow = Selectable<RaffleRoundsTable>;
export type RaffleRow = Selectable<RafflesTable>;
export type TicketRow = Selectable<RaffleTicketsTable>;
export type PrizeRow = Selectable<RafflePrizesTable>;

export async function raffleBySlug(db: Db, merchantCode: string, slug: string): Promise<RaffleRow | undefined> {
  return db
    .selectFrom('raffles')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function roundById(db: Db, merchantCode: string, id: number): Promise<RoundRow | undefined> {
  return db
    .selectFrom('raffle_rounds')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The promotion's newest round (running, waiting for its draw, or drawn). */
export async function latestRound(db: Db, merchantCode: string, slug: string): Promise<RoundRow | undefined> {
  return db
    .selectFrom('raffle_rounds')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('slug', '=', slug)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function recentRounds(db: Db, merchantCode: string, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('raffle_rounds')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Open rounds whose period ended at or before `endedBy`: the job's draws. */
export async function roundsToDraw(db: Db, merchantCode: string, endedBy: string): Promise<RoundRow[]> {
  return db
    .selectFrom('raffle_rounds')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('state', '=', 'open')
    .where('ends_at', '<=', endedBy)
    .orderBy('id')
    .execute();
}

export async function insertRound(db: Db, row: Insertable<RaffleRoundsTable>): Promise<number> {
  const { id } = await db.insertInto('raffle_rounds').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

/** Ends a running round's period now (the operator's early draw); false when it was not running past `at`. */
export async function endRoundAt(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('raffle_rounds')
    .set({ ends_at: at })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .where('ends_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the round drawn, only from open: the one draw that wins this update writes the tickets and prizes. */
export async function markDrawn(
  trx: Transaction<Database>,
  id: number,
  change: { ticket_count: number; drawn_at: string; claim_until: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('raffle_rounds')
    .set({ ...change, state: 'drawn' })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertTickets(trx: Transaction<Database>, rows: Insertable<RaffleTicketsTable>[]): Promise<void> {
  // Chunks keep each statement under both stores' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('raffle_tickets')
      .values(rows.slice(i, i + 200))
      .execute();
}

export async function insertPrizes(trx: Transaction<Database>, rows: Insertable<RafflePrizesTable>[]): Promise<void> {
  if (rows.length) await trx.insertInto('raffle_prizes').values(rows).execute();
}

export async function ticketsOf(db: Db, roundId: number): Promise<(TicketRow & { username: string })[]> {
  return db
    .selectFrom('raffle_tickets as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .selectAll('t')
    .select('m.username')
    .where('t.round_id', '=', roundId)
    .orderBy('t.first_ticket')
    .execute();
}

export async function prizesOf(db: Db, roundId: number): Promise<(PrizeRow & { username: string })[]> {
  return db
    .selectFrom('raffle_prizes as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .selectAll('p')
    .select('m.username')
    .where('p.round_id', '=', roundId)
    .orderBy('p.place')
    .execute();
}

export async function prizeOf(db: Db, roundId: number, ticket: number): Promise<PrizeRow | undefined> {
  return db
    .selectFrom('raffle_prizes')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('ticket', '=', ticket)
    .executeTakeFirst();
}

/** A member's prizes not paid yet, of drawn rounds of this merchant (the reward centre's claimable list). */
export async function unpaidPrizesOf(
  db: Db,
  merchantCode: string,
  memberId: number,
): Promise<(PrizeRow & { slug: string; claim_until: string | null })[]> {
  return db
    .selectFrom('raffle_prizes as p')
    .innerJoin('raffle_rounds as r', 'r.id', 'p.round_id')
    .selectAll('p')
    .select(['r.slug', 'r.claim_until'])
    .where('r.merchant_code', '=', merchantCode)
    .where('p.member_id', '=', memberId)
    .where('p.paid_at', 'is', null)
    .orderBy('p.round_id')
    .orderBy('p.place')
    .execute();
}

/** Unpaid prizes of rounds whose claim deadline has passed: the job pays them. */
export async function overduePrizes(
  db: Db,
  merchantCode: string,
  at: string,
): Promise<(PrizeRow & { slug: string })[]> {
  return db
    .selectFrom('raffle_prizes as p')
    .innerJoin('raffle_rounds as r', 'r.id', 'p.round_id')
    .selectAll('p')
    .select('r.slug')
    .where('r.merchant_code', '=', merchantCode)
    .where('r.state', '=', 'drawn')
    .where('r.claim_until', '<=', at)
    .where('p.paid_at', 'is', null)
    .orderBy('p.round_id')
    .orderBy('p.place')
    .execute();
}

/** Written inside the prize's ledger transfer: only the first payment writes it. */
export async function markPrizePaid(
  trx: Transaction<Database>,
  roundId: number,
  ticket: number,
  via: 'claim' | 'auto',
  at: string,
): Promise<void> {
  await trx
    .updateTable('raffle_prizes')
    .set({ paid_via: via, paid_at: at })
    .where('round_id', '=', roundId)
    .where('ticket', '=', ticket)
    .where('paid_at', 'is', null)
    .execute();
}

/** Members whose money wallets were debited for a settled bet in [from, to): who may hold tickets. */
export async function bettorsBetween(db: Db, merchantCode: string, fromIso: string, toIso: string): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', 'a.id', 't.debit_account_id')
    .select('a.member_id')
    .distinct()
    .where('t.code', '=', 'bet')
    .where('t.created_at', '>=', fromIso)
    .where('t.created_at', '<', toIso)
    .where('t.kind', 'in', ['posted', 'post'])
    .where('a.merchant_code', '=', merchantCode)
    .where('a.kind', 'in', ['main', 'vendor'])
    .execute();
  return rows
    .map((r) => r.member_id)
    .filter((id): id is number => id !== null)
    .sort((a, b) => a - b);
}
