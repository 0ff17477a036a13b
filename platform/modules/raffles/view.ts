/**
 * What the raffle promotion page and the reward centre show a member: the current round with its commitment,
 * their tickets and status; once drawn, the revealed seed, the frozen ticket list (masked names) and the winners,
 * everything the page's verify check needs to recompute the draw. The seed is never answered before the draw.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import type { RaffleAnswer, RaffleStatus } from '../../../contract/calls/raffles.ts';
import * as repo from './repository.ts';
import { maskedName, parsePrizes } from './rules.ts';
import { ticketsOfMember } from './rounds.ts';

function statusOf(
  round: repo.RoundRow | undefined,
  now: string,
  myTickets: number,
  myPrizes: readonly { paid_via: 'claim' | 'auto' | null }[],
): RaffleStatus {
  if (!round) return 'coming_soon';
  if (round.state === 'open') {
    if (round.starts_at > now) return 'coming_soon';
    if (round.ends_at <= now) return 'process';
    return myTickets > 0 ? 'joined' : 'join';
  }
  if (!myPrizes.length) return 'closed';
  if (myPrizes.some((p) => p.paid_via === null)) return 'claim';
  return myPrizes.every((p) => p.paid_via === 'auto') ? 'issued' : 'claimed';
}

export async function raffleView(ctx: PlatformContext, member: MemberRow, slug: string): Promise<RaffleAnswer> {
  const merchant = ctx.config.merchantCode;
  if (!(await repo.raffleBySlug(ctx.db, merchant, slug))) throw new PlatformError(404, 'raffle_unknown');
  const settings = await ctx.settings.get();
  const round = await repo.latestRound(ctx.db, merchant, slug);
  const now = new Date(ctx.now()).toISOString();
  if (!round) return { slug, currencySymbol: settings.currencySymbol, status: 'coming_soon', round: null };

  const prizes = parsePrizes(round.prizes).map((amount, i) => ({ place: i + 1, amountMinor: amount.toString() }));
  let myTickets = 0;
  let myWeighted = 0n;
  let result: NonNullable<RaffleAnswer['round']>['result'] = null;
  let mine: { paid_via: 'claim' | 'auto' | null }[] = [];
  if (round.state === 'open') {
    const count = await ticketsOfMember(ctx, round, member.id);
    myTickets = count.tickets;
    myWeighted = count.weightedMinor;
  } else {
    const tickets = await repo.ticketsOf(ctx.db, round.id);
    const winners = await repo.prizesOf(ctx.db, round.id);
    const own = tickets.find((t) => t.member_id === member.id);
    myTickets = own ? Number(own.ticket_count) : 0;
    myWeighted = own ? toMinor(own.weighted_minor) : 0n;
    mine = winners.filter((w) => w.member_id === member.id);
    result = {
      seed: round.server_seed,
      drawnAt: round.drawn_at!,
      claimUntil: round.claim_until!,
      ticketCount: Number(round.ticket_count ?? 0),
      holders: tickets.map((t) => ({
        name: maskedName(t.username),
        mine: t.member_id === member.id,
        first: Number(t.first_ticket),
        count: Number(t.ticket_count),
      })),
      winners: winners.map((w) => ({
        place: Number(w.place),
        ticket: Number(w.ticket),
        name: maskedName(w.username),
        mine: w.member_id === member.id,
        amountMinor: toMinor(w.amount_minor).toString(),
        paidVia: w.paid_via,
      })),
    };
  }
  return {
    slug,
    currencySymbol: settings.currencySymbol,
    status: statusOf(round, now, myTickets, mine),
    round: {
      id: Number(round.id),
      state: round.state,
      startsAt: round.starts_at,
      endsAt: round.ends_at,
      seedHash: round.seed_hash,
      ticketMinor: toMinor(round.ticket_minor).toString(),
      prizes,
      myTickets,
      myWeightedMinor: myWeighted.toString(),
      result,
    },
  };
}

/** The reward centre's list: prizes won and not paid yet, with their deadline. */
export async function claimablePrizes(ctx: PlatformContext, member: MemberRow) {
  const rows = await repo.unpaidPrizesOf(ctx.db, ctx.config.merchantCode, member.id);
  return rows.map((p) => ({
    slug: p.slug,
    round: Number(p.round_id),
    ticket: Number(p.ticket),
    place: Number(p.place),
    amountMinor: toMinor(p.amount_minor).toString(),
    claimUntil: p.claim_until,
  }));
}
