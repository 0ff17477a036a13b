/**
 * The agent reports' figures read straight from the ledger's postings, as the platform read them before its
 * running totals: the reference the rollup-based answers must equal (agent-report-rollups.test.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { big, team } from '../../platform/modules/agent/repository.ts';
import type { PlayRow } from '../../platform/modules/agent/report-repository.ts';

type Db = Kysely<Database>;

const PLAY_CODES = ['bet', 'win', 'refund'] as const;

/** The team's postings in the period per code: their sum, and how many members they touch. */
export async function teamFlows(
  db: Db,
  q: { agentId: number; merchantCode: string; currency: string; fromIso: string; toIso: string },
) {
  const { rows } = await sql<{ code: string; total: unknown; members: unknown }>`${team(q.agentId)}
    select t.code, sum(p.amount_minor) as total, count(distinct a.member_id) as members
    from team
    join ledger_accounts a on a.member_id = team.id and a.merchant_code = ${q.merchantCode} and a.currency = ${q.currency}
    join ledger_postings p on p.account_id = a.id and p.created_at >= ${q.fromIso} and p.created_at < ${q.toIso}
    join ledger_transfers t on t.id = p.transfer_id
    where t.code in ('deposit', 'withdrawal', 'bet', 'win', 'refund')
    group by t.code`.execute(db);
  return rows.map((r) => ({ code: r.code, total: big(r.total), members: Number(big(r.members)) }));
}

/**
 * Play per member (and per category when `byCategory`): stakes, payouts, the number of bets. The category is the
 * catalogue's, of the vendor whose house account is the other side of each posting.
 */
export async function teamPlay(
  db: Db,
  q: {
    agentId: number;
    merchantCode: string;
    currency: string;
    fromIso: string;
    toIso: string;
    category: string | null;
    memberId: number | null;
    byCategory: boolean;
  },
): Promise<PlayRow[]> {
  const category = q.byCategory ? sql`coalesce(v.category, '')` : sql`''`;
  const { rows } = await sql<{
    member_id: number;
    username: string;
    level: number;
    category: string;
    bets: unknown;
    stake: unknown;
    payout: unknown;
  }>`${team(q.agentId)}
    select a.member_id, m.username, team.level, ${category} as category,
      sum(case when t.code = 'bet' then 1 else 0 end) as bets,
      sum(case when t.code = 'bet' then -p.amount_minor else 0 end) as stake,
      sum(case when t.code <> 'bet' then p.amount_minor else 0 end) as payout
    from team
    join members m on m.id = team.id
    join ledger_accounts a on a.member_id = team.id and a.merchant_code = ${q.merchantCode} and a.currency = ${q.currency}
    join ledger_postings p on p.account_id = a.id and p.created_at >= ${q.fromIso} and p.created_at < ${q.toIso}
    join ledger_transfers t on t.id = p.transfer_id
    join ledger_accounts c on c.id = case when t.debit_account_id = p.account_id then t.credit_account_id else t.debit_account_id end
    left join vendors v on v.merchant_code = ${q.merchantCode} and v.vassalage = c.vendor
    where t.code in (${sql.join(PLAY_CODES)})
      ${q.category ? sql`and v.category = ${q.category}` : sql``}
      ${q.memberId !== null ? sql`and a.member_id = ${q.memberId}` : sql``}
    group by a.member_id, m.username, team.level ${q.byCategory ? sql`, v.category` : sql``}`.execute(db);
  return rows
    .map((r) => ({
      memberId: Number(r.member_id),
      username: r.username,
      level: Number(r.level),
      category: r.category,
      bets: Number(big(r.bets)),
      stake: big(r.stake),
      payout: big(r.payout),
    }))
    .sort((x, y) => (y.stake > x.stake ? 1 : y.stake < x.stake ? -1 : byBytes(x, y)));
}

/** Equal stakes: by lower-case username, then category, in byte order (the reports' order on both stores). */
function byBytes(x: { username: string; category: string }, y: { username: string; category: string }): number {
  const [a, b] = [x.username.toLowerCase(), y.username.toLowerCase()];
  if (a !== b) return a < b ? -1 : 1;
  return x.category < y.category ? -1 : x.category > y.category ? 1 : 0;
}
