/**
 * A bet on PostgreSQL in ONE statement. The general path (operations.debit in a transaction) takes about fifteen
 * round trips to the server, and under load the wallet spent its time in those trips rather than in the database.
 * This statement does the same checks and writes as that path, in the same order of effects:
 *   the call's id already answered → its first answer (replay rules as ever);
 *   the session alive, of this vendor and game, its member active → else session_invalid;
 *   the wallet row debited only if it covers the bet → else insufficient_funds;
 *   then the ledger transfer, its two postings and the call's row, whose answers are built from the new balance.
 * One statement is one transaction: all of it or none. A twin with the same id that commits first makes ours fail
 * on a unique index (the runner retries, and the retry answers from the twin's row) or find the money gone (we
 * look for the twin before refusing, as the general path does).
 * It needs the member's id before it runs (the ledger's request hash names the wallet): see short-path.ts.
 */
import type pg from 'pg';
import type { CallEnvironment } from './calls.ts';
import { laterBet, type DebitCall } from './short-path.ts';
import { replay } from './operations.ts';
import * as repo from './repository.ts';
import { SeamlessRefusal, type SeamlessAnswer } from './refusals.ts';

interface Outcome {
  prior: string | null;
  live: boolean;
  answer: string | null;
}

// Prepared once per connection (a named statement): planning this many parts anew took longer than running them.
// The answers are built here because the balance is known only here, keys in answerOf's and transferResultOf's order.
const LATER_BET = `
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

/** The answer, or undefined when this session's member or wallet is not known yet (take the general path). */
export async function pgDebit(pool: pg.Pool, env: CallEnvironment, call: DebitCall): Promise<SeamlessAnswer | undefined> {
  const bet = laterBet(env, call);
  if (!bet) return undefined;
  const { rows } = await pool.query<Outcome>({
    name: 'seamless-later-bet',
    text: LATER_BET,
    values: [
      env.merchant, call.vendor, bet.transactionId, bet.sessionHash, bet.memberId, bet.gameCode, bet.at, bet.expires, bet.renewBefore,
      bet.amountMinor.toString(), bet.mainId, bet.transferId, call.houseAccountId, bet.ledgerHash, bet.metadata, bet.roundId, bet.hash,
    ],
  });
  const outcome = rows[0]!;
  if (outcome.prior) return replay(JSON.parse(outcome.prior), 'bet', bet.hash);
  if (!outcome.live) throw new SeamlessRefusal('session_invalid');
  if (outcome.answer) return { status: 200, body: JSON.parse(outcome.answer) };
  // The wallet did not cover it; or a twin of this bet took the money first and committed: answer as it did.
  const twin = await repo.byTransactionId(env.db, env.merchant, call.vendor, bet.transactionId);
  if (twin) return replay(twin, 'bet', bet.hash);
  throw new SeamlessRefusal('insufficient_funds');
}
