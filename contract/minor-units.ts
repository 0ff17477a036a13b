/**
 * Money as integer minor units (bigint), shared by the platform, its game vendor and the site; decimal strings only
 * at the edges.
 */

/** Minor units per major unit for the currencies served (BDT and the spec's default P both have 2 decimals). */
export const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);

/** A stored amount as bigint, whatever the driver returned (SQLite numbers, PostgreSQL bigints, text). */
export function toMinor(value: bigint | number | string): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

/** '1234.50' for 123450n. */
export function formatMinor(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const text = `${abs / SCALE}.${(abs % SCALE).toString().padStart(MINOR_DIGITS, '0')}`;
  return negative ? `-${text}` : text;
}

const DECIMAL = new RegExp(`^(\\d{1,13})(?:\\.(\\d{1,${MINOR_DIGITS}}))?$`);

/** 123450n for '1234.5'; null for anything that is not a plain non-negative decimal with at most two places. */
export function parseMajor(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(MINOR_DIGITS, '0'));
}
