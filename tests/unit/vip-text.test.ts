import { describe, expect, it } from 'vitest';
import { monthText } from '../../src/islands/vip/vip-text.ts';

describe('the VIP month as the player reads it', () => {
  it('names the month in English', () => {
    expect(monthText('2026-11', 'en')).toBe('November 2026');
  });

  it('names the month in Bengali words and digits, with no Latin digit left', () => {
    const text = monthText('2026-01', 'bn');
    expect(text).toContain('২০২৬');
    expect(text).toMatch(/জানুয়ারী|জানুয়ারি/);
    expect(text).not.toMatch(/[0-9]/);
  });
});
