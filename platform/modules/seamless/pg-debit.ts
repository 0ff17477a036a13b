/**
 * A bet on PostgreSQL in ONE statement. The general path (operations.debit in a transaction) takes about fifteen
 * round trips to the server, and under load the wallet spent its time in those trips rather than in the database.
 * This statement does the same checks and writes as that path, in the same order of effects:
 *   the call's id already answered → its first answer (replay rules as ever);
 *   the session alive, of this merchant, vendor and game, its member active, its login alive → else session_invalid;
 *   the ledger books the bet (modules/ledger/pg-book.ts: the wallet row debited only if it covers the bet → else
 *   insufficient_funds; the transfer and its two postings), then the call's row, its answer built from the new balance.
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
import { ledgerDebitArgs, ledgerDebitCtes } from '../ledger/index.ts';

interface Outcome {
  prior: string | null;
  live: boolean;
  answer: string | null;
}

// Prepared once per connection (a named statement): planning this many parts anew took longer than running them.
// The answer is built here because the balance is known only here, keys in answerOf's order (the transfer's stored
// result is built by the ledger's part of the statement).
const LATER_BET = `
  with prior as (
    select kind, request_hash, answer_status, answer from seamless_transactions
    where merchant_code = $1 and vendor = $2 and transaction_id = $3
  ), live as (
    select gs.member_id, gs.login_token_hash from game_sessions gs join members m on m.id = gs.member_id
      join sessions s on s.token_hash = gs.login_token_hash
    -- "+ 0": the member is checked, not searched by; the planner must look the session up by its token.
    -- The login session that launched the game must be alive too (game-sessions.ts).
    where gs.token_hash = $4 and gs.merchant_code = $1 and gs.member_id + 0 = $5 and gs.vassalage = $2
      and gs.game_code = $6 and gs.expires_at > $7 and m.status = 'active' and s.last_seen_at >= $13
      -- Real money only: a practice session (a trial's) never reaches the main wallet, whatever was remembered.
      and gs.practice = 0 and m.trial = 0
      and not exists (select 1 from prior)
  ), renewed as (
    update game_sessions set last_used_at = $7, expires_at = $8
    where token_hash = $4 and last_used_at < $9 and exists (select 1 from live)
  ), login_used as (
    update sessions set last_seen_at = $7
    where token_hash = (select login_token_hash from live) and last_seen_at < $9
  ),
  -- The ledger books the bet (modules/ledger/pg-book.ts): the wallet row debited only if it covers it, the transfer, its postings.
  ${ledgerDebitCtes(14, 'live')}, answers as (
    select json_build_object('balanceMinor', balance_minor::text, 'transactionId', $3::text, 'player', $5::text)::text as answer
    from debited
  ), recorded as (
    insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id, game_code, amount_minor,
      original_transaction_id, transfer_id, request_hash, answer_status, answer, created_at)
    select $1, $2, $3, 'bet', $11, $5, $6, $10::bigint, null, transfer.id, $12, 200, answers.answer, $7
    from transfer cross join answers
  )
  select (select row_to_json(prior)::text from prior) as prior, exists (select 1 from live) as live, (select answer from answers) as answer`;

/** The answer, or undefined when this session's member or wallet is not known yet (take the general path). */
export async function pgDebit(
  pool: pg.Pool,
  env: CallEnvironment,
  call: DebitCall,
): Promise<SeamlessAnswer | undefined> {
  const bet = laterBet(env, call);
  if (!bet) return undefined;
  const { rows } = await pool.query<Outcome>({
    name: 'seamless-later-bet',
    text: LATER_BET,
    values: [
      env.merchant,
      call.vendor,
      bet.transactionId,
      bet.sessionHash,
      bet.memberId,
      bet.gameCode,
      bet.at,
      bet.expires,
      bet.renewBefore,
      bet.amountMinor.toString(),
      bet.roundId,
      bet.hash,
      bet.loginAliveSince,
      ...ledgerDebitArgs(env.merchant, bet.transfer),
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
