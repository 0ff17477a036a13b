import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from '../../src/lib/money/profit-range.ts';

// 2026-11-22 20:00 UTC is already 2026-11-23 in Dhaka (UTC+6).
const NOW = Date.parse('2026-11-22T20:00:00Z');

describe('profit and loss periods', () => {
  it("end the presets today in the player's zone", () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('last7', NOW)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange('last30', NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('check a custom range as the platform does', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-23' }, NOW)).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-23' }, NOW)).toBe('missing');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-02' }, NOW)).toBe('invalid');
    expect(rangeProblem({ from: '2026-11-23', to: '2026-11-22' }, NOW)).toBe('order');
    // Ninety days is the longest period; ninety-one is refused.
    expect(rangeProblem({ from: '2026-08-26', to: '2026-11-23' }, NOW)).toBeNull();
    expect(rangeProblem({ from: '2026-08-25', to: '2026-11-23' }, NOW)).toBe('tooLong');
    expect(rangeProblem({ from: '2025-10-01', to: '2025-10-05' }, NOW)).toBe('tooOld');
  });
});
