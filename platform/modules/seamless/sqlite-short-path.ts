/**
 * The short paths (short-path.ts) on the SQLite writer thread: the general path's checks and writes for a later
 * bet or a known player's win, as prepared statements run straight on the connection inside the savepoint the group
 * commit opened for the call — no query building, no awaiting between statements. The money moves through the
 * ledger's SQLite booking (modules/ledger/sqlite-book.ts); this file writes only the call's own rows. On the writer thread the batch is
 * the only writer, so no twin can race it; a statement that fails throws, and the group commit rolls the savepoint
 * back (all or nothing). The order of checks is operations.ts's, so each refusal is the one the general path gives.
 */
import type SQLite from 'better-sqlite3';
import type { CallEnvironment, SeamlessCall } from './calls.ts';
import { answerOf, knownWin, laterBet, type Booking, type CreditCall, type DebitCall } from './short-path.ts';
import { replay } from './operations.ts';
import { SeamlessRefusal, type SeamlessAnswer } from './refusals.ts';
import { maxWinMultiple, overWinCap } from '../games/index.ts';
import { SqliteLedgerBook } from '../ledger/index.ts';

interface PriorRow {
  kind: 'bet' | 'win' | 'refund' | 'void';
  request_hash: string;
  answer_status: number;
  answer: string;
}
interface BetRow {
  kind: PriorRow['kind'];
  member_id: number;
  round_id: string;
  game_code: string | null;
}
interface TotalRow {
  kind: string;
  total: number | bigint;
}

export class SqliteShortPath {
  private readonly prior: SQLite.Statement;
  private readonly member: SQLite.Statement;
  private readonly bet: SQLite.Statement;
  private readonly refunded: SQLite.Statement;
  private readonly totals: SQLite.Statement;
  private readonly live: SQLite.Statement;
  private readonly renew: SQLite.Statement;
  private readonly touchLogin: SQLite.Statement;
  private readonly ledger: SqliteLedgerBook;
  private readonly record: SQLite.Statement;
  private readonly env: CallEnvironment;

  constructor(db: SQLite.Database, env: CallEnvironment) {
    this.env = env;
    this.prior = db.prepare(`select kind, request_hash, answer_status, answer from seamless_transactions
      where merchant_code = ? and vendor = ? and transaction_id = ?`);
    // The login session that launched the game must be alive too (game-sessions.ts), and the session this merchant's.
    // Real money only: a practice session (a trial's) never reaches the main wallet, whatever was remembered.
    this.live =
      db.prepare(`select gs.last_used_at, s.token_hash as login from game_sessions gs join members m on m.id = gs.member_id
      join sessions s on s.token_hash = gs.login_token_hash
      where gs.token_hash = ? and gs.merchant_code = ? and gs.member_id = ? and gs.vassalage = ? and gs.game_code = ? and gs.expires_at > ?
        and m.status = 'active' and s.last_seen_at >= ? and gs.practice = 0 and m.trial = 0`);
    this.member = db.prepare('select trial from members where merchant_code = ? and id = ?').pluck();
    this.bet = db.prepare(
      'select kind, member_id, round_id, game_code from seamless_transactions where merchant_code = ? and vendor = ? and transaction_id = ?',
    );
    // The win cap's read (repository.roundTotals): one look-up of the round in seamless_transactions_round.
    this.totals = db.prepare(`select kind, sum(amount_minor) as total from seamless_transactions
      where merchant_code = ? and vendor = ? and round_id = ? and member_id = ? and answer_status = 200 group by kind`);
    this.refunded = db
      .prepare(`select 1 from seamless_transactions where merchant_code = ? and vendor = ? and original_transaction_id = ?
      and answer_status = 200 and kind = 'refund'`)
      .pluck();
    this.renew = db.prepare(
      'update game_sessions set last_used_at = ?, expires_at = ? where token_hash = ? and last_used_at < ?',
    );
    this.touchLogin = db.prepare('update sessions set last_seen_at = ? where token_hash = ? and last_seen_at < ?');
    this.ledger = new SqliteLedgerBook(db);
    this.record =
      db.prepare(`insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id, game_code,
      amount_minor, original_transaction_id, transfer_id, request_hash, answer_status, answer, created_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 200, ?, ?)`);
  }

