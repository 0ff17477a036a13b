/**
 * Record periods: whole days in the player's zone (Asia/Dhaka, UTC+6 all year: Bangladesh keeps no summer
 * time), turned into UTC instants for the stored ISO timestamps. At most 12 months back (issue: 12 months available).
 */
import { PlatformError } from '../../http/envelope.ts';

const ZONE_OFFSET = '+06:00';
const DAY_MS = 86_400_000;
export const MAX_MONTHS_BACK = 12;

/** The UTC instant a local day begins. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${ZONE_OFFSET}`);
}

/** Today's date in the player's zone, as yyyy-MM-dd. */
export function localToday(now: number): string {
  return new Date(now + 6 * 3_600_000).toISOString().slice(0, 10);
}

/** [from, to) in UTC ISO text for the days from..to inclusive; refuses reversed, future-only or too old ranges. */
export function period(from: string, to: string, now: number): { fromIso: string; toIso: string } {
  const start = dayStart(from);
  const end = new Date(dayStart(to).getTime() + DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start >= end) throw new PlatformError(400, 'period_invalid');
  const oldest = new Date(now);
  oldest.setUTCMonth(oldest.getUTCMonth() - MAX_MONTHS_BACK);
  if (start.getTime() < dayStart(localToday(oldest.getTime())).getTime()) throw new PlatformError(400, 'period_too_old');
  return { fromIso: start.toISOString(), toIso: end.toISOString() };
}
