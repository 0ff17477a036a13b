/**
 * The raffle verbs of `promotions` (promotion-commands.ts): list the rounds, open a round of a raffle (committing
 * to a fresh secret seed), and draw a round. Drawing a round still running ends its period now; drawing one that
 * is already drawn changes nothing, however often or however concurrently it is asked.
 */
import type { PlatformContext } from '../context.ts';
import { formatMinor } from '../../contract/minor-units.ts';
import {
  recentRounds,
  roundById,
  prizesOf,
  drawRound,
  NoRaffleError,
  openRound,
  RaffleRoundOpenError,
  parsePrizes,
} from '../modules/raffles/index.ts';
import { UsageError } from '../operator-command.ts';

export async function raffleListText(ctx: PlatformContext): Promise<string> {
  const rounds = await recentRounds(ctx.db, ctx.config.merchantCode, 30);
  if (!rounds.length) return 'no raffle rounds';
  return rounds
    .map((r) =>
      [
        `round ${String(r.id).padStart(4)}`,
        r.slug.padEnd(20),
        r.state.padEnd(5),
        `${r.starts_at} .. ${r.ends_at}`,
        `prizes ${parsePrizes(r.prizes).map(formatMinor).join(' / ')}`,
        r.state === 'drawn' ? `${r.ticket_count} ticket(s), claim until ${r.claim_until}` : `commitment ${r.seed_hash}`,
      ].join('  '),
    )
    .join('\n');
}

export async function raffleOpenText(ctx: PlatformContext, slug: string): Promise<string> {
  try {
    const round = await openRound(ctx, slug);
    return `round ${round.id} of ${slug} open until ${round.ends_at}; commitment ${round.seed_hash}`;
  } catch (error) {
    if (error instanceof NoRaffleError) throw new UsageError(`no raffle ${slug}`);
    if (error instanceof RaffleRoundOpenError)
      throw new UsageError(
        `a round of ${slug} is still open${error.roundId ? ` (round ${error.roundId})` : ''}: draw it first`,
      );
    throw error;
  }
}

export async function raffleDrawText(ctx: PlatformContext, roundId: number): Promise<string> {
  const round = await roundById(ctx.db, ctx.config.merchantCode, roundId);
  if (!round) throw new UsageError(`no raffle round ${roundId}`);
  const outcome = await drawRound(ctx, roundId, true);
  const drawn = (await roundById(ctx.db, ctx.config.merchantCode, roundId))!;
  const winners = await prizesOf(ctx.db, roundId);
  const list = winners.length
    ? winners
        .map((w) => `#${w.place} ticket ${w.ticket} ${w.username} ${formatMinor(BigInt(w.amount_minor))}`)
        .join('; ')
    : 'no tickets, no winners';
  const head = outcome === 'drawn' ? `round ${roundId} drawn` : `round ${roundId} was already drawn`;
  return `${head}: ${drawn.ticket_count ?? 0} ticket(s); seed ${drawn.server_seed}; ${list}`;
}
