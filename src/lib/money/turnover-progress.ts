/**
 * How far a player is with the withdrawal turnover, from the platform's minor-unit texts. BigInt throughout: the
 * percentage is whole and rounded down, so the bar never shows 100 % while a paisa is still owed.
 */
export interface TurnoverProgress {
  /** 0 to 100, whole. */
  percent: number;
  remainingMinor: bigint;
  complete: boolean;
}

export function turnoverProgress(requiredMinor: string, doneMinor: string): TurnoverProgress {
  const required = BigInt(requiredMinor);
  const done = BigInt(doneMinor);
  if (required <= 0n || done >= required) return { percent: 100, remainingMinor: 0n, complete: true };
  const counted = done > 0n ? done : 0n;
  return { percent: Number((counted * 100n) / required), remainingMinor: required - counted, complete: false };
}
