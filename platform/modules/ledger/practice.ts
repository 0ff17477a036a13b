/**
 * The practice book (issue 13): the play money of trial (free play) accounts. It is a book of the ledger of its
 * own: its accounts are in the pseudo-currency PRACTICE, so the ledger refuses any transfer between one of them
 * and a real-money account ("accounts in different currencies"), and its postings sum to zero on their own.
 * - each trial has one tracked `practice` account;
 * - the `trial` system account funds the grants and top-ups (code trial_credit);
 * - one `practice_house` system account per game vendor takes practice bets and pays practice wins.
 * Nothing here is money: it is never withdrawn, transferred, deposited, counted in turnover or in reports.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';
import type { Ledger } from './ledger.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import * as repo from './repository.ts';

/** Practice money is not a currency: ISO codes are 3 letters, so this one can never be a real one. */
export const PRACTICE_CURRENCY = 'PRACTICE';
export const PRACTICE_ACCOUNT_KIND = 'practice';
export const PRACTICE_FUND_KIND = 'trial';
export const PRACTICE_HOUSE_KIND = 'practice_house';
/** What a trial starts with, and what a top-up brings it back up to: ৳2,000.00. */
export const PRACTICE_START_MINOR = 200_000n;

/** A top-up asked for while the balance is already at (or above) the starting amount. */
export class PracticeNotNeededError extends Error {
  constructor(memberId: number) {
    super(`practice balance of member ${memberId} is not below the starting amount`);
    this.name = 'PracticeNotNeededError';
  }
}

export interface PracticeBalance {
  balanceMinor: bigint;
  startMinor: bigint;
}

export class PracticeBook {
  private readonly ledger: Ledger;
  private readonly db: Kysely<Database>;
  private readonly merchant: string;
  private readonly lockRows: boolean;

  constructor(ledger: Ledger, db: Kysely<Database>, merchant: string, dialect: DialectName) {
    this.ledger = ledger;
    this.db = db;
    this.merchant = merchant;
    // PostgreSQL locks the wallet's row for a top-up; SQLite transactions begin IMMEDIATE, one writer at a time.
    this.lockRows = dialect === 'postgres';
  }

  /** The trial's practice wallet, made on first use. */
  account(memberId: number): Promise<number> {
    return this.ledger.memberAccount(memberId, PRACTICE_CURRENCY, 'practice');
  }

  /** The vendor's practice house: the other side of every practice bet and win with that vendor. */
  house(vendor: string): Promise<number> {
    return this.ledger.systemAccount(PRACTICE_HOUSE_KIND, PRACTICE_CURRENCY, vendor);
  }

  private fund(): Promise<number> {
    return this.ledger.systemAccount(PRACTICE_FUND_KIND, PRACTICE_CURRENCY);
  }

  /** The starting balance, once per trial: its id is the member's, so parallel or repeated grants move it once. */
  async grant(memberId: number): Promise<void> {
    const [fund, account] = await Promise.all([this.fund(), this.account(memberId)]);
    await this.ledger.transfer({
      id: `practice:grant:${memberId}`,
      code: 'trial_credit',
      debitAccountId: fund,
      creditAccountId: account,
      amountMinor: PRACTICE_START_MINOR,
      metadata: { reason: 'start' },
    });
  }

  async balance(memberId: number): Promise<PracticeBalance> {
    const { balanceMinor } = await this.ledger.balance(await this.account(memberId));
    return { balanceMinor, startMinor: PRACTICE_START_MINOR };
  }

  /**
   * Brings the balance back up to the starting amount, only when below it. The balance is read and topped up in
   * one transaction holding the wallet's row, so two top-ups (or a top-up beside a game's win) never add more than
   * the gap. A retry with the same request id answers from the first top-up.
   */
  async topUp(memberId: number, requestId: string): Promise<PracticeBalance & { addedMinor: bigint }> {
    const [fund, account] = await Promise.all([this.fund(), this.account(memberId)]);
    const id = `practice:topup:${memberId}:${requestId}`;
    return this.db.transaction().execute(async (trx) => {
      const known = await repo.transferById(trx, id);
      const balance = toMinor(await repo.lockedBalance(trx, this.merchant, account, this.lockRows));
      if (known && known.credit_account_id === account) {
        return { addedMinor: toMinor(known.amount_minor), balanceMinor: balance, startMinor: PRACTICE_START_MINOR };
      }
      if (balance >= PRACTICE_START_MINOR) throw new PracticeNotNeededError(memberId);
      const gap = PRACTICE_START_MINOR - balance;
      const result = await this.ledger.transferWithin(trx, {
        id,
        code: 'trial_credit',
        debitAccountId: fund,
        creditAccountId: account,
        amountMinor: gap,
        metadata: { reason: 'top-up' },
      });
      return {
        addedMinor: gap,
        balanceMinor: toMinor(result.creditBalanceMinor ?? '0'),
        startMinor: PRACTICE_START_MINOR,
      };
    });
  }
}
