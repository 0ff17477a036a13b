/**
 * Date ranges of the account record (spec 9: presets next 7, next 30, previous 7, previous 30 days). The presets
 * move the shown window by that many days, back or forward; the window never runs past today, where records end.
 */
import { DAY_MS, playerDay } from '../../../contract/player-day.ts';

export interface DayRange {
  from: string;
  to: string;
}

/** Today in the player's zone (Asia/Dhaka, UTC+6 all year). */
export function today(now = Date.now()): string {
  return playerDay(now);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last seven days up to today: what the record shows first. */
export function defaultRange(now = Date.now()): DayRange {
  const to = today(now);
  return { from: addDays(to, -6), to };
}

export type Shift = 'previous7' | 'previous30' | 'next7' | 'next30';
const SHIFT_DAYS: Record<Shift, number> = { previous7: -7, previous30: -30, next7: 7, next30: 30 };

/** The range moved by a preset; moving forward stops at today (the window keeps its length). */
export function shiftRange(range: DayRange, shift: Shift, now = Date.now()): DayRange {
  const days = SHIFT_DAYS[shift];
  const last = today(now);
  let from = addDays(range.from, days);
  let to = addDays(range.to, days);
  if (to > last) {
    const length = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS);
    to = last;
    from = addDays(last, -length);
  }
  return { from, to };
}
