/**
 * The ledger's fast booking on PostgreSQL: a posted transfer (posted.ts) booked inside the caller's own single
 * statement or function, so the whole call stays one round trip and one transaction. Two forms of the same writes:
 * - ledgerDebitCtes: the parts of one statement (the seamless wallet's bet, pg-debit.ts), planned with it;
 * - ledger_post_tracked: a server-side function, for a caller that is a function itself (the win, pg-credit.ts).
 * Both write exactly the rows ledger.ts writes: the tracked wallet moved by one conditional UPDATE (a debit never
 * below the holds), the transfer with its hash and stored result, and its two postings. Nothing is written when a
 * debit is not covered. A second booking of the same id fails on the transfer's primary key, and the caller's
 * statement rolls back whole.
 */
import type { PostedTransfer } from './posted.ts';

export const LEDGER_POST_TRACKED = `
create or replace function ledger_post_tracked(p_id text, p_merchant text, p_code text, p_debit integer, p_credit integer,
  p_amount bigint, p_side text, p_hash text, p_metadata text, p_at text) returns bigint
language plpgsql volatile as $$
declare
  balance bigint;
begin
  if p_side = 'debit' then
    update ledger_accounts set balance_minor = balance_minor - p_amount
      where id = p_debit and tracked = 1 and balance_minor - held_minor >= p_amount returning balance_minor into balance;
    if balance is null then return null; end if;
  else
    update ledger_accounts set balance_minor = balance_minor + p_amount where id = p_credit and tracked = 1 returning balance_minor into balance;
    if balance is null then raise exception 'ledger account % is not a tracked wallet', p_credit; end if;
  end if;
  -- The stored result, keys in postedResult's order (posted.ts): what a replay of this id answers.
  insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor, kind, pending_id,
    request_hash, result, metadata, created_at)
  values (p_id, p_merchant, p_code, p_debit, p_credit, p_amount, 'posted', null, p_hash,
    json_build_object('transferId', p_id, 'code', p_code, 'kind', 'posted', 'amountMinor', p_amount::text,
      'debitBalanceMinor', case when p_side = 'debit' then balance::text end,
      'creditBalanceMinor', case when p_side = 'credit' then balance::text end, 'createdAt', p_at)::text,
    p_metadata, p_at);
  insert into ledger_postings (transfer_id, account_id, amount_minor, created_at)
  values (p_id, p_debit, -p_amount, p_at), (p_id, p_credit, p_amount, p_at);
  return balance;
end $$`;

/** ledger_post_tracked's arguments for a transfer, in its order; a caller passes them on as its own parameters. */
export function ledgerPostArgs(merchant: string, t: PostedTransfer): unknown[] {
  return [
    t.id,
    merchant,
    t.code,
    t.debitAccountId,
    t.creditAccountId,
    t.amountMinor.toString(),
    t.trackedSide,
    t.hash,
    t.metadata,
    t.at,
  ];
}

/** The parameters of ledgerDebitCtes for a transfer, in its order. */
export function ledgerDebitArgs(merchant: string, t: PostedTransfer): unknown[] {
  if (t.trackedSide !== 'debit') throw new RangeError('ledgerDebitCtes books a debit of the tracked wallet');
  return [
    t.id,
    merchant,
    t.code,
    t.debitAccountId,
    t.creditAccountId,
    t.amountMinor.toString(),
    t.hash,
    t.metadata,
    t.at,
  ];
}

/**
 * The CTEs that book a debit of the tracked wallet, parameters from $first (ledgerDebitArgs), run only when `guard`
 * (a CTE of the caller's statement) has a row: `debited` (the wallet's new balance; empty when not covered), then
 * `transfer` (its id) and the postings. Its stored result has postedResult's keys in postedResult's order.
 */
export function ledgerDebitCtes(first: number, guard: string): string {
  const [id, merchant, code, debit, credit, amount, hash, metadata, at] = Array.from(
    { length: 9 },
    (_, i) => `$${first + i}`,
  );
  return `debited as (
    update ledger_accounts set balance_minor = balance_minor - ${amount}::bigint
    where id = ${debit}::integer and tracked = 1 and balance_minor - held_minor >= ${amount}::bigint and exists (select 1 from ${guard})
    returning balance_minor
  ), transfer as (
    insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor, kind, pending_id, request_hash, result, metadata, created_at)
    select ${id}::text, ${merchant}::text, ${code}::text, ${debit}::integer, ${credit}::integer, ${amount}::bigint, 'posted', null, ${hash}::text,
      json_build_object('transferId', ${id}::text, 'code', ${code}::text, 'kind', 'posted', 'amountMinor', ${amount}::text,
        'debitBalanceMinor', balance_minor::text, 'creditBalanceMinor', null, 'createdAt', ${at}::text)::text,
      ${metadata}::text, ${at}::text
    from debited
    returning id
  ), postings as (
    insert into ledger_postings (transfer_id, account_id, amount_minor, created_at)
    select transfer.id, side.account_id, side.amount_minor, ${at}::text
    from transfer cross join (values (${debit}::bigint, -${amount}::bigint), (${credit}::bigint, ${amount}::bigint)) as side (account_id, amount_minor)
  )`;
}
