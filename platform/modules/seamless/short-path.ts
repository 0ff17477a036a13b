/**
 * The short paths of the two hot calls: a session's later bets (pg-debit.ts: one statement; sqlite-short-path.ts:
 * a few prepared statements run at once on the writer thread) and wins for a player whose wallet is known
 * (sqlite-short-path.ts; pg-credit.ts: one function call). They write the same rows with the same answers as the general path (operations.ts), from facts worked out
 * here once; the money moves through the ledger's per-store booking (modules/ledger/sqlite-book.ts, pg-book.ts),
 * which writes the transfer the ledger's general path would. "Later", "known": the member and main wallet are remembered from a first call, which always takes the
 * general path; so does anything unusual (a zero win).
 */
import { postedTransfer, type PostedTransfer } from '../ledger/index.ts';
import type { CallEnvironment, SeamlessCall } from './calls.ts';
import { GAME_SESSION_MS, loginAliveSince, RENEW_EVERY_MS } from './game-sessions.ts';
import { betHash, betMetadata, ledgerId, winHash, winMetadata } from './operations.ts';

export type DebitCall = Extract<SeamlessCall, { op: 'debit' }>;
export type CreditCall = Extract<SeamlessCall, { op: 'credit' }>;

/** One short-path call's booking: a posted ledger transfer between the main wallet and the house, and the call's row. */
export interface Booking {
  kind: 'bet' | 'win';
  memberId: number;
  mainId: number;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
  /** The bet a win settles. */
  originalTransactionId: string | null;
  /** The call's request hash (replays). */
  hash: string;
  at: string;
  /** The ledger transfer: a bet moves main → house, a win house → main (the main wallet is the tracked side). */
  transfer: PostedTransfer;
}

export interface LaterBet extends Booking {
  sessionHash: string;
  /** A session last used before this is renewed to expire at `expires` (and its login session touched). */
  renewBefore: string;
  expires: string;
  /** The login session that launched the game must have been used at or after this (game-sessions.ts). */
  loginAliveSince: string;
}

function booking(
  kind: Booking['kind'],
  call: SeamlessCall & { input: { transactionId: string; roundId: string; gameCode: string; amountMinor: bigint } },
  memberId: number,
  mainId: number,
  hash: string,
  metadata: Record<string, string>,
  originalTransactionId: string | null,
): Booking {
  const [debitAccountId, creditAccountId] =
    kind === 'bet' ? [mainId, call.houseAccountId] : [call.houseAccountId, mainId];
  const { transactionId, roundId, gameCode, amountMinor } = call.input;
  const at = new Date(call.now).toISOString();
  const transfer = postedTransfer(
    { id: ledgerId(call, transactionId), code: kind, debitAccountId, creditAccountId, amountMinor, metadata },
    kind === 'bet' ? 'debit' : 'credit',
    at,
  );
  return {
    kind,
    memberId,
    mainId,
    transactionId,
    roundId,
    gameCode,
    amountMinor,
    originalTransactionId,
    hash,
    at,
    transfer,
  };
}

export function laterBet(env: CallEnvironment, call: DebitCall): LaterBet | undefined {
  const memberId = env.sessionMembers?.get(call.sessionHash);
  const mainId = memberId === undefined ? undefined : env.mainAccounts.get(memberId);
  if (memberId === undefined || mainId === undefined) return undefined;
  return {
    ...booking(
      'bet',
      call,
      memberId,
      mainId,
      betHash(call.input, call.sessionHash),
      betMetadata(call.vendor, call.input),
      null,
    ),
    sessionHash: call.sessionHash,
    renewBefore: new Date(call.now - RENEW_EVERY_MS).toISOString(),
    expires: new Date(call.now + GAME_SESSION_MS).toISOString(),
    loginAliveSince: loginAliveSince(call.now, env.sessionIdleMs),
  };
}

/** A win that moves money to a wallet already known; undefined for anything else (take the general path). */
export function knownWin(env: CallEnvironment, call: CreditCall): Booking | undefined {
  const memberId = Number(call.input.player);
  const mainId = env.mainAccounts.get(memberId);
  if (mainId === undefined || call.input.amountMinor === 0n) return undefined;
  return booking(
    'win',
    call,
    memberId,
    mainId,
    winHash(call.input),
    winMetadata(call.vendor, call.input),
    call.input.betTransactionId,
  );
}

/** The vendor's answer, the wallet's balance after the call given. */
export function answerOf(booked: Booking, balanceMinor: string) {
  return { balanceMinor, transactionId: booked.transactionId, player: String(booked.memberId) };
}
