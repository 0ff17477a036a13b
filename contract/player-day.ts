/**
 * The player's day: Asia/Dhaka, UTC+6 all year (Bangladesh keeps no summer time). Records, limits and reports count
 * whole days in this zone, on the platform, in the site and in tests alike.
 */
export const PLAYER_ZONE_OFFSET = '+06:00';
export const PLAYER_ZONE_OFFSET_MS = 6 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The player's calendar date at an instant, as yyyy-MM-dd. */
export function playerDay(now: number): string {
  return new Date(now + PLAYER_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant a player's day (yyyy-MM-dd) begins. */
export function playerDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${PLAYER_ZONE_OFFSET}`);
}

/** The UTC instant the player's current day began. */
export function startOfPlayerDay(now: number): Date {
  return playerDayStart(playerDay(now));
}
