/**
 * The seamless calls' work, each run inside one transaction it is handed (a savepoint of a group commit on
 * SQLite, a transaction of its own on PostgreSQL) and touching the database only through it. A refusal that must
 * leave nothing behind throws SeamlessRefusal (its savepoint or transaction rolls back); an answer that must be
 * remembered (a rollback of an unknown bet) is written and returned like a success.
 * A trial's calls (a practice game session; issue 13) move the practice book only: its practice wallet and the
 * vendor's practice house, never the main wallet; they never feed the short paths' memories (mainAccounts,
 * sessionMembers), so they always run here.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeamlessTransactionsTable } from './tables.ts';
import { type LedgerCode, type Ledger, InsufficientFundsError, memberWallet, ensureAccount } from '../ledger/index.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import * as repo from './repository.ts';
import { refusalAnswer, SeamlessRefusal, type SeamlessAnswer } from './refusals.ts';
import type { CreditInput, DebitInput, RollbackInput } from './inputs.ts';
import { liveSession } from './game-sessions.ts';
import type { BoundedMap } from './bounded-map.ts';
import { maxWinMultiple, overWinCap } from '../games/index.ts';
import { insertAlert } from '../alerts/index.ts';

export interface CallScope {
  trx: Transaction<Database>;
  ledger: Ledger;
  merchant: string;
  /** Login sessions' idle time: a bet needs the login that launched its game alive (game-sessions.ts). */
  sessionIdleMs: number;
  vendor: string;
  currency: string;
  /** The vendor's house account (untracked: no row is updated by every bet). */
  houseAccountId: number;
  /** The vendor's house in the practice book: the other side of a trial's bets and wins. */
  practiceHouseAccountId: number;
  now: number;
  /** PostgreSQL: lock a bet's row before settling it (SQLite's group commit is one writer already). */
  lockRows: boolean;
  /** Main wallet ids by member, kept by the service across calls. */
  mainAccounts: Map<number, number>;
  /** The member of each game session seen (a session never changes hands): lets PostgreSQL bet in one statement. */
  sessionMembers?: BoundedMap<string, number>;
}

type CallRow = Pick<SeamlessTransactionsTable, 'kind' | 'request_hash' | 'answer_status' | 'answer'>;

export function hashOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** A known transaction id: the first answer when the data is the same, transaction_conflict when not. */
export function replay(row: CallRow, kind: string, hash: string): SeamlessAnswer {
  // A bet id that a rollback marked before the bet arrived.
  if (row.kind === 'void' && kind === 'bet') throw new SeamlessRefusal('rolled_back');
  if (row.kind !== kind || row.request_hash !== hash) throw new SeamlessRefusal('transaction_conflict');
  return { status: row.answer_status, body: JSON.parse(row.answer) };
}

/**
 * The ledger already had this call's transfer (a twin committed it between our look-up and our transfer): its
 * row was written in the same transaction, so it is there to answer from.
 */
async function storedAnswer(
  scope: CallScope,
  transactionId: string,
  kind: string,
  hash: string,
): Promise<SeamlessAnswer> {
  const row = await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, transactionId);
  if (!row) throw new Error(`ledger transfer of ${transactionId} without its seamless row`);
  return replay(row, kind, hash);
}

export function ledgerId(scope: Pick<CallScope, 'vendor'>, transactionId: string): string {
  return `seamless:${scope.vendor}:${transactionId}`;
}

/**
 * The member's main wallet id: from memory when seen before (an account's id never changes), else read, or made
 * on first use inside this transaction (the group commit holds the only connection). An account made here is not
 * remembered: if this call's savepoint rolls back, so does the account.
 */
async function mainAccountId(scope: CallScope, memberId: number): Promise<number> {
  const known = scope.mainAccounts.get(memberId);
  if (known !== undefined) return known;
  const found = await memberWallet(scope.trx, scope.merchant, memberId, 'main');
  if (found) scope.mainAccounts.set(memberId, found.id);
  return found ? found.id : (await mainAccount(scope, memberId)).id;
}

/** The member's main wallet with its balance, made on first use inside this transaction. */
async function mainAccount(scope: CallScope, memberId: number): Promise<{ id: number; balance: bigint }> {
  let found = await memberWallet(scope.trx, scope.merchant, memberId, 'main');
  if (!found) {
    await ensureAccount(
      scope.trx,
      scope.merchant,
      memberId,
      'main',
      '',
      scope.currency,
      true,
      new Date(scope.now).toISOString(),
    );
    found = (await memberWallet(scope.trx, scope.merchant, memberId, 'main'))!;
  }
  return { id: found.id, balance: toMinor(found.balance_minor) };
}

