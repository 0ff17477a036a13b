/** The VIP ladder's arithmetic: levels reached, levels an upgrade pays, the review's rule, months and progress. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LADDER,
  ENTRY_LABEL,
  ENTRY_LEVEL,
  ladderProblem,
  levelsPassed,
  meets,
  monthBounds,
  nextRank,
  percentOf,
  playerMonth,
  previousMonth,
  rankAt,
  reachedLevel,
  reviewedLevel,
} from '../../platform/modules/vip/ladder.ts';

const bdt = (n: number) => BigInt(n) * 100n;

describe('VIP ladder', () => {
  it('is a valid ladder whose entry level matches what registration writes and whose labels match the seed', () => {
    expect(ladderProblem(DEFAULT_LADDER)).toBeNull();
    expect(rankAt(DEFAULT_LADDER, ENTRY_LEVEL).nameEn).toBe(ENTRY_LABEL);
    expect([2, 3, 5].map((l) => rankAt(DEFAULT_LADDER, l).nameEn)).toEqual(['Silver', 'Gold', 'Diamond']);
  });

  it('reaches a level by its deposits or its turnover, either alone, and never by less', () => {
    expect(reachedLevel(DEFAULT_LADDER, 0n, 0n)).toBe(1);
    expect(reachedLevel(DEFAULT_LADDER, bdt(49_999), 0n)).toBe(1);
    expect(reachedLevel(DEFAULT_LADDER, bdt(50_000), 0n)).toBe(2);
    expect(reachedLevel(DEFAULT_LADDER, 0n, bdt(250_000))).toBe(2);
    expect(reachedLevel(DEFAULT_LADDER, bdt(150_000), bdt(10))).toBe(3);
    expect(reachedLevel(DEFAULT_LADDER, bdt(10), bdt(5_000_000))).toBe(5);
    expect(reachedLevel(DEFAULT_LADDER, bdt(99_000_000), 0n)).toBe(8);
    const silver = rankAt(DEFAULT_LADDER, 2);
    expect(meets(silver, bdt(50_000) - 1n, bdt(250_000) - 1n)).toBe(false);
  });

  it('pays every level passed on the way up, once each, and none for staying', () => {
    expect(levelsPassed(DEFAULT_LADDER, 1, 4).map((r) => r.level)).toEqual([2, 3, 4]);
    expect(levelsPassed(DEFAULT_LADDER, 3, 3)).toEqual([]);
    expect(levelsPassed(DEFAULT_LADDER, 1, 2)[0]!.bonusMinor).toBe(bdt(188));
  });

  it('keeps a level whose month met it, lowers any other one level, and never below the entry level', () => {
    expect(reviewedLevel(DEFAULT_LADDER, 3, bdt(150_000), 0n)).toBe(3);
    expect(reviewedLevel(DEFAULT_LADDER, 3, bdt(149_999), bdt(749_999))).toBe(2);
    expect(reviewedLevel(DEFAULT_LADDER, 5, 0n, 0n)).toBe(4);
    expect(reviewedLevel(DEFAULT_LADDER, 2, 0n, 0n)).toBe(1);
    expect(reviewedLevel(DEFAULT_LADDER, 1, 0n, 0n)).toBe(1);
    expect(reviewedLevel(DEFAULT_LADDER, 0, 0n, 0n)).toBe(0);
  });

  it('counts months in the player zone (Dhaka, UTC+6)', () => {
    // 23:30 UTC on 30 November is 05:30 on 1 December in Dhaka.
    expect(playerMonth(Date.parse('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(monthBounds('2026-12')).toEqual({
      fromIso: '2026-11-30T18:00:00.000Z',
      toIso: '2026-12-31T18:00:00.000Z',
    });
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-03')).toBe('2026-02');
  });

  it('shows progress in whole percent, done at or past the threshold', () => {
    expect(percentOf(0n, bdt(50_000))).toBe(0);
    expect(percentOf(bdt(16_666), bdt(50_000))).toBe(33);
    expect(percentOf(bdt(60_000), bdt(50_000))).toBe(100);
    expect(percentOf(5n, 0n)).toBe(100);
    expect(nextRank(DEFAULT_LADDER, 8)).toBeNull();
    expect(nextRank(DEFAULT_LADDER, 1)?.level).toBe(2);
  });

  it('names what is wrong with a ladder the operator could write', () => {
    const [member, bronze, silver] = DEFAULT_LADDER;
    expect(ladderProblem([])).toBe('the ladder has no levels');
    expect(ladderProblem([member!, member!])).toBe('a level appears twice');
    expect(ladderProblem([silver!])).toBe('the lowest level must need no deposits or turnover');
    expect(
      ladderProblem([
        bronze!,
        { ...silver!, depositMinor: 0n, turnoverMinor: 0n },
        { ...silver!, level: 3, depositMinor: 1n, turnoverMinor: 0n },
      ]),
    ).toBeNull();
    expect(ladderProblem([member!, { ...silver!, level: 1 }, { ...silver!, level: 2, depositMinor: 1n }])).toBe(
      'level 2 needs less than level 1',
    );
  });
});
