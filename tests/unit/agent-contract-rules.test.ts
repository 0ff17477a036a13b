/** Agent contract arithmetic: periods in the player's day, the terms' rules, and what a period pays with its carry-forward. */
import { describe, expect, it } from 'vitest';
import { nextPeriod, periodAt } from '../../platform/modules/agent-contracts/periods.ts';
import { statementFor } from '../../platform/modules/agent-contracts/statement.ts';
import { termsProblem, type ContractTerms } from '../../contract/rules/contract-terms.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('contract periods (Dhaka, UTC+6)', () => {
  it('names days, hours and 5-minute slots by the player clock', () => {
    // 23:59 on 20 November in Dhaka is still the 20th there.
    const day = periodAt('D', at('2026-11-20T17:59:00Z'));
    expect([day.key, iso(day.start), iso(day.end)]).toEqual([
      '2026-11-20',
      '2026-11-19T18:00:00.000Z',
      '2026-11-20T18:00:00.000Z',
    ]);
    expect(periodAt('D', at('2026-11-20T18:00:00Z')).key).toBe('2026-11-21');
    expect(periodAt('hour', at('2026-11-20T06:30:00Z')).key).toBe('2026-11-20T12');
    const slot = periodAt('5min', at('2026-11-20T06:34:59Z'));
    expect([slot.key, iso(slot.start), iso(slot.end)]).toEqual([
      '2026-11-20T12:30',
      '2026-11-20T06:30:00.000Z',
      '2026-11-20T06:35:00.000Z',
    ]);
  });

  it('starts weeks on Monday and splits months into halves at the 16th', () => {
    // Sunday 22 November 2026 (Dhaka) belongs to the week of Monday the 16th.
    expect(periodAt('W', at('2026-11-22T10:00:00Z')).key).toBe('W2026-11-16');
    expect(periodAt('W', at('2026-11-22T18:00:00Z')).key).toBe('W2026-11-23');
    const second = periodAt('H', at('2026-11-16T00:00:00Z'));
    expect([second.key, iso(second.start), iso(second.end)]).toEqual([
      '2026-11-H2',
      '2026-11-15T18:00:00.000Z',
      '2026-11-30T18:00:00.000Z',
    ]);
    expect(periodAt('H', at('2026-11-15T17:59:59Z')).key).toBe('2026-11-H1');
    const december = periodAt('M', at('2026-12-31T18:30:00Z'));
    expect(december.key).toBe('2027-01');
  });

  it('chains periods without gaps or overlaps across a year', () => {
    for (const kind of ['D', 'W', 'H', 'M', 'hour'] as const) {
      let p = periodAt(kind, at('2026-01-01T00:00:00Z'));
      const keys = new Set<string>();
      for (let i = 0; i < 60; i += 1) {
        const next = nextPeriod(kind, p);
        expect(next.start).toBe(p.end);
        expect(next.end).toBeGreaterThan(next.start);
        expect(keys.has(next.key)).toBe(false);
        keys.add(next.key);
        p = next;
      }
    }
  });
});

const salary: ContractTerms = {
  basis: 'turnover',
  activeMinStakeMinor: '1000',
  tiers: [
    { threshold: '10000', value: '5000' },
    { threshold: '100000', value: '20000' },
  ],
};

describe('contract terms', () => {
  it('accepts good terms and names the first problem of bad ones', () => {
    expect(termsProblem('daily', salary)).toBeNull();
    expect(termsProblem('daily', { ...salary, basis: 'netLoss' })).toBe('basis');
    expect(termsProblem('realtime', { ...salary, basis: 'active' })).toBe('basis');
    expect(termsProblem('daily', { ...salary, period: 'W' })).toBe('period');
    expect(termsProblem('dividend', { ...salary, basis: 'netLoss' })).toBe('period');
    expect(termsProblem('daily', { ...salary, tiers: [] })).toBe('tierCount');
    expect(termsProblem('daily', { ...salary, tiers: [salary.tiers[1]!, salary.tiers[0]!] })).toBe('tierOrder');
    expect(termsProblem('daily', { ...salary, tiers: [{ threshold: '0', value: '1' }] })).toBe('tierOrder');
    expect(termsProblem('daily', { ...salary, tiers: [{ threshold: '1', value: '0' }] })).toBe('tierValue');
    expect(termsProblem('realtime', { ...salary, tiers: [{ threshold: '1', value: '301' }] })).toBe('tierValue');
    expect(termsProblem('daily', { ...salary, activeMinStakeMinor: '99' })).toBe('activeMin');
  });
});

describe('what a period pays', () => {
  const figures = (turnover: bigint, netLoss: bigint, active = 1) => ({
    turnoverMinor: turnover,
    netLossMinor: netLoss,
    activeMembers: active,
  });

  it('pays a salary the amount of the highest tier reached, and nothing below the first', () => {
    expect(statementFor('daily', salary, figures(9_999n, 0n), 0n)).toMatchObject({ tier: null, payoutMinor: 0n });
    expect(statementFor('daily', salary, figures(10_000n, 0n), 0n)).toMatchObject({ tier: 1, payoutMinor: 5_000n });
    expect(statementFor('hourly', salary, figures(500_000n, 0n), 0n)).toMatchObject({ tier: 2, payoutMinor: 20_000n });
    const byActive = { ...salary, basis: 'active' as const, tiers: [{ threshold: '3', value: '700' }] };
    expect(statementFor('daily', byActive, figures(1n, 0n, 3), 0n)).toMatchObject({ measure: 3n, payoutMinor: 700n });
  });

  it('pays a real-time salary its share of the turnover, rounded down', () => {
    const rt = { ...salary, tiers: [{ threshold: '100', value: '150' }] };
    expect(statementFor('realtime', rt, figures(12_345n, 0n), 0n)).toMatchObject({ payoutMinor: 185n });
  });

  it('carries a losing dividend period forward and sets it against the next', () => {
    const dividend: ContractTerms = {
      basis: 'netLoss',
      period: 'W',
      activeMinStakeMinor: '1000',
      tiers: [
        { threshold: '1', value: '3000' },
        { threshold: '1000000', value: '4000' },
      ],
    };
    const week1 = statementFor('dividend', dividend, figures(0n, -50_000n), 0n);
    expect(week1).toMatchObject({ payoutMinor: 0n, carryOutMinor: -50_000n });
    const week2 = statementFor('dividend', dividend, figures(0n, 30_000n), week1.carryOutMinor);
    expect(week2).toMatchObject({ payoutMinor: 0n, carryOutMinor: -20_000n });
    const week3 = statementFor('dividend', dividend, figures(0n, 120_000n), week2.carryOutMinor);
    // 30 % of (120,000 - 20,000).
    expect(week3).toMatchObject({ measure: 100_000n, tier: 1, payoutMinor: 30_000n, carryOutMinor: 0n });
    const week4 = statementFor('dividend', dividend, figures(0n, 2_000_000n), 0n);
    expect(week4).toMatchObject({ tier: 2, payoutMinor: 800_000n });
  });
});
