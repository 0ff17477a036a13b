/**
 * Set-based booking of many posted transfers in the caller's transaction: what background passes (points accrual,
 * cashback, bonuses, settlements) book, a chunk at a time, through the ledger's door. Whatever the chunk's size it
 * is a fixed handful of statements: read the accounts and lock the tracked ones (in id order, so two passes over
 * overlapping chunks queue rather than deadlock), read the ids already booked, then one UPDATE of every balance,
 * one INSERT of every transfer and one of every posting (PostgreSQL's report trigger runs once for them all). One
 * transfer at a time was four to six round trips each, and on SQLite a pass held the one write lock and the event
 * loop for the whole chunk (docs/decisions.md, "PostgreSQL at scale").
 *
 * The rows are the ones `Ledger.transferWithin` writes for each request in the chunk's order: the same hash, the
 * stored result with each tracked balance right after that transfer, two postings. An id already booked with the
 * same request is `known` (nothing written), with another request a `conflict` (nothing written for it). A debit
 * that its account's free money (balance less holds) cannot cover, counting every debit of the chunk, books nothing
 * at all: the answer is `uncovered`, and the caller books that chunk one transfer at a time.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MAX_AMOUNT, transferHash, type TransferRequest, type TransferResult } from './transfer.ts';
import { toMinor } from '../../../contract/minor-units.ts';

export type BatchRequest = Omit<TransferRequest, 'pending' | 'alsoInTransaction'>;
export type BatchOutcome = 'booked' | 'known' | 'conflict';

function isPostgres(trx: Transaction<Database>): boolean {
  return trx.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function postBatch(
  trx: Transaction<Database>,
  merchantCode: string,
  requests: readonly BatchRequest[],
  at: string,
): Promise<Map<string, BatchOutcome> | 'uncovered'> {
  const outcomes = new Map<string, BatchOutcome>();
  if (requests.length === 0) return outcomes;
  for (const r of requests) {
    if (r.amountMinor <= 0n || r.amountMinor > MAX_AMOUNT)
      throw new RangeError(`amount out of range: ${r.amountMinor}`);
    if (r.debitAccountId === r.creditAccountId) throw new RangeError('debit and credit accounts are the same');
  }
  if (new Set(requests.map((r) => r.id)).size !== requests.length) throw new RangeError('an id twice in one batch');
  const accountIds = [...new Set(requests.flatMap((r) => [r.debitAccountId, r.creditAccountId]))].sort((a, b) => a - b);
  const accounts = new Map(
    (
      await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'tracked', 'currency'])
        .where('id', 'in', accountIds)
        .execute()
    ).map((a) => [a.id, a]),
  );
  for (const r of requests) {
    const [debit, credit] = [accounts.get(r.debitAccountId), accounts.get(r.creditAccountId)];
    if (!debit || !credit) throw new RangeError('unknown ledger account');
    if (debit.currency !== credit.currency) throw new RangeError('accounts in different currencies');
  }
  const trackedIds = accountIds.filter((id) => accounts.get(id)!.tracked === 1);
  // The tracked rows, locked in id order on PostgreSQL (SQLite's transaction already holds the one write lock).
  let balances = trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_minor', 'held_minor'])
    .where('id', 'in', trackedIds.length ? trackedIds : [-1])
    .orderBy('id');
  if (isPostgres(trx)) balances = balances.forUpdate();
  const balance = new Map<number, { balance: bigint; free: bigint }>();
  for (const row of await balances.execute())
    balance.set(row.id, {
      balance: toMinor(row.balance_minor),
      free: toMinor(row.balance_minor) - toMinor(row.held_minor),
    });

  const hashes = new Map(requests.map((r) => [r.id, transferHash(r, 'posted')]));
  const known = await trx
    .selectFrom('ledger_transfers')
    .select(['id', 'request_hash'])
    .where(
      'id',
      'in',
      requests.map((r) => r.id),
    )
    .execute();
  for (const k of known) outcomes.set(k.id, k.request_hash === hashes.get(k.id) ? 'known' : 'conflict');
  const fresh = requests.filter((r) => !outcomes.has(r.id));
  if (fresh.length === 0) return outcomes;

  // Every debit of a tracked account in the chunk must fit in its free money before anything is written.
  const out = new Map<number, bigint>();
  for (const r of fresh)
    if (balance.has(r.debitAccountId)) out.set(r.debitAccountId, (out.get(r.debitAccountId) ?? 0n) + r.amountMinor);
  for (const [id, total] of out) if (balance.get(id)!.free < total) return 'uncovered';

  const transfers = fresh.map((r) => {
    const side = (id: number, delta: bigint) => {
      const b = balance.get(id);
      if (!b) return null;
      b.balance += delta;
      return b.balance.toString();
    };
    const debitBalanceMinor = side(r.debitAccountId, -r.amountMinor);
    const creditBalanceMinor = side(r.creditAccountId, r.amountMinor);
    const result: TransferResult = {
      transferId: r.id,
      code: r.code,
      kind: 'posted',
      amountMinor: r.amountMinor.toString(),
      debitBalanceMinor,
      creditBalanceMinor,
      createdAt: at,
    };
    return {
      id: r.id,
      merchant_code: merchantCode,
      code: r.code,
      debit_account_id: r.debitAccountId,
      credit_account_id: r.creditAccountId,
      amount_minor: r.amountMinor,
      kind: 'posted' as const,
      pending_id: null,
      request_hash: hashes.get(r.id)!,
      result: JSON.stringify(result),
      metadata: JSON.stringify(r.metadata ?? {}),
      created_at: at,
    };
  });
  const moved = [...balance].filter(([id]) => fresh.some((r) => r.debitAccountId === id || r.creditAccountId === id));
  if (moved.length > 0)
    await trx
      .updateTable('ledger_accounts')
      .set({
        balance_minor: sql`case ${sql.join(
          moved.map(([id, b]) => sql`when id = ${id} then ${b.balance}`),
          sql` `,
        )} else balance_minor end`,
      })
      .where(
        'id',
        'in',
        moved.map(([id]) => id),
      )
      .where('tracked', '=', 1)
      .execute();
  await trx.insertInto('ledger_transfers').values(transfers).execute();
  await trx
    .insertInto('ledger_postings')
    .values(
      fresh.flatMap((r) => [
        { transfer_id: r.id, account_id: r.debitAccountId, amount_minor: -r.amountMinor, created_at: at },
        { transfer_id: r.id, account_id: r.creditAccountId, amount_minor: r.amountMinor, created_at: at },
      ]),
    )
    .execute();
  for (const r of fresh) outcomes.set(r.id, 'booked');
  return outcomes;
}
