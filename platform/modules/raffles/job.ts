/**
 * The raffle job on a timer (at start, then every minute): draws every open round whose period ended more than
 * a grace ago (so a bet stamped just before the end has committed), then pays the prizes still unclaimed at their
 * deadline. Several processes may run it at once: a round is drawn once and a prize is one idempotent transfer
 * (rounds.ts, prizes.ts), so a second run changes nothing twice.
 */
import type { PlatformContext } from '../../context.ts';
import { MerchantNotFoundError } from '../../merchant/repository.ts';
import type { JobDeclaration } from '../../jobs.ts';
import * as repo from './repository.ts';
import { payOverduePrizes } from './prizes.ts';
import { drawRound } from './rounds.ts';

const RAFFLE_JOB_EVERY_MS = 60_000;
export const RAFFLE_DRAW_GRACE_MS = 60_000;

export interface RaffleJobReport {
  drawn: number[];
  payments: number;
  amountMinor: bigint;
}

export async function runRaffleJob(ctx: PlatformContext): Promise<RaffleJobReport> {
  const endedBy = new Date(ctx.now() - RAFFLE_DRAW_GRACE_MS).toISOString();
  const drawn: number[] = [];
  for (const round of await repo.roundsToDraw(ctx.db, ctx.config.merchantCode, endedBy))
    if ((await drawRound(ctx, round.id)) === 'drawn') drawn.push(round.id);
  return { drawn, ...(await payOverduePrizes(ctx)) };
}

/** Starts the job now and every `everyMs`; the answer stops it and waits for a run under way (the platform's close). */
export const raffleJob: JobDeclaration = {
  name: 'raffle job',
  everyMs: RAFFLE_JOB_EVERY_MS,
  atStart: true,
  run: runRaffleJob,
  quiet: (error) => error instanceof MerchantNotFoundError,
};
