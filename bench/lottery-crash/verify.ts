/**
 * The lottery crash bench's verdict, read from the database after the last restart:
 * - every draw the bench sold on is settled or cancelled, with no ticket left open;
 * - every ticket bought is in its draw once; in a settled draw it is settled with the win its numbers, its odds and
 *   the draw's result give (0 when it lost), in a cancelled one refunded;
 * - its money moved once: one bet; one win credit (a settled ticket) with a transfer of the win when there is one,
 *   or one refund of the stake (a refunded ticket), and nothing else;
 * - each player's wallet is its starting balance less the stakes plus the wins and refunds its tickets should get,
 *   reckoned from the draws' results, not from the tickets' rows;
 * - the ledger's own invariants hold (bench/lib/ledger-checks.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { toMinor } from '../../contract/minor-units.ts';
import { winOf, type Odds } from '../../platform/vendor/lottery/bets.ts';
import type { DrawResult } from '../../platform/vendor/lottery/results.ts';
import { ticketBet } from '../../platform/vendor/lottery/service.ts';
import { ledgerFailures } from '../lib/ledger-checks.ts';
import type { BoughtTicket } from './tickets.ts';

/** Main wallet balances of these players (member ids as text). */
export async function mainBalances(db: Kysely<Database>, players: string[]): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance_minor'])
    .where('kind', '=', 'main')
    .where('member_id', 'in', players.map(Number))
    .execute();
  return new Map(rows.map((r) => [String(r.member_id), toMinor(r.balance_minor)]));
}

export interface LotteryVerdict {
  failures: string[];
  draws: number;
  settledDraws: number;
  cancelledDraws: number;
  tickets: number;
  won: number;
  lost: number;
  refunded: number;
}

export async function verifyLottery(
  db: Kysely<Database>,
  vassalage: string,
  bought: BoughtTicket[],
  start: Map<string, bigint>,
): Promise<LotteryVerdict> {
  const failures: string[] = [];
  const fail = (text: string) => {
    if (failures.length < 50) failures.push(text);
  };
  const drawIds = [...new Set(bought.map((t) => t.drawId))];
  const verdict: LotteryVerdict = {
    failures,
    draws: drawIds.length,
    settledDraws: 0,
    cancelledDraws: 0,
    tickets: bought.length,
    won: 0,
    lost: 0,
    refunded: 0,
  };
  const draws = new Map(
    (await db.selectFrom('lottery_draws').selectAll().where('id', 'in', drawIds).execute()).map((d) => [d.id, d]),
  );
  for (const id of drawIds) {
    const draw = draws.get(id);
    if (draw?.state === 'settled') verdict.settledDraws += 1;
    else if (draw?.state === 'cancelled') verdict.cancelledDraws += 1;
    else fail(`draw ${id} is ${draw?.state ?? 'missing'}, not settled or cancelled`);
  }
  const open = await db
    .selectFrom('lottery_tickets')
    .select('id')
    .where('draw_id', 'in', drawIds)
    .where('state', '=', 'open')
    .execute();
  for (const t of open) fail(`ticket ${t.id} still open`);

  const rows = new Map(
    (await db.selectFrom('lottery_tickets').selectAll().where('draw_id', 'in', drawIds).execute()).map((t) => [
      t.id,
      t,
    ]),
  );
  const boughtIds = new Set(bought.map((t) => t.id));
  for (const id of rows.keys()) if (!boughtIds.has(id)) fail(`ticket ${id} in a bench draw was never bought`);
  const calls = new Map<string, { kind: string; amount: bigint; transferId: string | null }[]>();
  for (const call of await db
    .selectFrom('seamless_transactions')
    .select(['round_id', 'kind', 'amount_minor', 'transfer_id', 'transaction_id'])
    .where('vendor', '=', vassalage)
    .where('round_id', 'in', [...boughtIds])
    .execute()) {
    const list = calls.get(call.round_id) ?? [];
    list.push({ kind: call.kind, amount: toMinor(call.amount_minor), transferId: call.transfer_id });
    calls.set(call.round_id, list);
  }
  const transfers = new Map(
    (
      await db
        .selectFrom('ledger_transfers')
        .select(['id', 'amount_minor'])
        .where('id', 'like', `seamless:${vassalage}:%`)
        .execute()
    ).map((t) => [t.id, toMinor(t.amount_minor)]),
  );

  const expected = new Map(start);
  const credit = (player: string, delta: bigint) => expected.set(player, (expected.get(player) ?? 0n) + delta);
  for (const t of bought) {
    const row = rows.get(t.id);
    const draw = draws.get(t.drawId);
    if (!row || !draw) {
      fail(`ticket ${t.id} bought but not stored`);
      continue;
    }
    credit(t.player, -t.stakeMinor);
    const own = calls.get(t.id) ?? [];
    const of = (kind: string) => own.filter((c) => c.kind === kind);
    const moved = (c: { amount: bigint; transferId: string | null }) =>
      c.amount === 0n ? c.transferId === null : c.transferId !== null && transfers.get(c.transferId) === c.amount;
    const [bet] = of('bet');
    if (of('bet').length !== 1 || bet!.amount !== t.stakeMinor || !moved(bet!))
      fail(`ticket ${t.id}: ${of('bet').length} bets, not one of ${t.stakeMinor} with its transfer`);
    if (draw.state === 'settled') {
      const win = winOf(ticketBet(row), JSON.parse(row.odds) as Odds, JSON.parse(draw.result!) as DrawResult);
      credit(t.player, win);
      if (win > 0n) verdict.won += 1;
      else verdict.lost += 1;
      const wins = of('win');
      if (row.state !== 'settled' || toMinor(row.win_minor ?? -1) !== win)
        fail(`ticket ${t.id}: ${row.state} with win ${row.win_minor}, its numbers win ${win}`);
      if (wins.length !== 1 || wins[0]!.amount !== win || !moved(wins[0]!) || of('refund').length)
        fail(
          `ticket ${t.id} won ${win}: credited ${wins.map((w) => w.amount).join(', ') || 'never'}, ${of('refund').length} refunds`,
        );
    } else if (draw.state === 'cancelled') {
      credit(t.player, t.stakeMinor);
      verdict.refunded += 1;
      const refunds = of('refund');
      if (row.state !== 'refunded') fail(`ticket ${t.id} of a cancelled draw is ${row.state}`);
      if (refunds.length !== 1 || refunds[0]!.amount !== t.stakeMinor || !moved(refunds[0]!) || of('win').length)
        fail(
          `ticket ${t.id} cancelled: refunded ${refunds.map((r) => r.amount).join(', ') || 'never'}, ${of('win').length} wins`,
        );
    }
    if (own.length > 2) fail(`ticket ${t.id}: ${own.length} wallet calls`);
  }

  const end = await mainBalances(db, [...start.keys()]);
  for (const [player, want] of expected) {
    const got = end.get(player) ?? 0n;
    if (got !== want)
      fail(`player ${player}: balance ${got}, its tickets make ${want} (${got - want > 0n ? '+' : ''}${got - want})`);
  }
  for (const f of await ledgerFailures(db)) fail(f);
  return verdict;
}