/** Which book a call moves: the practice book for a trial, real money for everyone else. */
interface Book {
  practice: boolean;
  houseId: number;
  codes: { bet: LedgerCode; win: LedgerCode; refund: LedgerCode };
}

const REAL_CODES = { bet: 'bet', win: 'win', refund: 'refund' } as const;
const PRACTICE_CODES = { bet: 'practice_bet', win: 'practice_win', refund: 'practice_refund' } as const;

function bookOf(scope: CallScope, practice: boolean): Book {
  return practice
    ? { practice, houseId: scope.practiceHouseAccountId, codes: PRACTICE_CODES }
    : { practice, houseId: scope.houseAccountId, codes: REAL_CODES };
}

/** The trial's practice wallet; made with its grant, so a trial without one has nothing to play with. */
async function practiceWallet(scope: CallScope, memberId: number): Promise<{ id: number; balance: bigint }> {
  const found = await memberWallet(scope.trx, scope.merchant, memberId, 'practice');
  if (!found) throw new SeamlessRefusal('insufficient_funds');
  return { id: found.id, balance: toMinor(found.balance_minor) };
}

/** The wallet a call moves in its book: the practice wallet, or the main wallet (made on first use). */
async function walletId(scope: CallScope, book: Book, memberId: number): Promise<number> {
  return book.practice ? (await practiceWallet(scope, memberId)).id : mainAccountId(scope, memberId);
}

/** The wallet's balance for an answer that moves nothing (a zero win, a second rollback). */
async function walletBalance(scope: CallScope, book: Book, memberId: number): Promise<bigint> {
  if (!book.practice) return (await mainAccount(scope, memberId)).balance;
  const found = await memberWallet(scope.trx, scope.merchant, memberId, 'practice');
  return found ? toMinor(found.balance_minor) : 0n;
}

async function record(
  scope: CallScope,
  row: Omit<SeamlessTransactionsTable, 'id' | 'merchant_code' | 'vendor' | 'created_at' | 'answer'>,
  answer: SeamlessAnswer,
) {
  await repo.insertCall(scope.trx, {
    ...row,
    merchant_code: scope.merchant,
    vendor: scope.vendor,
    answer: JSON.stringify(answer.body),
    created_at: new Date(scope.now).toISOString(),
  });
}

export function betHash(input: DebitInput, sessionHash: string): string {
  return hashOf(['bet', sessionHash, input.roundId, input.gameCode, input.amountMinor.toString()]);
}

export function betMetadata(vendor: string, input: DebitInput) {
  return { vendor, round: input.roundId, game: input.gameCode };
}

export async function debit(scope: CallScope, input: DebitInput, sessionHash: string): Promise<SeamlessAnswer> {
  const hash = betHash(input, sessionHash);
  const prior = await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, input.transactionId);
  if (prior) return replay(prior, 'bet', hash);
  const session = await liveSession(scope.trx, scope, sessionHash, scope.vendor, scope.now);
  if (session.game_code !== input.gameCode) throw new SeamlessRefusal('session_invalid');
  const book = bookOf(scope, session.practice === 1);
  // Only real-money sessions are remembered for the short paths (which know only the main wallet).
  if (!book.practice) scope.sessionMembers?.set(sessionHash, session.member_id);
  let answer: SeamlessAnswer | undefined;
  try {
    const fromId = await walletId(scope, book, session.member_id);
    await scope.ledger.transferWithin(scope.trx, {
      id: ledgerId(scope, input.transactionId),
      code: book.codes.bet,
      debitAccountId: fromId,
      creditAccountId: book.houseId,
      amountMinor: input.amountMinor,
      metadata: betMetadata(scope.vendor, input),
      alsoInTransaction: async (_trx, transfer) => {
        answer = {
          status: 200,
          body: {
            balanceMinor: transfer.debitBalanceMinor,
            transactionId: input.transactionId,
            player: String(session.member_id),
          },
        };
        await record(
          scope,
          {
            transaction_id: input.transactionId,
            kind: 'bet',
            round_id: input.roundId,
            member_id: session.member_id,
            game_code: input.gameCode,
            amount_minor: input.amountMinor,
            original_transaction_id: null,
            transfer_id: transfer.transferId,
            request_hash: hash,
            answer_status: 200,
          },
          answer,
        );
      },
    });
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    // On PostgreSQL a twin of this bet may have taken the money while we waited for the wallet's row: answer as it did.
    const twin = scope.lockRows
      ? await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, input.transactionId)
      : undefined;
    if (twin) return replay(twin, 'bet', hash);
    throw new SeamlessRefusal('insufficient_funds');
  }
  return answer ?? storedAnswer(scope, input.transactionId, 'bet', hash);
}

