/** The agent reports' period presets and category list (src/lib/agent): what the site asks the platform for. */
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../src/lib/agent/periods.ts';
import { TEAM_CATEGORIES as SITE_CATEGORIES } from '../../src/lib/agent/categories.ts';
import { TEAM_CATEGORIES } from '../../contract/calls/agent.ts';

describe('agent report periods', () => {
  // 2026-11-24 20:30 UTC is already 25 November in Dhaka (UTC+6).
  const lateEvening = Date.parse('2026-11-24T20:30:00Z');

  it('counts whole player days up to today, in Dhaka', () => {
    expect(presetRange('today', lateEvening)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('7', lateEvening)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('30', lateEvening)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('offers exactly the categories the contract accepts', () => {
    expect([...SITE_CATEGORIES]).toEqual([...TEAM_CATEGORIES]);
  });
});
