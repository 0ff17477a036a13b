/** Ledger refusals as named errors; routes turn them into the player's message. */
export class InsufficientFundsError extends Error {
  constructor(accountId: number) {
    super(`account ${accountId} cannot cover the transfer`);
    this.name = 'InsufficientFundsError';
  }
}

/** The same transfer id was used before with other data (quality bars: refused, never applied twice). */
export class IdempotencyConflictError extends Error {
  constructor(id: string) {
    super(`transfer ${id} exists with other data`);
    this.name = 'IdempotencyConflictError';
  }
}

/** A post or void for a pending transfer that does not exist, is not pending, or was already resolved. */
export class PendingStateError extends Error {
  constructor(id: string, reason: string) {
    super(`pending transfer ${id}: ${reason}`);
    this.name = 'PendingStateError';
  }
}
