/**
 * The arithmetic of cashback, free of any store: which rate a member's rank earns in a category, and what a
 * set of settled stakes pays. Integer minor units and basis points; every division rounds down, so nothing is
 * paid that was not earned (the fraction of a minor unit a category leaves is not carried over).
 */

export interface RateRow {
  category: string;
  minRank: number;
  rateBp: number;
}

export interface CategoryRebate {
  category: string;
  stakeMinor: bigint;
  rateBp: number;
  amountMinor: bigint;
}

export const MAX_RATE_BP = 10_000;

/** The rate for a category at a rank: the row with the highest minimum rank not above it; none: 0. */
export function rateFor(rates: readonly RateRow[], category: string, rank: number): number {
  let best: RateRow | undefined;
  for (const row of rates)
    if (row.category === category && row.minRank <= rank && (!best || row.minRank > best.minRank)) best = row;
  return best?.rateBp ?? 0;
}

/** Stakes per category at the member's rates, in category order; categories that earn nothing are left out. */
export function rebateOf(
  stakes: ReadonlyMap<string, bigint>,
  rates: readonly RateRow[],
  rank: number,
): CategoryRebate[] {
  const lines: CategoryRebate[] = [];
  for (const [category, stakeMinor] of [...stakes].sort(([a], [b]) => a.localeCompare(b))) {
    const rateBp = rateFor(rates, category, rank);
    if (stakeMinor <= 0n || rateBp <= 0) continue;
    lines.push({ category, stakeMinor, rateBp, amountMinor: (stakeMinor * BigInt(rateBp)) / 10_000n });
  }
  return lines;
}

export function totalOf(lines: readonly CategoryRebate[]): bigint {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0n);
}

/** A percentage the operator typed ('1.5', '0.25') as basis points, or null when it is not 0-100 with 2 places. */
export function percentToBp(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_RATE_BP ? bp : null;
}

/** Basis points as a percentage for people: 150 -> '1.5'. */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
