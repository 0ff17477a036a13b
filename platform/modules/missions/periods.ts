/**
 * A mission's period at an instant, free of any store: the player's day (Asia/Dhaka) for a daily mission, the
 * ISO week (Monday to Sunday, in the same zone) for a weekly one. The key names the period in claim keys
 * (2026-11-20, 2026-W47); the bounds are what progress is measured in, and the end is the page's countdown.
 */
import { DAY_MS, playerDay, playerDayStart } from '../../../contract/player-day.ts';
import type { MissionPeriod } from './tables.ts';

export interface PeriodWindow {
  key: string;
  /** The first and last player day of the period (yyyy-MM-dd). */
  firstDay: string;
  lastDay: string;
  fromMs: number;
  /** The period's end, exclusive: when the next one begins. */
  endMs: number;
}

const dayOfWeekFromMonday = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The ISO week of a calendar date: the year of its Thursday, and the week number within that year. */
export function isoWeekKey(day: string): string {
  const thursday = addDays(day, 3 - dayOfWeekFromMonday(day));
  const year = Number(thursday.slice(0, 4));
  const ordinal = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / DAY_MS;
  return `${year}-W${String(Math.floor(ordinal / 7) + 1).padStart(2, '0')}`;
}

export function periodAt(period: MissionPeriod, nowMs: number): PeriodWindow {
  const today = playerDay(nowMs);
  if (period === 'daily') {
    const fromMs = playerDayStart(today).getTime();
    return { key: today, firstDay: today, lastDay: today, fromMs, endMs: fromMs + DAY_MS };
  }
  const monday = addDays(today, -dayOfWeekFromMonday(today));
  const fromMs = playerDayStart(monday).getTime();
  return { key: isoWeekKey(monday), firstDay: monday, lastDay: addDays(monday, 6), fromMs, endMs: fromMs + 7 * DAY_MS };
}
