/**
 * The settlement job: every minute, each contract's ended periods are settled (a real-time salary's 5-minute
 * slots, hours, days, and dividend periods). It runs when the platform starts, catching up on time it was down.
 * Several processes on one database may run it at once: a period's transfer id and its unique row let one win.
 */
import type { PlatformContext } from '../../context.ts';
import { runSettlements } from './settlement.ts';
import { scheduleJob } from '../../jobs.ts';

export const SETTLEMENT_EVERY_MS = 60_000;

/** Starts the job now and every `everyMs`; the answer stops it and waits for a run under way. */
export function scheduleContractSettlements(ctx: PlatformContext, everyMs = SETTLEMENT_EVERY_MS): () => Promise<void> {
  // A failed run is retried on the next tick: unsettled periods wait, nothing half-moved.
  return scheduleJob(() => runSettlements(ctx), everyMs, { atStart: true, name: 'contract settlement run' });
}
