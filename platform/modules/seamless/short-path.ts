/**
 * The short paths of the two hot calls: a session's later bets (pg-debit.ts: one statement; sqlite-short-path.ts:
 * a few prepared statements run at once on the writer thread) and, on SQLite, wins for a player whose wallet is
 * known. They write the same rows with the same answers as the general path (operations.ts), from facts worked out
 * here once. "Later", "known": the member and main wallet are remembered from a first call, which always takes the
 * general path; so does anything unusual (a zero win).
 */
import { transferHash, type TransferResult } from '../ledger/ledger.ts';
import type { CallEnvironment, SeamlessCall } from './calls.ts';
import { GAME_SESSION_MS, RENEW_EVERY_MS } from './game-sessions.ts';
import { betHash, betMetadata, ledgerId, winHash, winMetadata } from './operations.ts';

export type DebitCall = Extract<SeamlessCall, { op: 'debit' }>;
export type CreditCall = Extract<SeamlessCall, { op: 'credit' }>;

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

export interface KnownWin {
  call: CreditCall;
  memberId: number;
  mainId: number;
  hash: string;
  transferId: string;
  ledgerHash: string;
  metadata: string;
  at: string;
}

/** A win that moves money to a wallet already known; undefined for anything else (take the general path). */
export function knownWin(env: CallEnvironment, call: CreditCall): KnownWin | undefined {
  const memberId = Number(call.input.player);
  const mainId = env.mainAccounts.get(memberId);
  if (mainId === undefined || call.input.amountMinor === 0n) return undefined;
  const metadata = winMetadata(call.vendor, call.input);
  return {
    call, memberId, mainId,
    hash: winHash(call.input),
    transferId: ledgerId(call, call.input.transactionId),
    ledgerHash: transferHash({ code: 'win', debitAccountId: call.houseAccountId, creditAccountId: mainId, amountMinor: call.input.amountMinor, metadata }, 'posted'),
    metadata: JSON.stringify(metadata),
    at: new Date(call.now).toISOString(),
  };
}

export function winAnswer(win: KnownWin, balanceMinor: string) {
  return { balanceMinor, transactionId: win.call.input.transactionId, player: win.call.input.player };
}

export function winTransferResult(win: KnownWin, balanceMinor: string): TransferResult {
  return {
    transferId: win.transferId, code: 'win', kind: 'posted', amountMinor: win.call.input.amountMinor.toString(),
    debitBalanceMinor: null, creditBalanceMinor: balanceMinor, createdAt: win.at,
  };
}
