import { describe, expect, it } from 'vitest';
import { secondsUntil } from '../../src/lib/games/pvp-rooms.ts';
import { cycleOnSale, drawTimeOf, ROOMS, SALES_CLOSE_MS } from '../../platform/vendor/rooms/config.ts';

describe('PVP room countdown and cycles', () => {
  it("counts whole seconds to the draw on the platform's clock, never below zero", () => {
    expect(secondsUntil(61_000, 1_000, 0)).toBe(60);
    expect(secondsUntil(61_000, 1_001, 0)).toBe(60);
    expect(secondsUntil(61_000, 1_000, 500)).toBe(60);
    expect(secondsUntil(61_000, 1_000, 1_000)).toBe(59);
    expect(secondsUntil(61_000, 70_000, 0)).toBe(0);
  });

  it("sells the next draw's cards until shortly before it, then the one after", () => {
    const room = ROOMS.find((r) => r.code === 'bingo-90')!;
    expect(room.cycleMs).toBe(60_000);
    const base = 1_000 * room.cycleMs;
    expect(cycleOnSale(room, base)).toBe(1_001);
    expect(drawTimeOf(room, 1_001)).toBe(base + room.cycleMs);
    expect(cycleOnSale(room, base + room.cycleMs - SALES_CLOSE_MS - 1)).toBe(1_001);
    expect(cycleOnSale(room, base + room.cycleMs - SALES_CLOSE_MS)).toBe(1_002);
    expect(cycleOnSale(room, base + room.cycleMs)).toBe(1_002);
  });
});
