/**
 * How much one round may credit: the game's declared maximum multiple of the round's bets. The built-in vendor's
 * games declare theirs (each engine's best pay, platform/vendor/game-adapter.ts); a game the platform has no engine
 * for gets a generous fixed bound, so even an outside vendor cannot credit one bet without limit.
 */
import { vendorGame } from '../../vendor/index.ts';

/** For games of other vendors: above any real single-round pay, far below "credit the bet forever". */
export const DEFAULT_MAX_WIN_MULTIPLE = 10_000;

export function maxWinMultiple(vassalage: string, gameCode: string): bigint {
  return BigInt(vendorGame(vassalage, gameCode)?.maxWinMultiple ?? DEFAULT_MAX_WIN_MULTIPLE);
}

/** A round's money so far (answered calls only), for one player. */
export interface RoundTotals {
  betMinor: bigint;
  refundMinor: bigint;
  winMinor: bigint;
}

/** True when crediting `amountMinor` more would take the round's wins past the cap of its bets still standing. */
export function overWinCap(totals: RoundTotals, amountMinor: bigint, multiple: bigint): boolean {
  const staked = totals.betMinor - totals.refundMinor;
  return totals.winMinor + amountMinor > staked * multiple;
}
