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
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
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

/** The answer, or undefined when this session's member or wallet is not known yet (take the general path). */
export async function pgDebit(db: Kysely<Database>, env: CallEnvironment, call: DebitCall): Promise<SeamlessAnswer | undefined> {
  const bet = laterBet(env, call);
  if (!bet) return undefined;
  const { input, vendor, houseAccountId: house } = call;
  const { memberId, mainId, hash, transferId, at } = bet;
  // The answers are built in the statement (the balance is known only there), keys in answerOf's and transferResultOf's order.
  const amount = input.amountMinor;
  const { rows } = await sql<Outcome>`
    with prior as (
      select kind, request_hash, answer_status, answer from seamless_transactions
      where merchant_code = ${env.merchant} and vendor = ${vendor} and transaction_id = ${input.transactionId}
    ), live as (
      select gs.member_id from game_sessions gs join members m on m.id = gs.member_id
      where gs.token_hash = ${call.sessionHash} and gs.member_id = ${memberId} and gs.vassalage = ${vendor}
        and gs.game_code = ${input.gameCode} and gs.expires_at > ${at} and m.status = 'active'
        and not exists (select 1 from prior)
    ), renewed as (
      update game_sessions set last_used_at = ${at}, expires_at = ${bet.expires}
      where token_hash = ${call.sessionHash} and last_used_at < ${bet.renewBefore} and exists (select 1 from live)
    ), debited as (
      update ledger_accounts set balance_minor = balance_minor - ${amount}
      where id = ${mainId} and tracked = 1 and balance_minor - held_minor >= ${amount} and exists (select 1 from live)
      returning balance_minor
    ), answers as (
      select
        json_build_object('balanceMinor', balance_minor::text, 'transactionId', ${input.transactionId}::text, 'player', ${String(memberId)}::text)::text as answer,
        json_build_object('transferId', ${transferId}::text, 'code', 'bet', 'kind', 'posted', 'amountMinor', ${amount.toString()}::text,
          'debitBalanceMinor', balance_minor::text, 'creditBalanceMinor', null, 'createdAt', ${at}::text)::text as result
      from debited
    ), transfer as (
      insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor, kind, pending_id, request_hash, result, metadata, created_at)
      select ${transferId}, ${env.merchant}, 'bet', ${mainId}, ${house}, ${amount}, 'posted', null, ${bet.ledgerHash}, result, ${bet.metadata}, ${at}
      from answers
      returning id
    ), postings as (
      insert into ledger_postings (transfer_id, account_id, amount_minor, created_at)
      select transfer.id, side.account_id, side.amount_minor, ${at}
      from transfer cross join (values (${mainId}::bigint, ${-amount}::bigint), (${house}::bigint, ${amount}::bigint)) as side (account_id, amount_minor)
    ), recorded as (
      insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id, game_code, amount_minor,
        original_transaction_id, transfer_id, request_hash, answer_status, answer, created_at)
      select ${env.merchant}, ${vendor}, ${input.transactionId}, 'bet', ${input.roundId}, ${memberId}, ${input.gameCode}, ${amount},
        null, transfer.id, ${hash}, 200, answers.answer, ${at}
      from transfer cross join answers
    )
    select (select row_to_json(prior)::text from prior) as prior, exists (select 1 from live) as live, (select answer from answers) as answer
  `.execute(db);
  const outcome = rows[0]!;
  if (outcome.prior) return replay(JSON.parse(outcome.prior), 'bet', hash);
  if (!outcome.live) throw new SeamlessRefusal('session_invalid');
  if (outcome.answer) return { status: 200, body: JSON.parse(outcome.answer) };
  // The wallet did not cover it; or a twin of this bet took the money first and committed: answer as it did.
  const twin = await repo.byTransactionId(db, env.merchant, vendor, input.transactionId);
  if (twin) return replay(twin, 'bet', hash);
  throw new SeamlessRefusal('insufficient_funds');
}
