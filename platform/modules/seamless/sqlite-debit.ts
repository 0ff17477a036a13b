/**
 * A session's later bets on the SQLite writer thread: the general path's checks and writes as six prepared
 * statements run straight on the connection, inside the savepoint the group commit opened for the call — no
 * query building, no awaiting between statements. On the writer thread the batch is the only writer, so no twin
 * can race it; a statement that fails throws, and the group commit rolls the savepoint back (all or nothing).
 */
import type SQLite from 'better-sqlite3';
import type { CallEnvironment } from './calls.ts';
import { betAnswer, betTransferResult, laterBet, type DebitCall } from './later-bet.ts';
import { replay } from './operations.ts';
import { SeamlessRefusal, type SeamlessAnswer } from './refusals.ts';

interface PriorRow { kind: 'bet' | 'win' | 'refund' | 'void'; request_hash: string; answer_status: number; answer: string }

export class SqliteLaterBets {
  private readonly prior: SQLite.Statement;
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
    this.renew = db.prepare('update game_sessions set last_used_at = ?, expires_at = ? where token_hash = ? and last_used_at < ?');
    this.debit = db.prepare(`update ledger_accounts set balance_minor = balance_minor - ?
      where id = ? and tracked = 1 and balance_minor - held_minor >= ? returning balance_minor`).pluck();
    this.transfer = db.prepare(`insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor, kind,
      pending_id, request_hash, result, metadata, created_at) values (?, ?, 'bet', ?, ?, ?, 'posted', null, ?, ?, ?, ?)`);
    this.postings = db.prepare('insert into ledger_postings (transfer_id, account_id, amount_minor, created_at) values (?, ?, ?, ?), (?, ?, ?, ?)');
    this.record = db.prepare(`insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id, game_code,
      amount_minor, original_transaction_id, transfer_id, request_hash, answer_status, answer, created_at)
      values (?, ?, ?, 'bet', ?, ?, ?, ?, null, ?, ?, 200, ?, ?)`);
  }

  /** The answer, or undefined when this session's member or wallet is not known yet (take the general path). */
  run(call: DebitCall): SeamlessAnswer | undefined {
    const bet = laterBet(this.env, call);
    if (!bet) return undefined;
    const { merchant } = this.env;
    const { input, vendor, houseAccountId: house } = call;
    const { memberId, mainId, at } = bet;
    const amount = input.amountMinor;
    const prior = this.prior.get(merchant, vendor, input.transactionId) as PriorRow | undefined;
    if (prior) return replay(prior, 'bet', bet.hash);
    const session = this.live.get(call.sessionHash, memberId, vendor, input.gameCode, at) as { last_used_at: string } | undefined;
    if (!session) throw new SeamlessRefusal('session_invalid');
    if (session.last_used_at < bet.renewBefore) this.renew.run(at, bet.expires, call.sessionHash, bet.renewBefore);
    const balance = this.debit.get(amount, mainId, amount) as number | bigint | undefined;
    if (balance === undefined) throw new SeamlessRefusal('insufficient_funds');
    const balanceMinor = balance.toString();
    const body = betAnswer(bet, balanceMinor);
    this.transfer.run(bet.transferId, merchant, mainId, house, amount, bet.ledgerHash, JSON.stringify(betTransferResult(bet, balanceMinor)), bet.metadata, at);
    this.postings.run(bet.transferId, mainId, -amount, at, bet.transferId, house, amount, at);
    this.record.run(merchant, vendor, input.transactionId, input.roundId, memberId, input.gameCode, amount, bet.transferId, bet.hash, JSON.stringify(body), at);
    return { status: 200, body };
  }
}
