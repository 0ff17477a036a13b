/**
 * The arithmetic of VIP ranks, free of any store: which level a month's deposits or turnover reach, which levels
 * an upgrade pays, what the monthly review keeps, and the progress to the next level. Money in integer minor
 * units; a level is reached by its deposits OR its turnover (either alone is enough, as the ladder page says).
 */
import { PLAYER_ZONE_OFFSET_MS } from '../../../contract/player-day.ts';
import { ENTRY_LABEL, ENTRY_LEVEL } from '../identity/index.ts';

// New members start on this rung (identity writes it on the new member's row); trial accounts stay at 0.
export { ENTRY_LABEL, ENTRY_LEVEL };

export interface Rank {
  level: number;
  nameEn: string;
  nameBn: string;
  depositMinor: bigint;
  turnoverMinor: bigint;
  bonusMinor: bigint;
  withdrawDailyMinor: bigint;
  withdrawDailyCount: number;
}

const bdt = (n: number) => BigInt(n) * 100n;
const rank = (
  level: number,
  nameEn: string,
  nameBn: string,
  deposit: number,
  turnover: number,
  bonus: number,
  withdrawDaily: number,
  withdrawDailyCount: number,
): Rank => ({
  level,
  nameEn,
  nameBn,
  depositMinor: bdt(deposit),
  turnoverMinor: bdt(turnover),
  bonusMinor: bdt(bonus),
  withdrawDailyMinor: bdt(withdrawDaily),
  withdrawDailyCount,
});

/**
 * The ladder a merchant without rows of its own gets (the demo seed writes the same rows). Its names match the
 * labels the demo members were seeded with, and its thresholds lie far above anything the demo data or the
 * tests of other features deposit or bet in a month, so only a deliberate deposit moves a member up.
 */
export const DEFAULT_LADDER: readonly Rank[] = [
  rank(0, 'Member', 'সদস্য', 0, 0, 0, 10_000, 3),
  rank(1, 'Bronze', 'ব্রোঞ্জ', 0, 0, 0, 20_000, 5),
  rank(2, 'Silver', 'সিলভার', 50_000, 250_000, 188, 100_000, 8),
  rank(3, 'Gold', 'গোল্ড', 150_000, 750_000, 588, 200_000, 20),
  rank(4, 'Platinum', 'প্লাটিনাম', 400_000, 2_000_000, 1_888, 400_000, 25),
  rank(5, 'Diamond', 'ডায়মন্ড', 1_000_000, 5_000_000, 5_888, 800_000, 30),
  rank(6, 'Crown', 'ক্রাউন', 2_500_000, 12_500_000, 18_888, 1_500_000, 40),
  rank(7, 'Royal', 'রয়্যাল', 6_000_000, 30_000_000, 58_888, 3_000_000, 50),
  rank(8, 'Legend', 'লিজেন্ড', 15_000_000, 75_000_000, 188_888, 5_000_000, 60),
];

/** Sorted by level; the first rank is the lowest. */
export function sortedLadder(ladder: readonly Rank[]): Rank[] {
  return [...ladder].sort((a, b) => a.level - b.level);
}

/** A rank's thresholds are met by these totals (a level without thresholds is always met). */
export function meets(rank: Rank, depositMinor: bigint, turnoverMinor: bigint): boolean {
  if (rank.depositMinor === 0n && rank.turnoverMinor === 0n) return true;
  return (
    (rank.depositMinor > 0n && depositMinor >= rank.depositMinor) ||
    (rank.turnoverMinor > 0n && turnoverMinor >= rank.turnoverMinor)
  );
}

/** The highest level whose thresholds the totals meet (ENTRY_LEVEL at least when the ladder has it). */
export function reachedLevel(ladder: readonly Rank[], depositMinor: bigint, turnoverMinor: bigint): number {
  let reached = 0;
  for (const r of sortedLadder(ladder)) if (meets(r, depositMinor, turnoverMinor)) reached = r.level;
  return reached;
}

/** The levels an upgrade from `from` to `to` passes, each paying its own bonus once: from+1 .. to. */
export function levelsPassed(ladder: readonly Rank[], from: number, to: number): Rank[] {
  return sortedLadder(ladder).filter((r) => r.level > from && r.level <= to);
}

/** The rank a level stands for: the highest ladder row not above it (a level the ladder lost keeps its row below). */
export function rankAt(ladder: readonly Rank[], level: number): Rank {
  const sorted = sortedLadder(ladder);
  let found = sorted[0];
  for (const r of sorted) if (r.level <= level) found = r;
  if (!found) throw new Error('the VIP ladder is empty');
  return found;
}

export function nextRank(ladder: readonly Rank[], level: number): Rank | null {
  return sortedLadder(ladder).find((r) => r.level > level) ?? null;
}

/** Progress to a threshold in whole percent, 0-100 (a threshold of 0 is done). */
export function percentOf(doneMinor: bigint, neededMinor: bigint): number {
  if (neededMinor <= 0n) return 100;
  if (doneMinor >= neededMinor) return 100;
  if (doneMinor <= 0n) return 0;
  return Number((doneMinor * 100n) / neededMinor);
}

/**
 * The monthly review: a member whose month met their own level's thresholds keeps it; otherwise they go down
 * one level, never below the entry level (nor is anyone at or below it moved).
 */
export function reviewedLevel(
  ladder: readonly Rank[],
  current: number,
  depositMinor: bigint,
  turnoverMinor: bigint,
): number {
  if (current <= ENTRY_LEVEL) return current;
  if (meets(rankAt(ladder, current), depositMinor, turnoverMinor)) return current;
  const below = sortedLadder(ladder)
    .filter((r) => r.level < current)
    .at(-1);
  return Math.max(ENTRY_LEVEL, below?.level ?? ENTRY_LEVEL);
}

/** The player's month (Asia/Dhaka) at an instant, yyyy-MM. */
export function playerMonth(now: number): string {
  return new Date(now + PLAYER_ZONE_OFFSET_MS).toISOString().slice(0, 7);
}

/** The UTC bounds [from, to) of a player's month as ISO text. */
export function monthBounds(month: string): { fromIso: string; toIso: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, m - 1, 1) - PLAYER_ZONE_OFFSET_MS;
  const end = Date.UTC(year, m, 1) - PLAYER_ZONE_OFFSET_MS;
  return { fromIso: new Date(start).toISOString(), toIso: new Date(end).toISOString() };
}

export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7);
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * What is wrong with a ladder, or null: levels unique, a level without thresholds at the bottom, and thresholds
 * that never fall as the level rises (else a member could reach a level and skip the one below).
 */
export function ladderProblem(ladder: readonly Rank[]): string | null {
  const sorted = sortedLadder(ladder);
  if (!sorted.length) return 'the ladder has no levels';
  if (new Set(sorted.map((r) => r.level)).size !== sorted.length) return 'a level appears twice';
  if (sorted[0]!.depositMinor !== 0n || sorted[0]!.turnoverMinor !== 0n)
    return 'the lowest level must need no deposits or turnover';
  for (let i = 1; i < sorted.length; i += 1) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (b.depositMinor < a.depositMinor || b.turnoverMinor < a.turnoverMinor)
      return `level ${b.level} needs less than level ${a.level}`;
  }
  return null;
}
