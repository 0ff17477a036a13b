/**
 * The short paths (short-path.ts) on the SQLite writer thread: the general path's checks and writes for a later
 * bet or a known player's win, as prepared statements run straight on the connection inside the savepoint the group
 * commit opened for the call — no query building, no awaiting between statements. On the writer thread the batch is
 * the only writer, so no twin can race it; a statement that fails throws, and the group commit rolls the savepoint
 * back (all or nothing). The order of checks is operations.ts's, so each refusal is the one the general path gives.
 */
import type SQLite from 'better-sqlite3';
import type { CallEnvironment, SeamlessCall } from './calls.ts';
import { answerOf, knownWin, laterBet, transferResultOf, type Booking, type CreditCall, type DebitCall } from './short-path.ts';
import { replay } from './operations.ts';
import { SeamlessRefusal, type SeamlessAnswer } from './refusals.ts';

interface PriorRow { kind: 'bet' | 'win' | 'refund' | 'void'; request_hash: string; answer_status: number; answer: string }
interface BetRow { kind: PriorRow['kind']; member_id: number; round_id: string }

export class SqliteShortPath {
  private readonly prior: SQLite.Statement;
  private readonly member: SQLite.Statement;
  private readonly bet: SQLite.Statement;
  private readonly refunded: SQLite.Statement;
  private readonly credit: SQLite.Statement;
  private readonly live: SQLite.Statement;
  private readonly renew: SQLite.Statement;
  private readonly debit: SQLite.Statement;
  private readonly transfer: SQLite.Statement;
  private readonly postings: SQLite.Statement;
  private readonly record: SQLite.Statement;
  private readonly env: CallEnvironment;

  constructor(db: SQLite.Database, env: CallEnvironment) {
    this.env = env;
    this.prior = db.prepare(`select kind, request_hash, answer_status, answer from seamless_transactions
      where merchant_code = ? and vendor = ? and transaction_id = ?`);
    this.live = db.prepare(`select gs.last_used_at from game_sessions gs join members m on m.id = gs.member_id
      where gs.token_hash = ? and gs.member_id = ? and gs.vassalage = ? and gs.game_code = ? and gs.expires_at > ? and m.status = 'active'`);
    this.member = db.prepare('select 1 from members where merchant_code = ? and id = ?').pluck();
    this.bet = db.prepare('select kind, member_id, round_id from seamless_transactions where merchant_code = ? and vendor = ? and transaction_id = ?');
    this.refunded = db.prepare(`select 1 from seamless_transactions where merchant_code = ? and vendor = ? and original_transaction_id = ?
      and answer_status = 200 and kind = 'refund'`).pluck();
    this.credit = db.prepare('update ledger_accounts set balance_minor = balance_minor + ? where id = ? and tracked = 1 returning balance_minor').pluck();
    this.renew = db.prepare('update game_sessions set last_used_at = ?, expires_at = ? where token_hash = ? and last_used_at < ?');
    this.debit = db.prepare(`update ledger_accounts set balance_minor = balance_minor - ?
      where id = ? and tracked = 1 and balance_minor - held_minor >= ? returning balance_minor`).pluck();
    this.transfer = db.prepare(`insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor, kind,
      pending_id, request_hash, result, metadata, created_at) values (?, ?, ?, ?, ?, ?, 'posted', null, ?, ?, ?, ?)`);
    this.postings = db.prepare('insert into ledger_postings (transfer_id, account_id, amount_minor, created_at) values (?, ?, ?, ?), (?, ?, ?, ?)');
    this.record = db.prepare(`insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id, game_code,
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
    const session = this.live.get(bet.sessionHash, bet.memberId, call.vendor, bet.gameCode, bet.at) as { last_used_at: string } | undefined;
    if (!session) throw new SeamlessRefusal('session_invalid');
    if (session.last_used_at < bet.renewBefore) this.renew.run(bet.at, bet.expires, bet.sessionHash, bet.renewBefore);
    const balance = this.debit.get(bet.amountMinor, bet.mainId, bet.amountMinor) as number | bigint | undefined;
    if (balance === undefined) throw new SeamlessRefusal('insufficient_funds');
    return this.book(call.vendor, bet, balance.toString());
  }

  private creditKnown(call: CreditCall): SeamlessAnswer | undefined {
    const win = knownWin(this.env, call);
    if (!win) return undefined;
    const { merchant } = this.env;
    const prior = this.prior.get(merchant, call.vendor, win.transactionId) as PriorRow | undefined;
    if (prior) return replay(prior, 'win', win.hash);
    if (!this.member.get(merchant, win.memberId)) throw new SeamlessRefusal('player_unknown');
    const bet = this.bet.get(merchant, call.vendor, win.originalTransactionId) as BetRow | undefined;
    if (bet?.kind === 'bet' && (bet.member_id !== win.memberId || bet.round_id !== win.roundId)) throw new SeamlessRefusal('transaction_conflict');
    if (bet?.kind !== 'bet') throw new SeamlessRefusal('bet_not_found');
    if (this.refunded.get(merchant, call.vendor, win.originalTransactionId)) throw new SeamlessRefusal('rolled_back');
    const balance = this.credit.get(win.amountMinor, win.mainId) as number | bigint | undefined;
    if (balance === undefined) throw new Error(`main wallet ${win.mainId} is not a tracked account`);
    return this.book(call.vendor, win, balance.toString());
  }

  /** The transfer, its two postings and the call's row, after the wallet's row moved. */
  private book(vendor: string, booked: Booking, balanceMinor: string): SeamlessAnswer {
    const { merchant } = this.env;
    const { transferId, debitId, creditId, amountMinor: amount, at } = booked;
    const body = answerOf(booked, balanceMinor);
    this.transfer.run(transferId, merchant, booked.kind, debitId, creditId, amount, booked.ledgerHash, JSON.stringify(transferResultOf(booked, balanceMinor)), booked.metadata, at);
    this.postings.run(transferId, debitId, -amount, at, transferId, creditId, amount, at);
    this.record.run(merchant, vendor, booked.transactionId, booked.kind, booked.roundId, booked.memberId, booked.gameCode, amount,
      booked.originalTransactionId, transferId, booked.hash, JSON.stringify(body), at);
    return { status: 200, body };
  }
}
