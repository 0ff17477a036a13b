/**
 * Periods of personal profit and loss: the presets (today, the last 7 and the last 30 days, each ending today in
 * the player's zone) and a custom range checked as the platform checks it (modules/profit/period.ts), so the
 * form says what is wrong before asking, in the same words.
 */
import { DAY_MS, playerDay } from '../../../contract/player-day.ts';
import { PROFIT_MAX_DAYS } from '../../../contract/profit-period.ts';
import type { DayRange } from './record-range.ts';

export const PROFIT_PRESETS = ['today', 'last7', 'last30'] as const;
export type ProfitPreset = (typeof PROFIT_PRESETS)[number];
const PRESET_DAYS: Record<ProfitPreset, number> = { today: 1, last7: 7, last30: 30 };

/** How many months back records go (platform/modules/records/period.ts). */
const MONTHS_BACK = 12;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function presetRange(preset: ProfitPreset, now = Date.now()): DayRange {
  const to = playerDay(now);
  return { from: addDays(to, 1 - PRESET_DAYS[preset]), to };
}

/** A calendar day written yyyy-MM-dd that exists (no 2026-02-30). */
function isDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(Date.parse(`${day}T00:00:00Z`)).toISOString().startsWith(day);
}

export type RangeProblem = 'missing' | 'invalid' | 'order' | 'tooLong' | 'tooOld';

/** What is wrong with a custom range, or null when the platform will take it. */
export function rangeProblem(range: DayRange, now = Date.now()): RangeProblem | null {
  if (!range.from || !range.to) return 'missing';
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  if (range.from > range.to) return 'order';
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  if (days > PROFIT_MAX_DAYS) return 'tooLong';
  const oldest = new Date(now);
  oldest.setUTCMonth(oldest.getUTCMonth() - MONTHS_BACK);
  if (range.from < playerDay(oldest.getTime())) return 'tooOld';
  return null;
}
