export const LATER_BET_SQL = `
  with prior as (
    select kind, request_hash, answer_status, answer from seamless_transactions
    where merchant_code = $1 and vendor = $2 and transaction_id = $3
  ), live as (
    select gs.member_id from game_sessions gs join members m on m.id = gs.member_id
    -- "+ 0": the member is checked, not searched by; the planner must look the session up by its token.
    where gs.token_hash = $4 and gs.member_id + 0 = $5 and gs.vassalage = $2
      and gs.game_code = $6 and gs.expires_at > $7 and m.status = 'active'
      and not exists (select 1 from prior)
  ), renewed as (
    update game_sessions set last_used_at = $7, expires_at = $8
    where token_hash = $4 and last_used_at < $9 and exists (select 1 from live)
  ), debited as (
    update ledger_accounts set balance_minor = balance_minor - $10::bigint
    where id = $11 and tracked = 1 and balance_minor - held_minor >= $10::bigint and exists (select 1 from live)
    returning balance_minor
  ), answers as (
    select
      json_build_object('balanceMinor', balance_minor::text, 'transactionId', $3::text, 'player', $5::text)::text as answer,
      json_build_object('transferId', $12::text, 'code', 'bet', 'kind', 'posted', 'amountMinor', $10::text,
        'debitBalanceMinor', balance_minor::text, 'creditBalanceMinor', null, 'createdAt', $7::text)::text as result
    from debited
  ), transfer as (
    insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor, kind, pending_id, request_hash, result, metadata, created_at)
    select $12, $1, 'bet', $11, $13, $10::bigint, 'posted', null, $14, result, $15, $7
    from answers
    returning id
  ), postings as (
    insert into ledger_postings (transfer_id, account_id, amount_minor, created_at)
    select transfer.id, side.account_id, side.amount_minor, $7
    from transfer cross join (values ($11::bigint, -$10::bigint), ($13::bigint, $10::bigint)) as side (account_id, amount_minor)
  ), recorded as (
    insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id, game_code, amount_minor,
      original_transaction_id, transfer_id, request_hash, answer_status, answer, created_at)
    select $1, $2, $3, 'bet', $16, $5, $6, $10::bigint, null, transfer.id, $17, 200, answers.answer, $7
    from transfer cross join answers
  )
  select (select row_to_json(prior)::text from prior) as prior, exists (select 1 from live) as live, (select answer from answers) as answer`;
