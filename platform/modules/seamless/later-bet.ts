/**
 * A session's later bets take a short path on each store (pg-debit.ts: one statement; sqlite-debit.ts: a few
 * prepared statements run at once on the writer thread). Both need the same facts worked out before they touch
 * the database, and write the same rows with the same answers as the general path (operations.debit); they are
 * worked out here once. "Later": the member and main wallet of the session are known from its first bet, which
 * always takes the general path.
 */
import { transferHash, type TransferResult } from '../ledger/ledger.ts';
import type { CallEnvironment, SeamlessCall } from './calls.ts';
import { GAME_SESSION_MS, RENEW_EVERY_MS } from './game-sessions.ts';
import { betHash, betMetadata, ledgerId } from './operations.ts';

export type DebitCall = Extract<SeamlessCall, { op: 'debit' }>;

export interface LaterBet {
  call: DebitCall;
  memberId: number;
  mainId: number;
  /** The call's request hash (replays), and its ledger transfer's id and hash. */
  hash: string;
  transferId: string;
  ledgerHash: string;
  metadata: string;
  at: string;
  /** A session last used before this is renewed to expire at `expires`. */
  renewBefore: string;
  expires: string;
}

export function laterBet(env: CallEnvironment, call: DebitCall): LaterBet | undefined {
  const memberId = env.sessionMembers?.get(call.sessionHash);
  const mainId = memberId === undefined ? undefined : env.mainAccounts.get(memberId);
  if (memberId === undefined || mainId === undefined) return undefined;
  const metadata = betMetadata(call.vendor, call.input);
  return {
    call, memberId, mainId,
    hash: betHash(call.input, call.sessionHash),
    transferId: ledgerId(call, call.input.transactionId),
    ledgerHash: transferHash({ code: 'bet', debitAccountId: mainId, creditAccountId: call.houseAccountId, amountMinor: call.input.amountMinor, metadata }, 'posted'),
    metadata: JSON.stringify(metadata),
    at: new Date(call.now).toISOString(),
    renewBefore: new Date(call.now - RENEW_EVERY_MS).toISOString(),
    expires: new Date(call.now + GAME_SESSION_MS).toISOString(),
  };
}

/** The vendor's answer to the bet, the wallet's balance after it given. */
export function betAnswer(bet: LaterBet, balanceMinor: string) {
  return { balanceMinor, transactionId: bet.call.input.transactionId, player: String(bet.memberId) };
}

/** The ledger's stored result of the bet's transfer (what a ledger replay of its id answers). */
export function betTransferResult(bet: LaterBet, balanceMinor: string): TransferResult {
  return {
    transferId: bet.transferId, code: 'bet', kind: 'posted', amountMinor: bet.call.input.amountMinor.toString(),
    debitBalanceMinor: balanceMinor, creditBalanceMinor: null, createdAt: bet.at,
  };
}
