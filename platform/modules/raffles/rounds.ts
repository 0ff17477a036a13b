/**
 * A raffle round's life: opened with a fresh random server seed whose SHA-256 is published at once (the
 * commitment), drawn once after its period from the frozen ticket list, the seed revealed with the result.
 *
 * Drawn once: the draw reads the tickets and computes the winners outside, then in one transaction marks the
 * round drawn only from 'open' and writes the ticket list and prizes; a parallel draw (the job on another
 * process, the operator's verb) finds it no longer open and rolls back, so there is one ticket list and one
 * set of winners whatever runs at once.
 */
import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { commitmentOf, holderOf, numberTickets, winningTickets } from '../../../contract/rules/raffle-draw.ts';
import { stakesByCategory, parseWeights } from '../promotions/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import * as repo from './repository.ts';
import { parsePrizes, ticketsFrom, type TicketCount } from './rules.ts';

const HOUR_MS = 3_600_000;

export class RaffleRoundOpenError extends Error {
  readonly roundId: number | null;
  constructor(roundId: number | null) {
    super('a round of this raffle is still open');
    this.roundId = roundId;
    this.name = 'RaffleRoundOpenError';
  }
}

export class NoRaffleError extends Error {
  constructor(slug: string) {
    super(`no raffle ${slug}`);
    this.name = 'NoRaffleError';
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Opens a round of a raffle now, committing to a new secret seed; refused while one is open. */
export async function openRound(ctx: PlatformContext, slug: string): Promise<repo.RoundRow> {
  const merchant = ctx.config.merchantCode;
  const raffle = await repo.raffleBySlug(ctx.db, merchant, slug);
  if (!raffle) throw new NoRaffleError(slug);
  const latest = await repo.latestRound(ctx.db, merchant, slug);
  if (latest?.state === 'open') throw new RaffleRoundOpenError(latest.id);
  const now = ctx.now();
  const seed = randomBytes(32).toString('hex');
  try {
    const id = await repo.insertRound(ctx.db, {
      merchant_code: merchant,
      slug,
      starts_at: new Date(now).toISOString(),
      ends_at: new Date(now + raffle.period_hours * HOUR_MS).toISOString(),
      seed_hash: await commitmentOf(seed),
      server_seed: seed,
      prizes: raffle.prizes,
      category_weights: raffle.category_weights,
      ticket_minor: raffle.ticket_minor,
      claim_hours: raffle.claim_hours,
      state: 'open',
      ticket_count: null,
      drawn_at: null,
      claim_until: null,
      created_at: new Date(now).toISOString(),
    });
    return (await repo.roundById(ctx.db, merchant, id))!;
  } catch (error) {
    // Another operator opened one at the same moment (one open round per raffle, an index).
    if (isUniqueViolation(error)) throw new RaffleRoundOpenError(null);
    throw error;
  }
}

/** A member's tickets in a round's period so far (up to its end, or now). */
export async function ticketsOfMember(
  ctx: PlatformContext,
  round: repo.RoundRow,
  memberId: number,
): Promise<TicketCount> {
  const now = new Date(ctx.now() + 1).toISOString();
  const until = round.ends_at < now ? round.ends_at : now;
  const stakes = await stakesByCategory(ctx.db, ctx.config.merchantCode, memberId, round.starts_at, until);
  return ticketsFrom(stakes, parseWeights(round.category_weights), toMinor(round.ticket_minor));
}

class AlreadyDrawn extends Error {}

export type DrawOutcome = 'drawn' | 'already_drawn' | 'running';

/**
 * Draws a round whose period has ended (`early`: the operator ends a running round's period now first).
 * Answers 'drawn' for the one draw that wrote the result, 'already_drawn' for any other.
 */
export async function drawRound(ctx: PlatformContext, roundId: number, early = false): Promise<DrawOutcome> {
  const merchant = ctx.config.merchantCode;
  const nowIso = new Date(ctx.now()).toISOString();
  if (early) await repo.endRoundAt(ctx.db, roundId, nowIso);
  const round = await repo.roundById(ctx.db, merchant, roundId);
  if (!round || round.state === 'drawn') return 'already_drawn';
  if (round.ends_at > nowIso) return 'running';

  const holders = [];
  for (const memberId of await repo.bettorsBetween(ctx.db, merchant, round.starts_at, round.ends_at)) {
    const count = await ticketsOfMember(ctx, round, memberId);
    if (count.tickets > 0)
      holders.push({ holder: { memberId, weightedMinor: count.weightedMinor }, tickets: count.tickets });
  }
  const ranges = numberTickets(holders);
  const ticketCount = ranges.reduce((sum, r) => sum + r.count, 0);
  const prizes = parsePrizes(round.prizes);
  const winners = await winningTickets(round.server_seed, ticketCount, prizes.length);
  const claimUntil = new Date(ctx.now() + round.claim_hours * HOUR_MS).toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (
        !(await repo.markDrawn(trx, roundId, { ticket_count: ticketCount, drawn_at: nowIso, claim_until: claimUntil }))
      )
        throw new AlreadyDrawn();
      await repo.insertTickets(
        trx,
        ranges.map((r) => ({
          round_id: roundId,
          member_id: r.holder.memberId,
          first_ticket: r.first,
          ticket_count: r.count,
          weighted_minor: r.holder.weightedMinor,
        })),
      );
      await repo.insertPrizes(
        trx,
        winners.map((ticket, i) => ({
          round_id: roundId,
          ticket,
          place: i + 1,
          member_id: holderOf(ranges, ticket)!.memberId,
          amount_minor: prizes[i]!,
          paid_via: null,
          paid_at: null,
        })),
      );
    });
  } catch (error) {
    if (error instanceof AlreadyDrawn || isUniqueViolation(error)) return 'already_drawn';
    throw error;
  }
  return 'drawn';
}