  /** The answer, or undefined when this call must take the general path. */
  run(call: SeamlessCall): SeamlessAnswer | undefined {
    if (call.op === 'debit') return this.debitLater(call);
    if (call.op === 'credit') return this.creditKnown(call);
    return undefined;
  }

  private debitLater(call: DebitCall): SeamlessAnswer | undefined {
    const bet = laterBet(this.env, call);
    if (!bet) return undefined;
    const prior = this.prior.get(this.env.merchant, call.vendor, bet.transactionId) as PriorRow | undefined;
    if (prior) return replay(prior, 'bet', bet.hash);
    const session = this.live.get(
      bet.sessionHash,
      this.env.merchant,
      bet.memberId,
      call.vendor,
      bet.gameCode,
      bet.at,
      bet.loginAliveSince,
    ) as { last_used_at: string; login: string } | undefined;
    if (!session) throw new SeamlessRefusal('session_invalid');
    if (session.last_used_at < bet.renewBefore) {
      this.renew.run(bet.at, bet.expires, bet.sessionHash, bet.renewBefore);
      this.touchLogin.run(bet.at, session.login, bet.renewBefore);
    }
    const balance = this.ledger.post(this.env.merchant, bet.transfer);
    if (balance === undefined) throw new SeamlessRefusal('insufficient_funds');
    return this.recordCall(call.vendor, bet, balance);
  }

  private creditKnown(call: CreditCall): SeamlessAnswer | undefined {
    const win = knownWin(this.env, call);
    if (!win) return undefined;
    const { merchant } = this.env;
    const prior = this.prior.get(merchant, call.vendor, win.transactionId) as PriorRow | undefined;
    if (prior) return replay(prior, 'win', win.hash);
    const trial = this.member.get(merchant, win.memberId) as number | undefined;
    if (trial === undefined) throw new SeamlessRefusal('player_unknown');
    // A trial's win is paid in the practice book, which only the general path knows.
    if (trial !== 0) return undefined;
    const bet = this.bet.get(merchant, call.vendor, win.originalTransactionId) as BetRow | undefined;
    if (bet?.kind === 'bet' && (bet.member_id !== win.memberId || bet.round_id !== win.roundId))
      throw new SeamlessRefusal('transaction_conflict');
    if (bet?.kind !== 'bet') throw new SeamlessRefusal('bet_not_found');
    if (this.refunded.get(merchant, call.vendor, win.originalTransactionId)) throw new SeamlessRefusal('rolled_back');
    // Over the cap: the general path refuses it, remembers the refusal and reports it (operations.credit).
    if (this.overCap(call.vendor, win, bet.game_code)) return undefined;
    // A credit to the tracked wallet is always booked (ledger.post throws if the wallet is not one).
    const balance = this.ledger.post(this.env.merchant, win.transfer)!;
    return this.recordCall(call.vendor, win, balance);
  }

  private overCap(vendor: string, win: Booking, betGameCode: string | null): boolean {
    const rows = this.totals.all(this.env.merchant, vendor, win.roundId, win.memberId) as TotalRow[];
    const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.total ?? 0);
    const totals = { betMinor: of('bet'), refundMinor: of('refund'), winMinor: of('win') };
    return overWinCap(totals, win.amountMinor, maxWinMultiple(vendor, betGameCode ?? win.gameCode));
  }

  /** The call's row, after the ledger booked its transfer (the row names the transfer). */
  private recordCall(vendor: string, booked: Booking, balanceMinor: string): SeamlessAnswer {
    const body = answerOf(booked, balanceMinor);
    this.record.run(
      this.env.merchant,
      vendor,
      booked.transactionId,
      booked.kind,
      booked.roundId,
      booked.memberId,
      booked.gameCode,
      booked.amountMinor,
      booked.originalTransactionId,
      booked.transfer.id,
      booked.hash,
      JSON.stringify(body),
      booked.at,
    );
    return { status: 200, body };
  }
}
