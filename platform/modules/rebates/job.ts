/**
 * The cashback period job on a timer: it runs when the platform starts (catching up on periods that ended while
 * it was down) and every five minutes after, so a day's unclaimed rebate is paid within minutes of the day's end.
 * Several processes on one database may run it at once: a payment is one idempotent ledger transfer per member,
 * day and number, and covered bets are keyed, so a second run pays nothing twice (service.ts).
 */
import type { PlatformContext } from '../../context.ts';
import { MerchantNotFoundError } from '../../merchant/repository.ts';
import { runRebateJob } from './service.ts';
import { scheduleJob } from '../../jobs.ts';

export const REBATE_JOB_EVERY_MS = 5 * 60_000;

/** Starts the job now and every `everyMs`; the answer stops it and waits for a run under way (the platform's close). */
export function scheduleRebateJob(ctx: PlatformContext, everyMs = REBATE_JOB_EVERY_MS): () => Promise<void> {
  return scheduleJob(() => runRebateJob(ctx), everyMs, {
    atStart: true,
    name: 'cashback period job',
    // A platform started before its merchant is set up has no cashback to pay yet: not a failure.
    quiet: (error) => error instanceof MerchantNotFoundError,
  });
}
