/**
 * The cashback period job on a timer: it runs when the platform starts (catching up on periods that ended while
 * it was down) and every five minutes after, so a day's unclaimed rebate is paid within minutes of the day's end.
 * Several processes on one database may run it at once: a payment is one idempotent ledger transfer per member,
 * day and number, and covered bets are keyed, so a second run pays nothing twice (service.ts).
 */
import { MerchantNotFoundError } from '../../merchant/repository.ts';
import { runRebateJob } from './service.ts';
import type { JobDeclaration } from '../../jobs.ts';

const REBATE_JOB_EVERY_MS = 5 * 60_000;

export const rebateJob: JobDeclaration = {
  name: 'cashback period job',
  everyMs: REBATE_JOB_EVERY_MS,
  atStart: true,
  run: runRebateJob,
  // A platform started before its merchant is set up has no cashback to pay yet: not a failure.
  quiet: (error) => error instanceof MerchantNotFoundError,
};
