/**
 * The crash test's verdict, read straight from the database after the last restart: every acknowledged
 * transfer is there once with its data, nothing refused or unknown is there, abandoned ones at most once,
 * the ledger's invariants hold (bench/lib/ledger-checks.ts), and each wallet holds its starting balance
 * plus what the clients were told (and what their abandoned requests did, when they did anything).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { toMinor } from '../../contract/minor-units.ts';
import type { SentTransfer } from './transfer-worker.ts';
import { ledgerFailures } from '../lib/ledger-checks.ts';

export interface WalletKey {
  memberId: number;
  kind: 'main' | 'vendor';
  vendor: string;
}
const keyOf = (w: WalletKey) => `${w.memberId}/${w.kind}/${w.vendor}`;

/** Every member wallet's balance, by member/kind/vendor. */
export async function walletBalances(db: Kysely<Database>, memberIds: number[]): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'kind', 'vendor', 'balance_minor'])
    .where('member_id', 'in', memberIds)
    .execute();
  return new Map(
    rows.map((r) => [
      keyOf({ memberId: r.member_id!, kind: r.kind as WalletKey['kind'], vendor: r.vendor }),
      toMinor(r.balance_minor),
    ]),
  );
}

export interface Verdict {
  failures: string[];
  acked: number;
  abandonedApplied: number;
  abandonedNotApplied: number;
  /** Retried requests whose first send had been stored before the kill: the retry was answered from the ledger. */
  replayedAfterCrash: number;
  walletTransfers: number;
}

export async function verifyLedger(
  db: Kysely<Database>,
  sent: SentTransfer[],
  start: Map<string, bigint>,
  memberIds: number[],
  killedAt: number[],
): Promise<Verdict> {
  const failures: string[] = [];
  const fail = (text: string) => {
    if (failures.length < 50) failures.push(text);
  };
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['id', 'code', 'amount_minor', 'kind', 'created_at'])
    .where('id', 'like', 'wallet:%')
    .execute();
  const stored = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (stored.has(row.id)) fail(`transfer ${row.id} stored twice`);
    stored.set(row.id, row);
  }

  const expected = new Map(start);
  const move = (w: WalletKey, delta: bigint) => expected.set(keyOf(w), (expected.get(keyOf(w)) ?? 0n) + delta);
  const sentIds = new Set<string>();
  let abandonedApplied = 0;
  let replayedAfterCrash = 0;
  for (const s of sent) {
    const id = `wallet:${s.memberId}:${s.requestId}`;
    if (sentIds.has(id)) fail(`the client sent ${id} as two different requests`);
    sentIds.add(id);
    const row = stored.get(id);
    if (s.outcome === 'refused') fail(`refused without cause: ${id} (${s.refusal})`);
    if (s.outcome === 'acked' && !row) fail(`acknowledged but lost: ${id}`);
    if (s.outcome === 'refused' && row) fail(`refused but stored: ${id}`);
    if (!row) continue;
    if (s.outcome === 'abandoned') abandonedApplied += 1;
    const nextKill = killedAt.find((t) => t >= s.firstSentAt);
    if (s.outcome === 'acked' && s.retries > 0 && nextKill !== undefined && Date.parse(row.created_at) < nextKill)
      replayedAfterCrash += 1;
    const code = s.direction === 'in' ? 'vendor_in' : 'vendor_out';
    if (row.code !== code || toMinor(row.amount_minor) !== s.amountMinor || row.kind !== 'posted') {
      fail(`stored with other data: ${id} ${row.code} ${row.amount_minor} ${row.kind}, sent ${code} ${s.amountMinor}`);
    }
    const toVendor = s.direction === 'in' ? s.amountMinor : -s.amountMinor;
    move({ memberId: s.memberId, kind: 'vendor', vendor: s.vassalage }, toVendor);
    move({ memberId: s.memberId, kind: 'main', vendor: '' }, -toVendor);
  }
  for (const id of stored.keys()) if (!sentIds.has(id)) fail(`stored but never sent: ${id}`);

  // Double entry (every book sums to zero, tracked balances equal their postings), and each wallet transfer has
  // exactly its two postings.
  for (const f of await ledgerFailures(db)) fail(f);
  const lopsided = await db
    .selectFrom('ledger_postings')
    .select(['transfer_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('transfer_id', 'like', 'wallet:%')
    .groupBy('transfer_id')
    .having((eb) => eb.or([eb(eb.fn.countAll(), '!=', 2), eb(eb.fn.sum('amount_minor'), '!=', 0)]))
    .execute();
  for (const p of lopsided) fail(`transfer ${p.transfer_id} has ${p.n} postings or does not balance`);
  const posted = await db
    .selectFrom('ledger_postings')
    .select(sql<number>`count(distinct transfer_id)`.as('n'))
    .where('transfer_id', 'like', 'wallet:%')
    .executeTakeFirstOrThrow();
  if (Number(posted.n) !== stored.size) fail(`${stored.size} wallet transfers but ${posted.n} with postings`);

  const actual = await walletBalances(db, memberIds);
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(key) ?? 0n;
    const got = actual.get(key) ?? 0n;
    if (want !== got)
      fail(`wallet ${key}: balance ${got}, expected ${want} (${got - want > 0n ? '+' : ''}${got - want})`);
  }

  const abandoned = sent.filter((s) => s.outcome === 'abandoned').length;
  return {
    failures,
    acked: sent.filter((s) => s.outcome === 'acked').length,
    abandonedApplied,
    abandonedNotApplied: abandoned - abandonedApplied,
    replayedAfterCrash,
    walletTransfers: stored.size,
  };
}
