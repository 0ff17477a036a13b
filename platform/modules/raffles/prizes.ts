/**
 * Raffle prizes in the ledger: one transfer `raffle:<round>:<ticket>` (code raffle_prize, raffle pool -> the
 * winner's main wallet) per winning ticket, whether the winner claims it or the job pays it at the claim
 * deadline. The claim and the job send the same request, so however many run at once the ledger moves the
 * money once and the others get its answer; the prize row records, in the same transaction, how it was paid.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { systemWallet } from '../wallet/index.ts';
import * as repo from './repository.ts';

export const prizeTransferId = (roundId: number, ticket: number) => `raffle:${roundId}:${ticket}`;

async function payPrize(
  ctx: PlatformContext,
  prize: repo.PrizeRow,
  slug: string,
  via: 'claim' | 'auto',
): Promise<{ amountMinor: bigint }> {
  const settings = await ctx.settings.get();
  const [poolId, mainId] = await Promise.all([
    systemWallet(ctx, 'raffle'),
    ctx.ledger.memberAccount(prize.member_id, settings.currency, 'main'),
  ]);
  const result = await ctx.ledger.transfer({
    id: prizeTransferId(prize.round_id, prize.ticket),
    code: 'raffle_prize',
    debitAccountId: poolId,
    creditAccountId: mainId,
    amountMinor: toMinor(prize.amount_minor),
    // The same for a claim and the job: the two naming one transfer are the same request.
    metadata: { promotion: slug, round: prize.round_id, ticket: prize.ticket, place: prize.place },
    alsoInTransaction: (trx, moved) => repo.markPrizePaid(trx, prize.round_id, prize.ticket, via, moved.createdAt),
  });
  return { amountMinor: BigInt(result.amountMinor) };
}

/** The winner's Claim: pays the prize once; a prize that is not the member's (or does not exist) is refused. */
export async function claimPrize(ctx: PlatformContext, member: MemberRow, roundId: number, ticket: number) {
  const round = await repo.roundById(ctx.db, ctx.config.merchantCode, roundId);
  const prize = round ? await repo.prizeOf(ctx.db, roundId, ticket) : undefined;
  if (!round || prize?.member_id !== member.id) throw new PlatformError(404, 'raffle_prize_unknown');
  const { amountMinor } = await payPrize(ctx, prize, round.slug, 'claim');
  const paid = await repo.prizeOf(ctx.db, roundId, ticket);
  return {
    round: roundId,
    ticket,
    amountMinor: amountMinor.toString(),
    paidVia: paid?.paid_via ?? 'claim',
  };
}

/** The job's part: every prize still unpaid at its round's claim deadline is paid now (once). */
export async function payOverduePrizes(ctx: PlatformContext): Promise<{ payments: number; amountMinor: bigint }> {
  const report = { payments: 0, amountMinor: 0n };
  const due = await repo.overduePrizes(ctx.db, ctx.config.merchantCode, new Date(ctx.now()).toISOString());
  for (const prize of due) {
    const { amountMinor } = await payPrize(ctx, prize, prize.slug, 'auto');
    report.payments += 1;
    report.amountMinor += amountMinor;
  }
  return report;
}
