/**
 * A known player's win on PostgreSQL in ONE round trip: the function seamless_known_win, called by one prepared
 * statement. The general path (operations.credit in a transaction) takes about a dozen round trips, and a row lock
 * on the bet is held across all of them; under load wins were the slowest call by far.
 *
 * Why a function and not one statement like the bet (pg-debit.ts): a win must lock its bet and then look for a
 * rollback of it. One statement reads with the snapshot taken when it started, so a rollback committed while it
 * waited for the bet's lock would stay invisible to it and the win would be paid after the refund. Inside a
 * function each statement takes a fresh snapshot (READ COMMITTED), so after the lock it sees what the general path
 * sees: a rollback, or a twin of this win, committed while it waited.
 *
 * The checks run in operations.credit's order and give its refusals: the call's id already answered → its first
 * answer; member unknown → player_unknown; the bet locked; another player's or round's bet → transaction_conflict;
 * a twin committed while we waited → its answer; no bet → bet_not_found; refunded → rolled_back. Anything unusual
 * (a trial's practice book, a win over the cap, which is remembered and reported, a bet of another game whose cap
 * differs) answers 'general' before writing anything, and the general path runs it. The money moves through the
 * ledger's own function (modules/ledger/pg-book.ts); the call's row is written after it, in the same transaction.
 * All of it is one statement's transaction: it commits whole or not at all. A twin that slips past the lock (the
 * same win id naming another bet) fails on the unique ids, and the runner's retry answers from the winner's row.
 */
import type pg from 'pg';
import type { CallEnvironment } from './calls.ts';
import { knownWin, type CreditCall } from './short-path.ts';
import { replay } from './operations.ts';
import { SeamlessRefusal, type RefusalCode, type SeamlessAnswer } from './refusals.ts';
import { ledgerPostArgs } from '../ledger/index.ts';
import { maxWinMultiple } from '../games/index.ts';

export const SEAMLESS_KNOWN_WIN = `
create or replace function seamless_known_win(p_merchant text, p_vendor text, p_tx text, p_member integer, p_round text, p_game text,
  p_amount bigint, p_bet text, p_hash text, p_at text, p_multiple bigint,
  l_id text, l_merchant text, l_code text, l_debit integer, l_credit integer, l_amount bigint, l_side text, l_hash text, l_metadata text, l_at text,
  out outcome text, out payload text)
language plpgsql volatile as $$
declare
  is_trial integer;
  bet record;
  bet_found boolean;
  bets bigint;
  refunds bigint;
  wins bigint;
  balance bigint;
begin
  select row_to_json(c)::text into payload from (select kind, request_hash, answer_status, answer from seamless_transactions
    where merchant_code = p_merchant and vendor = p_vendor and transaction_id = p_tx) c;
  if payload is not null then outcome := 'prior'; return; end if;
  select trial into is_trial from members where merchant_code = p_merchant and id = p_member;
  if not found then outcome := 'player_unknown'; return; end if;
  if is_trial <> 0 then outcome := 'general'; return; end if;
  -- Serialises the settlements of one bet (a win beside a rollback, twins of this win), as the general path does.
  select kind, member_id, round_id, game_code into bet from seamless_transactions
    where merchant_code = p_merchant and vendor = p_vendor and transaction_id = p_bet for update;
  bet_found := found;
  if bet_found and bet.kind = 'bet' and (bet.member_id <> p_member or bet.round_id <> p_round) then
    outcome := 'transaction_conflict'; return;
  end if;
  -- From here on each statement sees what committed while we waited for the lock.
  select row_to_json(c)::text into payload from (select kind, request_hash, answer_status, answer from seamless_transactions
    where merchant_code = p_merchant and vendor = p_vendor and transaction_id = p_tx) c;
  if payload is not null then outcome := 'prior'; return; end if;
  if not bet_found or bet.kind <> 'bet' then outcome := 'bet_not_found'; return; end if;
  perform 1 from seamless_transactions where merchant_code = p_merchant and vendor = p_vendor and original_transaction_id = p_bet
    and original_transaction_id is not null and answer_status = 200 and kind = 'refund';
  if found then outcome := 'rolled_back'; return; end if;
  -- The cap is the bet's game's (win-caps.ts); the caller computed it for this win's game.
  if bet.game_code is not null and bet.game_code <> p_game then outcome := 'general'; return; end if;
  select coalesce(sum(amount_minor) filter (where kind = 'bet'), 0), coalesce(sum(amount_minor) filter (where kind = 'refund'), 0),
      coalesce(sum(amount_minor) filter (where kind = 'win'), 0)
    into bets, refunds, wins from seamless_transactions
    where merchant_code = p_merchant and vendor = p_vendor and round_id = p_round and member_id = p_member and answer_status = 200;
  if wins + p_amount > (bets - refunds) * p_multiple then outcome := 'general'; return; end if;
  balance := ledger_post_tracked(l_id, l_merchant, l_code, l_debit, l_credit, l_amount, l_side, l_hash, l_metadata, l_at);
  -- Keys in answerOf's order (short-path.ts).
  payload := json_build_object('balanceMinor', balance::text, 'transactionId', p_tx, 'player', p_member::text)::text;
  insert into seamless_transactions (merchant_code, vendor, transaction_id, kind, round_id, member_id, game_code, amount_minor,
    original_transaction_id, transfer_id, request_hash, answer_status, answer, created_at)
  values (p_merchant, p_vendor, p_tx, 'win', p_round, p_member, p_game, p_amount, p_bet, l_id, p_hash, 200, payload, p_at);
  outcome := 'answer';
end $$`;

const KNOWN_WIN = `select outcome, payload from seamless_known_win(${Array.from(
  { length: 21 },
  (_, i) => `$${i + 1}`,
).join(', ')})`;

/** The answer, or undefined when this win must take the general path (player or wallet not known yet, or unusual). */
export async function pgCredit(
  pool: pg.Pool,
  env: CallEnvironment,
  call: CreditCall,
): Promise<SeamlessAnswer | undefined> {
  const win = knownWin(env, call);
  if (!win) return undefined;
  const { rows } = await pool.query<{ outcome: string; payload: string | null }>({
    name: 'seamless-known-win',
    text: KNOWN_WIN,
    values: [
      env.merchant,
      call.vendor,
      win.transactionId,
      win.memberId,
      win.roundId,
      win.gameCode,
      win.amountMinor.toString(),
      win.originalTransactionId,
      win.hash,
      win.at,
      maxWinMultiple(call.vendor, win.gameCode).toString(),
      ...ledgerPostArgs(env.merchant, win.transfer),
    ],
  });
  const { outcome, payload } = rows[0]!;
  if (outcome === 'general') return undefined;
  if (outcome === 'prior') return replay(JSON.parse(payload!), 'win', win.hash);
  if (outcome === 'answer') return { status: 200, body: JSON.parse(payload!) };
  throw new SeamlessRefusal(outcome as RefusalCode);
}
