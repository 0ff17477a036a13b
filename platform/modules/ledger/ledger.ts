/**
 * The double-entry ledger (docs/ledger.md). Every movement is a transfer with an idempotency id and a reason
 * code; a posted transfer writes two postings that sum to zero; a pending transfer holds money and is later
 * posted or voided by a transfer of its own. Nothing is updated or deleted but the tracked balances, which
 * move only inside the transaction that writes the postings, through conditional UPDATEs that never let a
 * balance fall below what is held. A replay of an id returns the first answer; the same id with other data
 * is refused.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { IdempotencyConflictError, InsufficientFundsError, PendingStateError } from './errors.ts';
import * as repo from './repository.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { postBatch, type BatchOutcome, type BatchRequest } from './batch.ts';
import { MAX_AMOUNT, requestHash, transferHash, type TransferRequest, type TransferResult } from './transfer.ts';

export { transferHash, type TransferRequest, type TransferResult };

export interface ResolveRequest {
  id: string;
  pendingId: string;
  action: 'post' | 'void';
  metadata?: Record<string, string | number | boolean | null>;
  alsoInTransaction?: TransferRequest['alsoInTransaction'];
}

/** A twin's insert lost the race on a primary key or unique index (either store). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs the debit and the credit of one transfer in the order of their account ids. Two transfers between the
 * same accounts in opposite directions (a wallet 'in' beside an 'out') would otherwise each lock one row and wait
 * for the other: a deadlock that PostgreSQL breaks only after deadlock_timeout, with an error. A refused debit
 * that ran second still undoes the credit: the caller throws and the transaction rolls back.
 */
async function inIdOrder<D, C>(
  debitId: number,
  creditId: number,
  debit: () => Promise<D>,
  credit: () => Promise<C>,
): Promise<[D, C]> {
  if (creditId < debitId) {
    const credited = await credit();
    return [await debit(), credited];
  }
  const debited = await debit();
  return [debited, await credit()];
}

