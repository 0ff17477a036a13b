/** Ledger errors as the player's refusals (every money refusal has a message in both languages). */
import { PlatformError } from '../../http/envelope.ts';
import { IdempotencyConflictError, InsufficientFundsError } from '../ledger/index.ts';

/** Runs a money action, turning ledger refusals into envelopes; anything else is a programming or operating error. */
export async function asPlayerRefusal<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new PlatformError(400, 'insufficient_balance');
    if (error instanceof IdempotencyConflictError) throw new PlatformError(409, 'duplicate_request');
    throw error;
  }
}
