/**
 * What a crash bench's vendor clients sent, checked against the database: every acknowledged call stored exactly
 * once with exactly one ledger transfer, an abandoned call at most once (with its transfer when stored), nothing
 * stored that was never sent, nothing refused, and each player's wallet moved by exactly its stored bets and wins.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { SentCall } from './vendor-loop.ts';

export async function mainBalances(db: Kysely<Database>, players: string[]): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance_minor'])
    .where('kind', '=', 'main')
    .where('member_id', 'in', players.map(Number))
    .execute();
  return new Map(rows.map((r) => [String(r.member_id), BigInt(r.balance_minor)]));
}

export async function seamlessCallFailures(
  db: Kysely<Database>,
  vendor: string,
  run: string,
  sent: SentCall[],
  start: Map<string, bigint>,
): Promise<string[]> {
  const failures: string[] = [];
  const rows = await db
    .selectFrom('seamless_transactions')
    .select(['transaction_id', 'kind', 'member_id', 'answer_status'])
    .where('transaction_id', 'like', `${run}-%`)
    .execute();
  const rowsById = new Map<string, number>();
  for (const r of rows) rowsById.set(r.transaction_id, (rowsById.get(r.transaction_id) ?? 0) + 1);
  const transfers = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('id', 'like', `seamless:${vendor}:${run}-%`)
    .execute();
  const transfersById = new Map<string, number>();
  for (const t of transfers) transfersById.set(t.id, (transfersById.get(t.id) ?? 0) + 1);
  const sentIds = new Set(sent.map((s) => s.transactionId));
  for (const s of sent) {
    const stored = rowsById.get(s.transactionId) ?? 0;
    const moved = transfersById.get(`seamless:${vendor}:${s.transactionId}`) ?? 0;
    if (s.outcome === 'refused') failures.push(`${s.transactionId} refused`);
    if (s.outcome === 'acked' && (stored !== 1 || moved !== 1))
      failures.push(`${s.transactionId} acknowledged but stored ${stored}× with ${moved} transfers`);
    if (s.outcome === 'abandoned' && (stored > 1 || moved !== stored))
      failures.push(`${s.transactionId} abandoned: stored ${stored}×, ${moved} transfers`);
  }
  for (const id of rowsById.keys()) if (!sentIds.has(id)) failures.push(`${id} stored but never sent`);
  // Each player's wallet moved by exactly its stored bets and wins.
  const end = await mainBalances(db, [...start.keys()]);
  for (const [player, before] of start) {
    const own = rows.filter((r) => String(r.member_id) === player && r.answer_status === 200);
    const expected =
      before -
      100n * BigInt(own.filter((r) => r.kind === 'bet').length) +
      50n * BigInt(own.filter((r) => r.kind === 'win').length);
    if (end.get(player) !== expected)
      failures.push(`player ${player}: balance ${end.get(player)} but its calls make ${expected}`);
  }
  return failures;
}
