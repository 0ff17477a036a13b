/**
 * PostgreSQL: the agent reports' running totals (0038) kept by ONE trigger call per statement that inserts postings,
 * set-based over the statement's new postings, instead of one call per posting row. A seamless bet writes its two
 * postings in one statement: the row trigger ran twice with seven statements between them (each planned and
 * started on its own), and a set-based booking of a hundred transfers ran it two hundred times. Now: three
 * statements per inserting statement, whatever its number of rows (docs/decisions.md, "PostgreSQL at scale").
 *
 * The same rows as the row trigger: a key per member account and counter-vendor, a row per key and Dhaka day it
 * had a posting (started from the key's latest earlier row), and every row of the key from the posting's day on
 * moved by it. Each statement runs with its own snapshot, as the row trigger's did, so a key or day row another
 * transaction committed while this one waited on its conflict is seen by the next. SQLite keeps its row trigger:
 * its statements are prepared once and cost microseconds.
 *
 * The function's statements may use index look-ups only (its SET options): their plans are generic and may be made
 * on a near-empty database, where a sequential scan of the ledger looks cheapest and would stay for good.
 *
 * Frozen with this migration: a later change is a new migration.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.ts';

const CODES = "('deposit', 'withdrawal', 'bet', 'win', 'refund')";
const COLUMNS = [
  'bet_n',
  'bet_minor',
  'win_n',
  'win_minor',
  'refund_n',
  'refund_minor',
  'deposit_minor',
  'withdrawal_minor',
];
const DELTAS: Record<string, string> = {
  bet_n: "case when m.code = 'bet' then 1 else 0 end",
  bet_minor: "case when m.code = 'bet' then m.amount_minor else 0 end",
  win_n: "case when m.code = 'win' then 1 else 0 end",
  win_minor: "case when m.code = 'win' then m.amount_minor else 0 end",
  refund_n: "case when m.code = 'refund' then 1 else 0 end",
  refund_minor: "case when m.code = 'refund' then m.amount_minor else 0 end",
  deposit_minor: "case when m.code = 'deposit' then m.amount_minor else 0 end",
  withdrawal_minor: "case when m.code = 'withdrawal' then m.amount_minor else 0 end",
};

// The statement's postings the reports count: a member account's, with a reported code, its counter-vendor and day.
const MOVED = `(select p.account_id, c.vendor, t.code, p.amount_minor,
    to_char(p.created_at::timestamptz at time zone 'UTC' + interval '6 hours', 'YYYY-MM-DD') as day
  from new_postings p
  join ledger_transfers t on t.id = p.transfer_id
  join ledger_accounts a on a.id = p.account_id and a.member_id is not null
  join ledger_accounts c on c.id = case when t.debit_account_id = p.account_id then t.credit_account_id else t.debit_account_id end
  where t.code in ${CODES})`;

// Index look-ups only, whatever the planner believes of the tables' sizes: its plans are made once per connection
// (generic), on a new database without statistics, when a sequential scan of a near-empty ledger looks cheapest,
// and are then kept while the ledger grows to millions of rows.
const FUNCTION = `create or replace function agent_report_postings() returns trigger language plpgsql
set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off as $$
begin
  insert into agent_report_keys (account_id, vendor)
    select distinct m.account_id, m.vendor from ${MOVED} m order by 1, 2
    on conflict do nothing;
  insert into agent_report_running (key_id, day, ${COLUMNS.join(', ')})
    select k.id, d.day, ${COLUMNS.map((c) => `coalesce(p.${c}, 0)`).join(', ')}
    from (select distinct m.account_id, m.vendor, m.day from ${MOVED} m) d
    join agent_report_keys k on k.account_id = d.account_id and k.vendor = d.vendor
    left join lateral (select * from agent_report_running x where x.key_id = k.id and x.day < d.day
      order by x.day desc limit 1) p on true
    order by k.id, d.day
    on conflict do nothing;
  update agent_report_running r set ${COLUMNS.map((c) => `${c} = r.${c} + s.${c}`).join(', ')}
    from (
      select x.key_id, x.day, ${COLUMNS.map((c) => `sum(${DELTAS[c]}) as ${c}`).join(', ')}
      from ${MOVED} m
      join agent_report_keys k on k.account_id = m.account_id and k.vendor = m.vendor
      join agent_report_running x on x.key_id = k.id and x.day >= m.day
      group by x.key_id, x.day
      order by x.key_id, x.day
    ) s
    where r.key_id = s.key_id and r.day = s.day;
  return null;
end $$`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw(FUNCTION).execute(db);
  await sql.raw('drop trigger agent_report_posting on ledger_postings').execute(db);
  await sql
    .raw(`create trigger agent_report_postings after insert on ledger_postings
      referencing new table as new_postings for each statement execute function agent_report_postings()`)
    .execute(db);
  await sql.raw('drop function agent_report_posting()').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw('drop trigger agent_report_postings on ledger_postings').execute(db);
  await sql.raw('drop function agent_report_postings()').execute(db);
  const { createTrigger } = await import('./agent-report-rollups-sql.ts');
  await createTrigger(db);
}
