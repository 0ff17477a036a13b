/**
 * The ledger's fast booking on SQLite: a posted transfer (posted.ts) as prepared statements run straight on the
 * connection, for the seamless wallet's writer thread, which is the only writer and has a savepoint open for the
 * call. The tracked wallet moves by one conditional UPDATE (never below its holds), then the transfer and its two
 * postings are written: the rows ledger.ts writes, without query building. A statement that fails throws, and the
 * caller's savepoint rolls back all of it.
 */
import type SQLite from 'better-sqlite3';
import { postedResult, type PostedTransfer } from './posted.ts';

export class SqliteLedgerBook {
  private readonly debit: SQLite.Statement;
  private readonly credit: SQLite.Statement;
  private readonly transfer: SQLite.Statement;
  private readonly postings: SQLite.Statement;

  constructor(db: SQLite.Database) {
    this.debit = db
      .prepare(`update ledger_accounts set balance_minor = balance_minor - ?
      where id = ? and tracked = 1 and balance_minor - held_minor >= ? returning balance_minor`)
      .pluck();
    this.credit = db
      .prepare(
        'update ledger_accounts set balance_minor = balance_minor + ? where id = ? and tracked = 1 returning balance_minor',
      )
      .pluck();
    this.transfer =
      db.prepare(`insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor, kind,
      pending_id, request_hash, result, metadata, created_at) values (?, ?, ?, ?, ?, ?, 'posted', null, ?, ?, ?, ?)`);
    this.postings = db.prepare(
      'insert into ledger_postings (transfer_id, account_id, amount_minor, created_at) values (?, ?, ?, ?), (?, ?, ?, ?)',
    );
  }

  /**
   * Books the transfer; the tracked wallet's new balance, or undefined (nothing written) when a debit is not covered.
   * A credit to an account that is not a tracked wallet throws.
   */
  post(merchant: string, t: PostedTransfer): string | undefined {
    const amount = t.amountMinor;
    const moved =
      t.trackedSide === 'debit'
        ? (this.debit.get(amount, t.debitAccountId, amount) as number | bigint | undefined)
        : (this.credit.get(amount, t.creditAccountId) as number | bigint | undefined);
    if (moved === undefined) {
      if (t.trackedSide === 'debit') return undefined;
      throw new Error(`ledger account ${t.creditAccountId} is not a tracked wallet`);
    }
    const balance = moved.toString();
    this.transfer.run(
      t.id,
      merchant,
      t.code,
      t.debitAccountId,
      t.creditAccountId,
      amount,
      t.hash,
      JSON.stringify(postedResult(t, balance)),
      t.metadata,
      t.at,
    );
    this.postings.run(t.id, t.debitAccountId, -amount, t.at, t.id, t.creditAccountId, amount, t.at);
    return balance;
  }
}
