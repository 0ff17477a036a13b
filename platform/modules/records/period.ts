/**
 * Record periods: whole days in the player's zone (Asia/Dhaka, UTC+6 all year: Bangladesh keeps no summer
 * time), turned into UTC instants for the stored ISO timestamps. At most 12 months back (issue: 12 months available).
 */
import { DAY_MS, playerDay, playerDayStart } from '../../../contract/player-day.ts';
import { PlatformError } from '../../http/envelope.ts';

export const MAX_MONTHS_BACK = 12;

/** [from, to) in UTC ISO text for the days from..to inclusive; refuses reversed, impossible or too old ranges. */
export function period(from: string, to: string, now: number): { fromIso: string; toIso: string } {
  const start = playerDayStart(from);
  const end = new Date(playerDayStart(to).getTime() + DAY_MS);
  // A day the calendar lacks (2026-02-30) would roll over into the next month: refused, not read as another day.
  const real = (day: string, at: Date) => !Number.isNaN(at.getTime()) && playerDay(at.getTime()) === day;
  if (!real(from, start) || !real(to, playerDayStart(to)) || start >= end)
    throw new PlatformError(400, 'period_invalid');
  const oldest = new Date(now);
  oldest.setUTCMonth(oldest.getUTCMonth() - MAX_MONTHS_BACK);
  if (start.getTime() < playerDayStart(playerDay(oldest.getTime())).getTime())
    throw new PlatformError(400, 'period_too_old');
  return { fromIso: start.toISOString(), toIso: end.toISOString() };
}
