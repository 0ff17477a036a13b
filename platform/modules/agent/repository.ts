/**
 * All SQL of the agent centre. A team is the agent's downline at every level, read from the uplines' closure
 * table `member_ancestors`; its figures over a period are read from the running totals (report-repository.ts).
 * Plain SQL that reads the same on SQLite and PostgreSQL.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * `WITH team(id, level)`: every member under the agent, with its level (1 = direct downline), from the uplines'
 * closure table (migration 2026-11-25T0040): one index range, sized right by PostgreSQL's planner.
 *
 * The agent's id is written into the SQL, not bound: the pool plans bound statements generically
 * (plan_cache_mode, db/database.ts), and a generic plan sizes every team alike, so a 10,000-member team got the
 * nested loops fit for a 130-member one. A literal gives each team its own plan. It is our own integer id.
 */
export function team(agentId: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(agentId)) throw new Error(`bad agent id ${agentId}`);
  return sql`with team(id, level) as (select member_id, depth from member_ancestors where ancestor_id = ${sql.lit(agentId)})`;
}

/** A count or sum as the driver returns it (SQLite number or bigint, PostgreSQL text) as a bigint. */
export const big = (value: unknown): bigint =>
  value === null || value === undefined ? 0n : BigInt(typeof value === 'number' ? Math.trunc(value) : String(value));

export async function teamMemberByUsername(db: Db, agentId: number, merchantCode: string, username: string) {
  const { rows } = await sql<{ id: number; level: number; username: string }>`${team(agentId)}
    select m.id, team.level, m.username from team join members m on m.id = team.id
    where m.merchant_code = ${merchantCode} and m.username_key = ${username.toLowerCase()}`.execute(db);
  const row = rows[0];
  return row ? { id: Number(row.id), level: Number(row.level), username: row.username } : undefined;
}

export async function teamCounts(db: Db, agentId: number, fromIso: string, toIso: string) {
  const { rows } = await sql<{ members: unknown; new_members: unknown }>`${team(agentId)}
    select count(*) as members,
      sum(case when m.created_at >= ${fromIso} and m.created_at < ${toIso} then 1 else 0 end) as new_members
    from team join members m on m.id = team.id`.execute(db);
  return { members: Number(big(rows[0]?.members)), newMembers: Number(big(rows[0]?.new_members)) };
}

export interface TeamMemberRow {
  username: string;
  account_type: number;
  level: number;
  upline: string;
  status: 'active' | 'disabled';
  balance_minor: unknown;
  last_login_at: string | null;
  created_at: string;
  downline_count: unknown;
}

/** `%`, `_` and the escape itself match literally in a LIKE pattern. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One level under `parentId`, or the whole team's usernames containing `search`; paged, with the total. */
export async function teamMembers(
  db: Db,
  q: {
    agentId: number;
    merchantCode: string;
    currency: string;
    parentId: number | null;
    search: string | null;
    offset: number;
    limit: number;
  },
) {
  const filter = q.search
    ? sql`m.username_key like ${likeText(q.search)} escape '\\'`
    : sql`m.to_upline = ${q.parentId ?? q.agentId}`;
  const [page, count] = await Promise.all([
    sql<TeamMemberRow>`${team(q.agentId)}
      select m.username, m.account_type, team.level, u.username as upline, m.status,
        coalesce(a.balance_minor, 0) as balance_minor, m.last_login_at, m.created_at,
        (select count(*) from members d where d.to_upline = m.id) as downline_count
      from team
      join members m on m.id = team.id
      join members u on u.id = m.to_upline
      left join ledger_accounts a on a.merchant_code = ${q.merchantCode} and a.member_id = m.id
        and a.kind = 'main' and a.vendor = '' and a.currency = ${q.currency}
      where ${filter}
      order by team.level, m.username_key
      limit ${q.limit} offset ${q.offset}`.execute(db),
    sql<{ n: unknown }>`${team(q.agentId)}
      select count(*) as n from team join members m on m.id = team.id where ${filter}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(big(count.rows[0]?.n)) };
}

/** The agent's own main-wallet credits in the period with these codes, per code. */
export async function incomeByCode(
  db: Db,
  q: { memberId: number; merchantCode: string; codes: readonly string[]; fromIso: string; toIso: string },
) {
  if (q.codes.length === 0) return [];
  const { rows } = await sql<{ code: string; total: unknown; n: unknown }>`
    select t.code, sum(p.amount_minor) as total, count(*) as n
    from ledger_accounts a
    join ledger_postings p on p.account_id = a.id and p.created_at >= ${q.fromIso} and p.created_at < ${q.toIso}
    join ledger_transfers t on t.id = p.transfer_id
    where a.merchant_code = ${q.merchantCode} and a.member_id = ${q.memberId} and a.kind = 'main'
      and p.amount_minor > 0 and t.code in (${sql.join([...q.codes])})
    group by t.code`.execute(db);
  return rows.map((r) => ({ code: r.code, total: big(r.total), payments: Number(big(r.n)) }));
}

export async function setAffiliateCode(db: Db, memberId: number, code: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ affiliate_code: code })
    .where('id', '=', memberId)
    .where('affiliate_code', 'is', null)
    .execute();
}

export async function affiliateCodeOf(db: Db, memberId: number): Promise<string | null> {
  const row = await db.selectFrom('members').select('affiliate_code').where('id', '=', memberId).executeTakeFirst();
  return row?.affiliate_code ?? null;
}
