/**
 * The events job: delivers what the publishers' own delivery left pending (a failure, a crash between the commit and
 * the delivery), oldest fact first. It runs when the platform starts, catching up on time it was down.
 */
import type { JobDeclaration } from '../jobs.ts';

export const EVENTS_JOB: JobDeclaration = {
  name: 'event delivery',
  everyMs: 10_000,
  atStart: true,
  run: (ctx) => ctx.events.deliverPending(),
};
