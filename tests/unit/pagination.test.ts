import { describe, expect, it } from 'vitest';
import { pageItems, step } from '../../src/lib/ui/pagination.ts';

describe('pageItems (pageRange 3, marginPages 1)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows the margins, the range around the current page and breaks', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'break', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'break', 4, 5, 6, 'break', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'break', 8, 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'break', 10]);
  });
});

describe('step', () => {
  it('moves one page and does nothing at the bounds', () => {
    expect(step(2, 5, 1)).toBe(3);
    expect(step(2, 5, -1)).toBe(1);
    expect(step(1, 5, -1)).toBe(1);
    expect(step(5, 5, 1)).toBe(5);
  });
});
