/**
 * Part of the ledger's read API (read-repository.ts): a member's statement (modules/records), read here so the ledger's tables
 * keep one owner. The member's postings with their running balance. The running balance comes from a window over each
 * account's whole history, so every row shows the balance right after it and the statement reconciles.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface RecordQuery {
  merchantCode: string;
  memberId: number;
  codes: readonly string[] | null;
  fromIso: string;
  toIso: string;
}

function history(db: Kysely<Database>, q: RecordQuery) {
  return (
    db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
      .where('a.merchant_code', '=', q.merchantCode)
      .where('a.member_id', '=', q.memberId)
      // Points are not money: their record is the point mall's (modules/points/record.ts).
      .where('a.kind', '!=', 'points')
      .select([
        'p.id',
        'p.transfer_id',
        'p.amount_minor',
        'p.created_at',
        't.code',
        't.metadata',
        'a.kind',
        'a.vendor',
        sql<string>`sum(p.amount_minor) over (partition by p.account_id order by p.id)`.as('balance_after'),
      ])
  );
}

/** One page of rows in the period, newest first, with the period's total count. */
export async function recordPage(db: Kysely<Database>, q: RecordQuery, offset: number, limit: number) {
  let rows = db
    .selectFrom(history(db, q).as('h'))
    .selectAll()
    .where('h.created_at', '>=', q.fromIso)
    .where('h.created_at', '<', q.toIso);
  if (q.codes) rows = rows.where('h.code', 'in', [...q.codes]);
  const [items, count] = await Promise.all([
    rows.orderBy('h.id', 'desc').offset(offset).limit(limit).execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** Sum of a member's main-wallet postings before an instant (the opening balance of a period). */
export async function mainBalanceBefore(
  db: Kysely<Database>,
  merchantCode: string,
  memberId: number,
  beforeIso: string,
): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .where('a.merchant_code', '=', merchantCode)
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'main')
    .where('p.created_at', '<', beforeIso)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('p.amount_minor'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** Money into and out of the main wallet in a period, by the movements of the given codes (null: all). */
export async function mainFlows(db: Kysely<Database>, q: RecordQuery) {
  let flows = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .where('a.merchant_code', '=', q.merchantCode)
    .where('a.member_id', '=', q.memberId)
    .where('a.kind', '=', 'main')
    .where('p.created_at', '>=', q.fromIso)
    .where('p.created_at', '<', q.toIso);
  if (q.codes) {
    const codes = [...q.codes];
    flows = flows.where('p.transfer_id', 'in', (eb) =>
      eb.selectFrom('ledger_transfers as t').select('t.id').where('t.code', 'in', codes),
    );
  }
  const row = await flows
    .select([
      sql<string>`coalesce(sum(case when p.amount_minor > 0 then p.amount_minor else 0 end), 0)`.as('incoming'),
      sql<string>`coalesce(sum(case when p.amount_minor < 0 then p.amount_minor else 0 end), 0)`.as('outgoing'),
    ])
    .executeTakeFirstOrThrow();
  return { incoming: BigInt(row.incoming), outgoing: BigInt(row.outgoing) };
}
