/**
 * The agent reports' period figures, read from the running totals (agent_report_keys / agent_report_running,
 * migration 2026-11-25T0038): per key (a member account and the vendor on the other side of its postings) the
 * row at or before the period's last day less the row before its first day. Two index probes per key of the team,
 * whatever the period's length; answers equal a scan of the postings (tests/platform/agent-report-rollups.test.ts).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';
import { big, team } from './repository.ts';

type Db = Kysely<Database>;

interface Scope {
  dialect: DialectName;
  agentId: number;
  merchantCode: string;
  currency: string;
  /** Whole Dhaka days, inclusive, as records/period.ts accepted them. */
  fromDay: string;
  toDay: string;
}

const COLUMNS = [
  'bet_n',
  'bet_minor',
  'win_n',
  'win_minor',
  'refund_n',
  'refund_minor',
  'deposit_minor',
  'withdrawal_minor',
] as const;

/**
 * `…, span(member_id, level, vendor, <COLUMNS>)`: each team key's figures in the period, keys without a row in it
 * left out. `memberId` narrows to one member of the team.
 */
function spans(q: Scope, memberId: number | null): RawBuilder<unknown> {
  const delta = sql.raw(COLUMNS.map((c) => `e.${c} - coalesce(b.${c}, 0) as ${c}`).join(', '));
  const keys = sql`select a.member_id, team.level, k.id as key_id, k.vendor
    from team
    join ledger_accounts a on a.member_id = team.id and a.merchant_code = ${q.merchantCode} and a.currency = ${q.currency}
    join agent_report_keys k on k.account_id = a.id
    ${memberId !== null ? sql`where a.member_id = ${memberId}` : sql``}`;
  // PostgreSQL fetches each key's two rows by LATERAL probes; given the whole running table to join instead (as
  // its row estimates for a recursive team suggest), it hashes all of it on every call.
  if (q.dialect === 'postgres')
    return sql`${team(q.agentId)},
  span as (
    select keyed.member_id, keyed.level, keyed.vendor, ${delta}
    from (${keys}) keyed
    join lateral (select * from agent_report_running r where r.key_id = keyed.key_id and r.day <= ${q.toDay}
      order by r.day desc limit 1) e on e.day >= ${q.fromDay}
    left join lateral (select * from agent_report_running r where r.key_id = keyed.key_id and r.day < ${q.fromDay}
      order by r.day desc limit 1) b on true
  )`;
  // SQLite has no LATERAL: the days of the two rows first (a probe each on the primary key), then the rows.
  return sql`${team(q.agentId)},
  keyed as materialized (
    select keys.*,
      (select max(r.day) from agent_report_running r where r.key_id = keys.key_id and r.day <= ${q.toDay}) as end_day
    from (${keys}) keys
  ),
  bounds as (
    select keyed.*,
      (select max(r.day) from agent_report_running r where r.key_id = keyed.key_id and r.day < ${q.fromDay}) as start_day
    from keyed where end_day >= ${q.fromDay}
  ),
  span as (
    select bounds.member_id, bounds.level, bounds.vendor, ${delta}
    from bounds
    join agent_report_running e on e.key_id = bounds.key_id and e.day = bounds.end_day
    left join agent_report_running b on b.key_id = bounds.key_id and b.day = bounds.start_day
  )`;
}

/** The team's period sums per code (member postings, signed), and how many members placed a bet. */
export async function teamFlows(db: Db, q: Scope) {
  const { rows } = await sql<Record<string, unknown>>`${spans(q, null)}
    select sum(bet_minor) as bet, sum(win_minor) as win, sum(refund_minor) as refund,
      sum(deposit_minor) as deposit, sum(withdrawal_minor) as withdrawal,
      count(distinct case when bet_n > 0 then member_id end) as bettors
    from span`.execute(db);
  const row = rows[0] ?? {};
  const sum = (code: string) => big(row[code]);
  return {
    bet: sum('bet'),
    win: sum('win'),
    refund: sum('refund'),
    deposit: sum('deposit'),
    withdrawal: sum('withdrawal'),
    bettors: Number(sum('bettors')),
  };
}

export interface PlayRow {
  memberId: number;
  username: string;
  level: number;
  category: string;
  bets: number;
  stake: bigint;
  payout: bigint;
}

/** One page of play rows, with how many rows and what they sum to over all pages. */
export interface PlayPage {
  rows: PlayRow[];
  total: number;
  bets: number;
  stake: bigint;
  payout: bigint;
}

/**
 * Play per member (and per category when `byCategory`): stakes, payouts, the number of bets; a member (category)
 * appears when it had a bet, win or refund in the period. The category is the catalogue's, of the vendor whose
 * house account is the other side of each posting, as the vendor is filed now. Largest stake first, then by
 * username and category (byte order on both stores); the page is cut and the totals summed by the database, so a
 * 10,000-member team sends one page of rows, not all of them.
 */
export async function teamPlay(
  db: Db,
  q: Scope & { category: string | null; memberId: number | null; byCategory: boolean; offset: number; limit: number },
): Promise<PlayPage> {
  const category = q.byCategory ? sql`coalesce(v.category, '')` : sql`''`;
  const byte = q.dialect === 'postgres' ? sql` collate "C"` : sql``;
  const { rows } = await sql<Record<string, unknown> & { username: string | null; category: string | null }>`${spans(
    q,
    q.memberId,
  )},
  play as materialized (
    select span.member_id, span.level, ${category} as category,
      sum(bet_n) as bets, -sum(bet_minor) as stake, sum(win_minor) + sum(refund_minor) as payout
    from span
    left join vendors v on v.merchant_code = ${q.merchantCode} and v.vassalage = span.vendor
    where bet_n + win_n + refund_n > 0
      ${q.category ? sql`and v.category = ${q.category}` : sql``}
    group by span.member_id, span.level ${q.byCategory ? sql`, v.category` : sql``}
  ),
  totals as (
    select count(*) as total, sum(bets) as all_bets, sum(stake) as all_stake, sum(payout) as all_payout from play
  ),
  page as (
    select play.*, m.username, m.username_key from play join members m on m.id = play.member_id
    order by play.stake desc, m.username_key${byte}, play.category${byte}
    limit ${q.limit} offset ${q.offset}
  )
  select totals.*, page.* from totals left join page on true
  order by page.stake desc, page.username_key${byte}, page.category${byte}`.execute(db);
  const first: Record<string, unknown> = rows[0] ?? {};
  return {
    rows: rows
      .filter((r) => r.member_id !== null && r.member_id !== undefined)
      .map((r) => ({
        memberId: Number(r.member_id),
        username: r.username!,
        level: Number(r.level),
        category: r.category!,
        bets: Number(big(r.bets)),
        stake: big(r.stake),
        payout: big(r.payout),
      })),
    total: Number(big(first.total)),
    bets: Number(big(first.all_bets)),
    stake: big(first.all_stake),
    payout: big(first.all_payout),
  };
}
