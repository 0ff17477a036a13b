/** An amount's bounds, checked after the contract's shape (contract/money.ts: amountText, requestId). */
import { PlatformError } from '../../http/envelope.ts';
import { formatMinor, parseMajor } from '../../../contract/minor-units.ts';

/** Parses an amount and checks its bounds, or refuses in the player's language. */
export function amountMinor(text: string, minMinor: bigint, maxMinor: bigint): bigint {
  const amount = parseMajor(text);
  if (amount === null || amount <= 0n) throw new PlatformError(400, 'amount_invalid');
  if (amount < minMinor || amount > maxMinor) {
    throw new PlatformError(400, 'amount_out_of_range', undefined, {
      min: formatMinor(minMinor),
      max: formatMinor(maxMinor),
    });
  }
  return amount;
}