/** The bet a win or refund names, checked against the call's player and round; locked on PostgreSQL. */
async function betOf(scope: CallScope, betId: string, memberId: number, roundId: string) {
  const bet = await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, betId, scope.lockRows);
  if (!bet) return undefined;
  if (bet.kind === 'bet' && (bet.member_id !== memberId || bet.round_id !== roundId))
    throw new SeamlessRefusal('transaction_conflict');
  return bet;
}

export function winHash(input: CreditInput): string {
  return hashOf([
    'win',
    input.player,
    input.roundId,
    input.gameCode,
    input.amountMinor.toString(),
    input.betTransactionId,
  ]);
}

export function winMetadata(vendor: string, input: CreditInput) {
  return { vendor, round: input.roundId, bet: input.betTransactionId };
}

/** Whether this win would take its round past the cap of the game the bet was placed on (modules/games/win-caps.ts). */
async function overCap(
  scope: CallScope,
  input: CreditInput,
  memberId: number,
  betGameCode: string | null,
): Promise<boolean> {
  const totals = await repo.roundTotals(scope.trx, scope.merchant, scope.vendor, input.roundId, memberId);
  return overWinCap(totals, input.amountMinor, maxWinMultiple(scope.vendor, betGameCode ?? input.gameCode));
}

export async function credit(scope: CallScope, input: CreditInput): Promise<SeamlessAnswer> {
  const memberId = Number(input.player);
  const hash = winHash(input);
  const prior = await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, input.transactionId);
  if (prior) return replay(prior, 'win', hash);
  const member = await repo.memberOf(scope.trx, scope.merchant, memberId);
  if (!member) throw new SeamlessRefusal('player_unknown');
  const book = bookOf(scope, member.trial === 1);
  const bet = await betOf(scope, input.betTransactionId, memberId, input.roundId);
  // A twin of this call may have committed while we waited for the bet's lock (PostgreSQL): answer as it did.
  const twin = scope.lockRows
    ? await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, input.transactionId)
    : undefined;
  if (twin) return replay(twin, 'win', hash);
  if (bet?.kind !== 'bet') throw new SeamlessRefusal('bet_not_found');
  const settlements = await repo.settlementsOf(scope.trx, scope.merchant, scope.vendor, input.betTransactionId);
  if (settlements.some((s) => s.kind === 'refund')) throw new SeamlessRefusal('rolled_back');
  const row = {
    transaction_id: input.transactionId,
    kind: 'win' as const,
    round_id: input.roundId,
    member_id: memberId,
    game_code: input.gameCode,
    amount_minor: input.amountMinor,
    original_transaction_id: input.betTransactionId,
    request_hash: hash,
    answer_status: 200,
  };
  if (input.amountMinor > 0n && (await overCap(scope, input, memberId, bet.game_code))) {
    // Remembered (a retry of this id gets the same refusal) and reported; the ledger is not touched.
    const answer = refusalAnswer('win_over_cap');
    await record(scope, { ...row, transfer_id: null, answer_status: answer.status }, answer);
    await insertAlert(scope.trx, {
      merchant: scope.merchant,
      kind: 'win_over_cap',
      memberId,
      subject: `${scope.vendor}:${input.roundId}`,
      at: new Date(scope.now).toISOString(),
      detail: {
        vendor: scope.vendor,
        round: input.roundId,
        transactionId: input.transactionId,
        bet: input.betTransactionId,
        amountMinor: input.amountMinor.toString(),
      },
    });
    return answer;
  }
  if (input.amountMinor === 0n) {
    // A losing round's zero win moves nothing but still settles the bet (no rollback after it).
    const balance = await walletBalance(scope, book, memberId);
    const answer = {
      status: 200,
      body: { balanceMinor: balance.toString(), transactionId: input.transactionId, player: input.player },
    };
    await record(scope, { ...row, transfer_id: null }, answer);
    return answer;
  }
  let answer: SeamlessAnswer | undefined;
  await scope.ledger.transferWithin(scope.trx, {
    id: ledgerId(scope, input.transactionId),
    code: book.codes.win,
    debitAccountId: book.houseId,
    creditAccountId: await walletId(scope, book, memberId),
    amountMinor: input.amountMinor,
    metadata: winMetadata(scope.vendor, input),
    alsoInTransaction: async (_trx, transfer) => {
      answer = {
        status: 200,
        body: { balanceMinor: transfer.creditBalanceMinor, transactionId: input.transactionId, player: input.player },
      };
      await record(scope, { ...row, transfer_id: transfer.transferId }, answer);
    },
  });
  return answer ?? storedAnswer(scope, input.transactionId, 'win', hash);
}

