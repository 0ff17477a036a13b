/**
 * The platform's periodic jobs (idle sessions, cashback periods, contract settlements, points accrual) run the same
 * way: a run never stacks on a slow one, a failed run is logged and retried on the next tick (each job is written
 * so that a second run changes nothing twice), the timer never keeps a process alive (ops, tests), and the
 * platform's close stops the timer and waits for a run under way, so no run reads a database being closed.
 */

import type { PlatformContext } from './context.ts';

export interface JobOptions {
  /** Also run at once (catching up on any time the platform was down). */
  atStart: boolean;
  /** Logged with a failure, e.g. 'idle session clean-up'. */
  name: string;
  /** A failure that is not one (e.g. a merchant not set up yet): nothing is logged. */
  quiet?: (error: unknown) => boolean;
}

/** A job as its module declares it (platform/module.ts); the platform schedules it. */
export interface JobDeclaration extends JobOptions {
  readonly everyMs: number;
  run(ctx: PlatformContext): Promise<unknown>;
}

/** Runs `job` every `everyMs` (and at once with atStart); the answer stops it and waits for a run under way. */
export function scheduleJob(job: () => Promise<unknown>, everyMs: number, options: JobOptions): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => {
        if (!options.quiet?.(error)) console.error(`${options.name} failed`, error);
      })
      .finally(() => {
        running = undefined;
      });
  };
  if (options.atStart) run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
