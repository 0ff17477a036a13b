/**
 * How far a member is with a mission, free of any store: the measured value of the period (an amount, a
 * count of rounds, or the longest run of consecutive login days) against the mission's target. Progress is
 * capped at the target, so a bar never runs past full and a completed mission shows exactly its target.
 */
import type { MissionKind } from './tables.ts';

export interface Measured {
  depositMinor: bigint;
  /** Settled stakes and settled bets per game category (refunded bets do not count). */
  stakeByCategory: ReadonlyMap<string, bigint>;
  roundsByCategory: ReadonlyMap<string, number>;
  /** The player days with a login in the period, any order. */
  loginDays: readonly string[];
}

export interface MissionRule {
  kind: MissionKind;
  target: bigint;
  category: string | null;
}

const sumOf = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);

/** The longest run of consecutive calendar days among `days` (duplicates are one day). */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of sorted) {
    const at = Date.parse(`${day}T00:00:00Z`) / 86_400_000;
    run = at === previous + 1 ? run + 1 : 1;
    previous = at;
    best = Math.max(best, run);
  }
  return best;
}

function pick<T>(byCategory: ReadonlyMap<string, T>, category: string | null, sum: (values: T[]) => T): T {
  if (category) return byCategory.get(category) ?? sum([]);
  return sum([...byCategory.values()]);
}

/** The raw measure of one mission's kind (not capped). */
export function measureOf(rule: MissionRule, measured: Measured): bigint {
  switch (rule.kind) {
    case 'deposit':
      return measured.depositMinor;
    case 'bet':
      return pick(measured.stakeByCategory, rule.category, sumOf);
    case 'rounds':
      return BigInt(pick(measured.roundsByCategory, rule.category, (v) => v.reduce((a, b) => a + b, 0)));
    case 'login':
      return BigInt(longestStreak(measured.loginDays));
  }
}

export interface Progress {
  /** The measure, capped at the target. */
  value: bigint;
  done: boolean;
  /** Whole percent, 0-100, rounded down (99 until it is really done). */
  percent: number;
}

export function progressOf(rule: MissionRule, measured: Measured): Progress {
  const raw = measureOf(rule, measured);
  const value = raw < rule.target ? raw : rule.target;
  return { value, done: value >= rule.target, percent: Number((value * 100n) / rule.target) };
}
