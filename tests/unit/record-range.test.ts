import { describe, expect, it } from 'vitest';
import { defaultRange, shiftRange, today } from '../../src/lib/money/record-range.ts';

// 2026-11-22 20:00 UTC is already 2026-11-23 in Dhaka (UTC+6).
const NOW = Date.parse('2026-11-22T20:00:00Z');

describe('account record ranges', () => {
  it("count days in the player's zone", () => {
    expect(today(NOW)).toBe('2026-11-23');
    expect(defaultRange(NOW)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  });

  it('move back by the preset and forward again, never past today', () => {
    const start = defaultRange(NOW);
    const back = shiftRange(start, 'previous30', NOW);
    expect(back).toEqual({ from: '2026-10-18', to: '2026-10-24' });
    expect(shiftRange(back, 'next7', NOW)).toEqual({ from: '2026-10-25', to: '2026-10-31' });
    expect(shiftRange(back, 'next30', NOW)).toEqual(start);
    expect(shiftRange(start, 'next7', NOW)).toEqual(start);
    expect(shiftRange(start, 'previous7', NOW)).toEqual({ from: '2026-11-10', to: '2026-11-16' });
  });
});