export class Ledger {
  private readonly db: Kysely<Database>;
  private readonly merchantCode: string;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, merchantCode: string, now: () => number) {
    this.db = db;
    this.merchantCode = merchantCode;
    this.now = now;
  }

  /** Moves (or holds) money. Throws InsufficientFundsError or IdempotencyConflictError; a replay returns the first answer. */
  async transfer(request: TransferRequest): Promise<TransferResult> {
    const amount = request.amountMinor;
    if (amount <= 0n || amount > MAX_AMOUNT) throw new RangeError(`amount out of range: ${amount}`);
    if (request.debitAccountId === request.creditAccountId)
      throw new RangeError('debit and credit accounts are the same');
    const kind = request.pending ? 'pending' : 'posted';
    const hash = transferHash(request, kind);
    return this.once(request.id, hash, (trx, at) => this.apply(trx, request, kind, hash, at));
  }

  /**
   * transfer() inside a transaction the caller owns (the seamless wallet's group commit, or its own transaction
   * with checks of its own): the same replay and conflict rules, but no transaction and no race handling of its
   * own; the caller's transaction commits or rolls back the whole movement, and the caller retries a lost race.
   */
  async transferWithin(trx: Transaction<Database>, request: Omit<TransferRequest, 'pending'>): Promise<TransferResult> {
    const amount = request.amountMinor;
    if (amount <= 0n || amount > MAX_AMOUNT) throw new RangeError(`amount out of range: ${amount}`);
    if (request.debitAccountId === request.creditAccountId)
      throw new RangeError('debit and credit accounts are the same');
    const hash = transferHash(request, 'posted');
    const known = await repo.transferById(trx, request.id);
    if (known) return this.replay(known, hash);
    return this.apply(trx, request, 'posted', hash, new Date(this.now()).toISOString());
  }

  /**
   * Many posted transfers in the caller's transaction, set-based (batch.ts): a background pass's chunk. Each id's
   * outcome (booked, known, conflict), or 'uncovered' when a debit does not fit and nothing was written.
   */
  postMany(
    trx: Transaction<Database>,
    requests: readonly BatchRequest[],
  ): Promise<Map<string, BatchOutcome> | 'uncovered'> {
    return postBatch(trx, this.merchantCode, requests, new Date(this.now()).toISOString());
  }

  /** Posts (moves) or voids (releases) a pending transfer. A hold is resolved once; a replay returns the first answer. */
  async resolve(request: ResolveRequest): Promise<TransferResult> {
    const hash = requestHash([request.action, request.pendingId, request.metadata ?? {}]);
    return this.once(request.id, hash, async (trx, at) => {
      const pending = await repo.transferById(trx, request.pendingId);
      if (pending?.kind !== 'pending') throw new PendingStateError(request.pendingId, 'not a pending transfer');
      if (await repo.resolutionOf(trx, request.pendingId))
        throw new PendingStateError(request.pendingId, 'already resolved');
      const amount = toMinor(pending.amount_minor);
      let debitBalance: bigint | undefined;
      let creditBalance: bigint | undefined;
      if (request.action === 'post') {
        [debitBalance, creditBalance] = await inIdOrder(
          pending.debit_account_id,
          pending.credit_account_id,
          async () => {
            await repo.release(trx, pending.debit_account_id, amount);
            return repo.debitTracked(trx, pending.debit_account_id, amount);
          },
          () => repo.creditTracked(trx, pending.credit_account_id, amount),
        );
        const debit = await repo.accountById(trx, pending.debit_account_id);
        if (debit?.tracked === 1 && debitBalance === undefined)
          throw new InsufficientFundsError(pending.debit_account_id);
      } else {
        await repo.release(trx, pending.debit_account_id, amount);
        debitBalance = await this.trackedBalance(trx, pending.debit_account_id);
      }
      const result = this.result(request.id, pending.code, request.action, amount, debitBalance, creditBalance, at);
      await repo.insertTransfer(trx, {
        id: request.id,
        merchant_code: this.merchantCode,
        code: pending.code,
        debit_account_id: pending.debit_account_id,
        credit_account_id: pending.credit_account_id,
        amount_minor: amount,
        kind: request.action,
        pending_id: request.pendingId,
        request_hash: hash,
        result: JSON.stringify(result),
        metadata: JSON.stringify(request.metadata ?? {}),
        created_at: at,
      });
      if (request.action === 'post')
        await repo.insertPostings(trx, request.id, pending.debit_account_id, pending.credit_account_id, amount, at);
      await request.alsoInTransaction?.(trx, result);
      return result;
    });
  }

  /**
   * Runs `work` once per id. Known ids answer from the stored result; a concurrent twin that loses the race
   * (unique id, or money already taken by the winner) is answered the same way after its rollback.
   */
  private async once(
    id: string,
    hash: string,
    work: (trx: Transaction<Database>, at: string) => Promise<TransferResult>,
  ): Promise<TransferResult> {
    const known = await repo.transferById(this.db, id);
    if (known) return this.replay(known, hash);
    try {
      return await this.db.transaction().execute((trx) => work(trx, new Date(this.now()).toISOString()));
    } catch (error) {
      if (isUniqueViolation(error) || error instanceof InsufficientFundsError || error instanceof PendingStateError) {
        const winner = await repo.transferById(this.db, id);
        if (winner) return this.replay(winner, hash);
      }
      throw error;
    }
  }

  private replay(known: { id: string; request_hash: string; result: string }, hash: string): TransferResult {
    if (known.request_hash !== hash) throw new IdempotencyConflictError(known.id);
    return JSON.parse(known.result) as TransferResult;
  }

  private async apply(
    trx: Transaction<Database>,
    request: TransferRequest,
    kind: 'posted' | 'pending',
    hash: string,
    at: string,
  ): Promise<TransferResult> {
    const amount = request.amountMinor;
    const [debit, credit] = await Promise.all([
      repo.accountById(trx, request.debitAccountId),
      repo.accountById(trx, request.creditAccountId),
    ]);
    if (!debit || !credit) throw new RangeError('unknown ledger account');
    if (debit.currency !== credit.currency) throw new RangeError('accounts in different currencies');
    let debitBalance: bigint | undefined;
    let creditBalance: bigint | undefined;
    if (kind === 'pending') {
      if (debit.tracked === 1 && !(await repo.hold(trx, debit.id, amount))) throw new InsufficientFundsError(debit.id);
      debitBalance = await this.trackedBalance(trx, debit.id);
    } else {
      [debitBalance, creditBalance] = await inIdOrder(
        debit.id,
        credit.id,
        async () => (debit.tracked === 1 ? repo.debitTracked(trx, debit.id, amount) : undefined),
        async () => (credit.tracked === 1 ? repo.creditTracked(trx, credit.id, amount) : undefined),
      );
      if (debit.tracked === 1 && debitBalance === undefined) throw new InsufficientFundsError(debit.id);
    }
    const result = this.result(request.id, request.code, kind, amount, debitBalance, creditBalance, at);
    await repo.insertTransfer(trx, {
      id: request.id,
      merchant_code: this.merchantCode,
      code: request.code,
      debit_account_id: debit.id,
      credit_account_id: credit.id,
      amount_minor: amount,
      kind,
      pending_id: null,
      request_hash: hash,
      result: JSON.stringify(result),
      metadata: JSON.stringify(request.metadata ?? {}),
      created_at: at,
    });
    // After the transfer row: postings reference it.
    if (kind === 'posted') await repo.insertPostings(trx, request.id, debit.id, credit.id, amount, at);
    await request.alsoInTransaction?.(trx, result);
    return result;
  }

  private async trackedBalance(
    db: Kysely<Database> | Transaction<Database>,
    accountId: number,
  ): Promise<bigint | undefined> {
    const account = await repo.accountById(db, accountId);
    return account?.tracked === 1 ? toMinor(account.balance_minor) : undefined;
  }

  private result(
    id: string,
    code: string,
    kind: TransferResult['kind'],
    amount: bigint,
    debit: bigint | undefined,
    credit: bigint | undefined,
    at: string,
  ): TransferResult {
    return {
      transferId: id,
      code,
      kind,
      amountMinor: amount.toString(),
      debitBalanceMinor: debit === undefined ? null : debit.toString(),
      creditBalanceMinor: credit === undefined ? null : credit.toString(),
      createdAt: at,
    };
  }

  /**
   * A member's account of a kind (main, vendor with its code, practice in the practice book, bonus: promotion
   * money locked until its wagering is met, or points in the points book), made on first use.
   */
  async memberAccount(
    memberId: number,
    currency: string,
    kind: 'main' | 'vendor' | 'practice' | 'bonus' | 'points' = 'main',
    vendor = '',
  ): Promise<number> {
    return this.account(memberId, kind, vendor, currency, true);
  }

  /** A system account (house, gateway, payout, bonus, adjustment, trial), made on first use; untracked. */
  async systemAccount(kind: string, currency: string, vendor = ''): Promise<number> {
    return this.account(null, kind, vendor, currency, false);
  }

  private async account(
    memberId: number | null,
    kind: string,
    vendor: string,
    currency: string,
    tracked: boolean,
  ): Promise<number> {
    const found = await repo.findAccount(this.db, this.merchantCode, memberId, kind, vendor);
    if (found) return found.id;
    await repo.ensureAccount(
      this.db,
      this.merchantCode,
      memberId,
      kind,
      vendor,
      currency,
      tracked,
      new Date(this.now()).toISOString(),
    );
    return (await repo.findAccount(this.db, this.merchantCode, memberId, kind, vendor))!.id;
  }

  /** Balance and holds of an account: tracked from its row, system from its postings. */
  async balance(accountId: number): Promise<{ balanceMinor: bigint; heldMinor: bigint; availableMinor: bigint }> {
    const account = await repo.accountById(this.db, accountId);
    if (!account) throw new RangeError(`unknown ledger account ${accountId}`);
    if (account.tracked === 0) {
      const posted = await repo.postedSum(this.db, accountId);
      return { balanceMinor: posted, heldMinor: 0n, availableMinor: posted };
    }
    const balance = toMinor(account.balance_minor);
    const held = toMinor(account.held_minor);
    return { balanceMinor: balance, heldMinor: held, availableMinor: balance - held };
  }
}
