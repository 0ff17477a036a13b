// Bet checks shared by the engines. Money is bigint minor units (1 yuan/taka = 100), never a float.

/** Spec 9: "Minimum bet 1 yuan or more" — 100 minor units per bet (for the slot: per spin, all 25 lines). */
export const MIN_BET_MINOR = 100n;

export function assertBetMinor(betMinor: bigint, what = 'bet'): void {
  if (typeof betMinor !== 'bigint') throw new TypeError(`${what} must be a bigint of minor units`);
  if (betMinor < MIN_BET_MINOR) throw new RangeError(`${what} must be at least ${MIN_BET_MINOR} minor units`);
}
