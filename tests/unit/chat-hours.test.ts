import { describe, expect, it } from 'vitest';
import { isOpenAt } from '../../platform/modules/chat/hours.ts';

const at = (iso: string) => Date.parse(iso);
const DHAKA = { opensAt: '09:00', closesAt: '23:00', utcOffsetMinutes: 360 };

describe('live-chat business hours', () => {
  it("count in the merchant's local time, opening included and closing excluded", () => {
    expect(isOpenAt(DHAKA, at('2026-11-24T02:59:00Z'))).toBe(false); // 08:59 Dhaka
    expect(isOpenAt(DHAKA, at('2026-11-24T03:00:00Z'))).toBe(true); // 09:00
    expect(isOpenAt(DHAKA, at('2026-11-24T16:59:00Z'))).toBe(true); // 22:59
    expect(isOpenAt(DHAKA, at('2026-11-24T17:00:00Z'))).toBe(false); // 23:00
  });

  it('span midnight when closing comes before opening', () => {
    const night = { opensAt: '20:00', closesAt: '04:00', utcOffsetMinutes: 0 };
    expect(isOpenAt(night, at('2026-11-24T23:30:00Z'))).toBe(true);
    expect(isOpenAt(night, at('2026-11-24T03:59:00Z'))).toBe(true);
    expect(isOpenAt(night, at('2026-11-24T12:00:00Z'))).toBe(false);
  });

  it('are always open when opening and closing are equal, and work west of UTC', () => {
    expect(isOpenAt({ opensAt: '00:00', closesAt: '00:00', utcOffsetMinutes: 0 }, at('2026-11-24T12:00:00Z'))).toBe(
      true,
    );
    expect(isOpenAt({ opensAt: '09:00', closesAt: '17:00', utcOffsetMinutes: -300 }, at('2026-11-24T13:00:00Z'))).toBe(
      false,
    ); // 08:00 local
    expect(isOpenAt({ opensAt: '09:00', closesAt: '17:00', utcOffsetMinutes: -300 }, at('2026-11-24T14:00:00Z'))).toBe(
      true,
    ); // 09:00 local
  });
});
