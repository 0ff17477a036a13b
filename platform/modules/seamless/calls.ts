/**
 * A seamless money call as plain data. The HTTP side resolves what it needs (vendor, house account, currency,
 * clock) and hands the call to a runner; every runner performs it the same way, inside the transaction it gives.
 * Plain data because on SQLite the call crosses to the writer thread (writer-thread.ts), where closures cannot go.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { Ledger } from '../ledger/index.ts';
import type { CreditInput, DebitInput, RollbackInput } from './inputs.ts';
import * as operations from './operations.ts';
import type { SeamlessAnswer } from './refusals.ts';
import type { BoundedMap } from './bounded-map.ts';

interface CallCommon {
  vendor: string;
  currency: string;
  /** The vendor's house account (untracked: no row is updated by every bet). */
  houseAccountId: number;
  /** The vendor's house in the practice book (a trial's calls; operations.ts decides which book a call moves). */
  practiceHouseAccountId: number;
  /** The platform's clock when the call arrived (tests move it). */
  now: number;
}

export type SeamlessCall = CallCommon &
  (
    | { op: 'debit'; input: DebitInput; sessionHash: string }
    | { op: 'credit'; input: CreditInput }
    | { op: 'rollback'; input: RollbackInput }
  );

/** What stays the same from call to call on one connection. */
export interface CallEnvironment {
  db: Kysely<Database>;
  merchant: string;
  /** Login sessions' idle time: a game session ends with its login (game-sessions.ts). */
  sessionIdleMs: number;
  /** PostgreSQL: lock a bet's row before settling it (SQLite has one writer already). */
  lockRows: boolean;
  /** Main wallet ids by member: an account's id never changes, so each is read once. */
  mainAccounts: Map<number, number>;
  /** PostgreSQL: the member of each game session seen, for the one-statement bet (pg-debit.ts). */
  sessionMembers?: BoundedMap<string, number>;
}

export function performCall(
  trx: Transaction<Database>,
  env: CallEnvironment,
  call: SeamlessCall,
): Promise<SeamlessAnswer> {
  const scope: operations.CallScope = {
    trx,
    ledger: new Ledger(env.db, env.merchant, () => call.now),
    merchant: env.merchant,
    sessionIdleMs: env.sessionIdleMs,
    vendor: call.vendor,
    currency: call.currency,
    houseAccountId: call.houseAccountId,
    practiceHouseAccountId: call.practiceHouseAccountId,
    now: call.now,
    lockRows: env.lockRows,
    mainAccounts: env.mainAccounts,
    ...(env.sessionMembers ? { sessionMembers: env.sessionMembers } : {}),
  };
  switch (call.op) {
    case 'debit':
      return operations.debit(scope, call.input, call.sessionHash);
    case 'credit':
      return operations.credit(scope, call.input);
    case 'rollback':
      return operations.rollback(scope, call.input);
  }
}
