/**
 * The idle-session clean-up: a login session unused for longer than the idle time is already refused
 * (sessions.ts); this deletes its row so the table holds only live sessions. It runs when the platform starts
 * (catching up on any time it was down) and every 15 minutes after. Several processes on one database may run it
 * at once: the delete only removes rows that are past their time, so a second run finds nothing and changes nothing.
 */
import type { PlatformContext } from '../../context.ts';
import { deleteIdleSessions } from './repository.ts';
import type { JobDeclaration } from '../../jobs.ts';

const SESSION_CLEANUP_EVERY_MS = 15 * 60_000;

/** Deletes the idle sessions as of the platform's clock; answers how many rows this run removed. */
export async function removeIdleSessions(ctx: Pick<PlatformContext, 'db' | 'config' | 'now'>): Promise<number> {
  return deleteIdleSessions(ctx.db, new Date(ctx.now() - ctx.config.sessionIdleMs).toISOString());
}

/** Now and every 15 minutes; a failed run is retried on the next tick: the rows wait, and are refused anyway. */
export const sessionCleanupJob: JobDeclaration = {
  name: 'idle session clean-up',
  everyMs: SESSION_CLEANUP_EVERY_MS,
  atStart: true,
  run: removeIdleSessions,
};
