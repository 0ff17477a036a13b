/** The agent reports' period presets (today, the last 7 and the last 30 days), in the player's days up to today. */
import { DAY_MS, playerDay } from '../../../contract/player-day.ts';

export const PERIOD_PRESETS = ['today', '7', '30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const LENGTH_DAYS: Record<PeriodPreset, number> = { today: 1, '7': 7, '30': 30 };

/** The inclusive days of a preset: `today` is one day, `7` is today and the six before it. */
export function presetRange(preset: PeriodPreset, now = Date.now()): { from: string; to: string } {
  return { from: playerDay(now - (LENGTH_DAYS[preset] - 1) * DAY_MS), to: playerDay(now) };
}
