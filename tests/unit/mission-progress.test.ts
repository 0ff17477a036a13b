/** Missions' pure rules: the period at an instant (player day, ISO week in Dhaka), progress against a target, the countdown. */
import { describe, expect, it } from 'vitest';
import { isoWeekKey, periodAt } from '../../platform/modules/missions/periods.ts';
import { longestStreak, progressOf, type Measured } from '../../platform/modules/missions/progress.ts';
import { timeLeft } from '../../src/lib/missions/countdown.ts';

const none: Measured = { depositMinor: 0n, stakeByCategory: new Map(), roundsByCategory: new Map(), loginDays: [] };

describe('mission periods', () => {
  it('a daily period is the Dhaka day: it begins at 18:00 UTC the evening before', () => {
    // 23:59 UTC on the 19th is 05:59 on the 20th in Dhaka.
    const day = periodAt('daily', Date.parse('2026-11-19T23:59:00Z'));
    expect(day).toMatchObject({ key: '2026-11-20', firstDay: '2026-11-20', lastDay: '2026-11-20' });
    expect(new Date(day.fromMs).toISOString()).toBe('2026-11-19T18:00:00.000Z');
    expect(new Date(day.endMs).toISOString()).toBe('2026-11-20T18:00:00.000Z');
    // One minute before midnight in Dhaka is still the old day; at midnight the next begins.
    expect(periodAt('daily', Date.parse('2026-11-20T17:59:59Z')).key).toBe('2026-11-20');
    expect(periodAt('daily', Date.parse('2026-11-20T18:00:00Z')).key).toBe('2026-11-21');
  });

  it('a weekly period is the ISO week, Monday to Sunday in Dhaka', () => {
    // Friday 20 November 2026 is in ISO week 47, Monday the 16th to Sunday the 22nd.
    const week = periodAt('weekly', Date.parse('2026-11-20T06:00:00Z'));
    expect(week).toMatchObject({ key: '2026-W47', firstDay: '2026-11-16', lastDay: '2026-11-22' });
    expect(new Date(week.fromMs).toISOString()).toBe('2026-11-15T18:00:00.000Z');
    expect(new Date(week.endMs).toISOString()).toBe('2026-11-22T18:00:00.000Z');
    // Sunday 23:59 in Dhaka is still week 47; Monday 00:00 is week 48.
    expect(periodAt('weekly', Date.parse('2026-11-22T17:59:00Z')).key).toBe('2026-W47');
    expect(periodAt('weekly', Date.parse('2026-11-22T18:00:00Z')).key).toBe('2026-W48');
  });

  it('names ISO weeks across a year end by the year of their Thursday', () => {
    expect(isoWeekKey('2026-12-28')).toBe('2026-W53');
    expect(isoWeekKey('2027-01-03')).toBe('2026-W53');
    expect(isoWeekKey('2027-01-04')).toBe('2027-W01');
    expect(isoWeekKey('2025-12-29')).toBe('2026-W01');
  });
});

describe('mission progress', () => {
  it('counts the longest run of consecutive days, duplicates once', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-11-20'])).toBe(1);
    expect(longestStreak(['2026-11-18', '2026-11-16', '2026-11-17', '2026-11-17', '2026-11-20'])).toBe(3);
    // Across a month's end.
    expect(longestStreak(['2026-11-30', '2026-12-01'])).toBe(2);
  });

  it('measures each kind, in its category or any, capped at the target', () => {
    const measured: Measured = {
      depositMinor: 30_000n,
      stakeByCategory: new Map([
        ['RNG', 15_000n],
        ['LIVE', 10_000n],
      ]),
      roundsByCategory: new Map([
        ['RNG', 2],
        ['LIVE', 1],
      ]),
      loginDays: ['2026-11-16', '2026-11-17'],
    };
    expect(progressOf({ kind: 'deposit', target: 50_000n, category: null }, measured)).toEqual({
      value: 30_000n,
      done: false,
      percent: 60,
    });
    expect(progressOf({ kind: 'bet', target: 20_000n, category: 'RNG' }, measured).percent).toBe(75);
    expect(progressOf({ kind: 'bet', target: 20_000n, category: null }, measured)).toEqual({
      value: 20_000n,
      done: true,
      percent: 100,
    });
    expect(progressOf({ kind: 'bet', target: 1n, category: 'FISH' }, measured).done).toBe(false);
    expect(progressOf({ kind: 'rounds', target: 3n, category: null }, measured).done).toBe(true);
    expect(progressOf({ kind: 'rounds', target: 3n, category: 'RNG' }, measured)).toMatchObject({
      value: 2n,
      percent: 66,
    });
    expect(progressOf({ kind: 'login', target: 3n, category: null }, measured)).toMatchObject({
      value: 2n,
      done: false,
    });
    expect(progressOf({ kind: 'login', target: 1n, category: null }, none)).toMatchObject({ value: 0n, percent: 0 });
  });

  it('shows 99 % until the target is really reached', () => {
    const almost = { ...none, depositMinor: 49_999n };
    expect(progressOf({ kind: 'deposit', target: 50_000n, category: null }, almost)).toMatchObject({
      percent: 99,
      done: false,
    });
  });
});

describe('mission countdown', () => {
  it('splits the time left into days and a clock, never below zero', () => {
    const now = Date.parse('2026-11-20T06:00:00Z');
    expect(timeLeft('2026-11-20T18:00:00.000Z', now)).toEqual({ days: 0, clock: '12:00:00', over: false });
    expect(timeLeft('2026-11-22T18:00:00.000Z', now + 1500)).toEqual({ days: 2, clock: '11:59:58', over: false });
    expect(timeLeft('2026-11-20T05:00:00.000Z', now)).toEqual({ days: 0, clock: '00:00:00', over: true });
  });
});
