/**
 * Contract periods in the player's day (contract/player-day.ts, Asia/Dhaka, UTC+6 all year): 5-minute slots,
 * hours and days, and a dividend's D (day), W (week from Monday), H (half month: 1st-15th, 16th-end) and M
 * (month). A period's key names it for people and for the settlement's uniqueness (contract + key).
 */
import { PLAYER_ZONE_OFFSET_MS } from '../../../contract/player-day.ts';
import type { ContractType } from '../../../contract/rules/contract-terms.ts';
import type { ContractPeriod } from './tables.ts';

export interface Period {
  key: string;
  /** UTC milliseconds: the period is [start, end). */
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The fixed period of a salary type; a dividend's is chosen in its terms. */
export function periodOfType(type: ContractType, dividendPeriod?: ContractPeriod): ContractPeriod {
  if (type === 'daily') return 'D';
  if (type === 'hourly') return 'hour';
  if (type === 'realtime') return '5min';
  return dividendPeriod ?? 'M';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Dhaka wall-clock midnight of a calendar date, as UTC milliseconds. */
function dhakaMidnight(year: number, month0: number, day: number): number {
  return Date.UTC(year, month0, day) - PLAYER_ZONE_OFFSET_MS;
}

/** The period of this kind that contains the instant. */
export function periodAt(kind: ContractPeriod, at: number): Period {
  const local = new Date(at + PLAYER_ZONE_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const date = `${y}-${pad(m + 1)}-${pad(d)}`;
  switch (kind) {
    case '5min': {
      const start = Math.floor(at / (5 * MINUTE)) * 5 * MINUTE;
      const l = new Date(start + PLAYER_ZONE_OFFSET_MS);
      return { key: `${date}T${pad(l.getUTCHours())}:${pad(l.getUTCMinutes())}`, start, end: start + 5 * MINUTE };
    }
    case 'hour': {
      const start = Math.floor(at / HOUR) * HOUR;
      return { key: `${date}T${pad(local.getUTCHours())}`, start, end: start + HOUR };
    }
    case 'D': {
      const start = dhakaMidnight(y, m, d);
      return { key: date, start, end: start + DAY };
    }
    case 'W': {
      // Monday-based weeks: getUTCDay() is 0 on Sunday.
      const back = (local.getUTCDay() + 6) % 7;
      const start = dhakaMidnight(y, m, d - back);
      const monday = new Date(start + PLAYER_ZONE_OFFSET_MS).toISOString().slice(0, 10);
      return { key: `W${monday}`, start, end: start + 7 * DAY };
    }
    case 'H': {
      const first = d <= 15;
      const start = dhakaMidnight(y, m, first ? 1 : 16);
      const end = first ? dhakaMidnight(y, m, 16) : dhakaMidnight(y, m + 1, 1);
      return { key: `${y}-${pad(m + 1)}-H${first ? 1 : 2}`, start, end };
    }
    case 'M':
      return { key: `${y}-${pad(m + 1)}`, start: dhakaMidnight(y, m, 1), end: dhakaMidnight(y, m + 1, 1) };
  }
}

/** The period right after this one. */
export function nextPeriod(kind: ContractPeriod, period: Period): Period {
  return periodAt(kind, period.end);
}