export async function rollback(scope: CallScope, input: RollbackInput): Promise<SeamlessAnswer> {
  const memberId = Number(input.player);
  const hash = hashOf(['refund', input.player, input.roundId, input.originalTransactionId]);
  const prior = await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, input.transactionId);
  if (prior) return replay(prior, 'refund', hash);
  const member = await repo.memberOf(scope.trx, scope.merchant, memberId);
  if (!member) throw new SeamlessRefusal('player_unknown');
  const book = bookOf(scope, member.trial === 1);
  const bet = await betOf(scope, input.originalTransactionId, memberId, input.roundId);
  const twin = scope.lockRows
    ? await repo.byTransactionId(scope.trx, scope.merchant, scope.vendor, input.transactionId)
    : undefined;
  if (twin) return replay(twin, 'refund', hash);
  const row = {
    transaction_id: input.transactionId,
    kind: 'refund' as const,
    round_id: input.roundId,
    member_id: memberId,
    game_code: null,
    original_transaction_id: input.originalTransactionId,
    request_hash: hash,
  };
  if (!bet || bet.kind === 'void') {
    // Remembered twice: this rollback's own id answers the same again, and the bet id is taken so a late bet is refused.
    const answer = refusalAnswer('bet_not_found');
    if (!bet) {
      await record(
        scope,
        {
          transaction_id: input.originalTransactionId,
          kind: 'void',
          round_id: input.roundId,
          member_id: memberId,
          game_code: null,
          amount_minor: 0n,
          original_transaction_id: null,
          transfer_id: null,
          request_hash: hash,
          answer_status: answer.status,
        },
        refusalAnswer('rolled_back'),
      );
    }
    await record(scope, { ...row, amount_minor: 0n, transfer_id: null, answer_status: answer.status }, answer);
    return answer;
  }
  // A win or a refund's id given as the bet: nothing to roll back, and the id is taken, so nothing to remember.
  if (bet.kind !== 'bet') throw new SeamlessRefusal('bet_not_found');
  const settlements = await repo.settlementsOf(scope.trx, scope.merchant, scope.vendor, input.originalTransactionId);
  if (settlements.some((s) => s.kind === 'win')) throw new SeamlessRefusal('round_settled');
  if (settlements.some((s) => s.kind === 'refund')) {
    // A second rollback (another id) of a refunded bet: answered, remembered, and refunds nothing.
    const balance = await walletBalance(scope, book, memberId);
    const answer = {
      status: 200,
      body: { balanceMinor: balance.toString(), transactionId: input.transactionId, player: input.player },
    };
    await record(scope, { ...row, amount_minor: 0n, transfer_id: null, answer_status: 200 }, answer);
    return answer;
  }
  const amount = toMinor(bet.amount_minor);
  let answer: SeamlessAnswer | undefined;
  await scope.ledger.transferWithin(scope.trx, {
    id: ledgerId(scope, input.transactionId),
    code: book.codes.refund,
    debitAccountId: book.houseId,
    creditAccountId: await walletId(scope, book, memberId),
    amountMinor: amount,
    metadata: { vendor: scope.vendor, round: input.roundId, bet: input.originalTransactionId },
    alsoInTransaction: async (_trx, transfer) => {
      answer = {
        status: 200,
        body: { balanceMinor: transfer.creditBalanceMinor, transactionId: input.transactionId, player: input.player },
      };
      await record(
        scope,
        { ...row, amount_minor: amount, transfer_id: transfer.transferId, answer_status: 200 },
        answer,
      );
    },
  });
  return answer ?? storedAnswer(scope, input.transactionId, 'refund', hash);
}
