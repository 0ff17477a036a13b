/**
 * The settlement job: every minute, each contract's ended periods are settled (a real-time salary's 5-minute
 * slots, hours, days, and dividend periods). It runs when the platform starts, catching up on time it was down.
 * Several processes on one database may run it at once: a period's transfer id and its unique row let one win.
 */
import { runSettlements } from './settlement.ts';
import type { JobDeclaration } from '../../jobs.ts';

const SETTLEMENT_EVERY_MS = 60_000;

/** A failed run is retried on the next tick: unsettled periods wait, nothing half-moved. */
export const contractSettlementJob: JobDeclaration = {
  name: 'contract settlement run',
  everyMs: SETTLEMENT_EVERY_MS,
  atStart: true,
  run: runSettlements,
};
