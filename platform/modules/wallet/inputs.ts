/** Inputs every money call shares: an amount in major units as text, and the client's idempotency key. */
import { z } from 'zod';
import { PlatformError } from '../../http/envelope.ts';
import { formatMinor, parseMajor } from '../ledger/money.ts';

/** A decimal amount with at most two places ('150', '150.5'); numbers are refused so no float ever reaches money. */
export const amountText = z.string().trim().min(1).max(20);

/** The key a client makes for one user action (a UUID); a retry of that action sends the same key. */
export const requestId = z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);

/** Parses an amount and checks its bounds, or refuses in the player's language. */
export function amountMinor(text: string, minMinor: bigint, maxMinor: bigint): bigint {
  const amount = parseMajor(text);
  if (amount === null || amount <= 0n) throw new PlatformError(400, 'amount_invalid');
  if (amount < minMinor || amount > maxMinor) {
    throw new PlatformError(400, 'amount_out_of_range', undefined, { min: formatMinor(minMinor), max: formatMinor(maxMinor) });
  }
  return amount;
}
