/**
 * The agent reports' running totals (migration 2026-11-25T0038; docs/decisions.md "Agent reports read running
 * totals"). A key is one member account and the vendor of the other side of its postings (the catalogue's category
 * is looked up from that vendor when a report is read, so a vendor moving category changes no stored row). A key's
 * rows are its totals *through* each Dhaka day it had a posting: the figures of days d1..d2 are the row at or
 * before d2 less the row before d1, two index probes per key whatever the period's length.
 *
 * A trigger on ledger_postings keeps them in the posting's own transaction, so every writer (the ledger's query
 * builder, the SQLite prepared statements, the PostgreSQL booking function and CTEs) is covered without knowing
 * of it. A posting dated before a key's last day (rare) also moves that key's later rows.
 *
 * Frozen with the migration that uses it: a later change is a new migration, never an edit here.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns.ts';

/** The ledger codes the reports read, and the column pairs they fill. */
const CODES = "('deposit', 'withdrawal', 'bet', 'win', 'refund')";

/** Column name and the posting's contribution to it, given `code` and `amount` expressions. */
const deltas = (code: string, amount: string) =>
  [
    ['bet_n', `case when ${code} = 'bet' then 1 else 0 end`],
    ['bet_minor', `case when ${code} = 'bet' then ${amount} else 0 end`],
    ['win_n', `case when ${code} = 'win' then 1 else 0 end`],
    ['win_minor', `case when ${code} = 'win' then ${amount} else 0 end`],
    ['refund_n', `case when ${code} = 'refund' then 1 else 0 end`],
    ['refund_minor', `case when ${code} = 'refund' then ${amount} else 0 end`],
    ['deposit_minor', `case when ${code} = 'deposit' then ${amount} else 0 end`],
    ['withdrawal_minor', `case when ${code} = 'withdrawal' then ${amount} else 0 end`],
  ] as const;

const TOTAL_COLUMNS = deltas('', '').map(([name]) => name);

/** The other side of a posting's transfer. */
const OTHER_SIDE = (account: string) =>
  `case when t.debit_account_id = ${account} then t.credit_account_id else t.debit_account_id end`;

/** A posting's Dhaka day (UTC+6 all year, contract/player-day.ts) from its ISO UTC time. */
const dayOf = (pg: boolean, at: string) =>
  pg
    ? `to_char((${at})::timestamptz at time zone 'UTC' + interval '6 hours', 'YYYY-MM-DD')`
    : `date(${at}, '+6 hours')`;

export async function createTables(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('agent_report_keys')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('vendor', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_report_keys_account')
    .unique()
    .on('agent_report_keys')
    .columns(['account_id', 'vendor'])
    .execute();
  let running = db.schema
    .createTable('agent_report_running')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('agent_report_keys.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull());
  for (const column of TOTAL_COLUMNS) running = running.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  await running.addPrimaryKeyConstraint('agent_report_running_pk', ['key_id', 'day']).execute();
}

/** Fills both tables from the postings already there (an existing database, or a bulk-loaded one). */
export async function backfill(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await sql
    .raw(`insert into agent_report_keys (account_id, vendor)
    select distinct p.account_id, c.vendor from ledger_postings p
    join ledger_accounts a on a.id = p.account_id and a.member_id is not null
    join ledger_transfers t on t.id = p.transfer_id
    join ledger_accounts c on c.id = ${OTHER_SIDE('p.account_id')}
    where t.code in ${CODES}
    order by p.account_id, c.vendor`)
    .execute(db);
  const daily = deltas('t.code', 'p.amount_minor');
  await sql
    .raw(`insert into agent_report_running (key_id, day, ${TOTAL_COLUMNS.join(', ')})
    select key_id, day, ${TOTAL_COLUMNS.map((c) => `sum(${c}) over w`).join(', ')}
    from (
      select k.id as key_id, ${dayOf(pg, 'p.created_at')} as day,
        ${daily.map(([name, expr]) => `sum(${expr}) as ${name}`).join(', ')}
      from ledger_postings p
      join ledger_transfers t on t.id = p.transfer_id
      join ledger_accounts c on c.id = ${OTHER_SIDE('p.account_id')}
      join agent_report_keys k on k.account_id = p.account_id and k.vendor = c.vendor
      where t.code in ${CODES}
      group by k.id, ${dayOf(pg, 'p.created_at')}
    ) d
    window w as (partition by key_id order by day rows unbounded preceding)`)
    .execute(db);
}

const base = TOTAL_COLUMNS.map((c) => `coalesce(p.${c}, 0)`).join(', ');
const moved = (code: string, amount: string) =>
  deltas(code, amount)
    .map(([name, expr]) => `${name} = ${name} + ${expr}`)
    .join(', ');

const SQLITE_TRIGGER = `create trigger agent_report_posting after insert on ledger_postings for each row
when exists (select 1 from ledger_accounts where id = new.account_id and member_id is not null)
  and (select code from ledger_transfers where id = new.transfer_id) in ${CODES}
begin
  insert or ignore into agent_report_keys (account_id, vendor)
    select new.account_id, c.vendor from ledger_transfers t join ledger_accounts c on c.id = ${OTHER_SIDE('new.account_id')}
    where t.id = new.transfer_id;
  insert or ignore into agent_report_running (key_id, day, ${TOTAL_COLUMNS.join(', ')})
    select k.id, ${dayOf(false, 'new.created_at')}, ${base}
    from ledger_transfers t
    join ledger_accounts c on c.id = ${OTHER_SIDE('new.account_id')}
    join agent_report_keys k on k.account_id = new.account_id and k.vendor = c.vendor
    left join agent_report_running p on p.key_id = k.id and p.day = (select max(x.day) from agent_report_running x
      where x.key_id = k.id and x.day < ${dayOf(false, 'new.created_at')})
    where t.id = new.transfer_id;
  update agent_report_running set ${moved('(select code from ledger_transfers where id = new.transfer_id)', 'new.amount_minor')}
    where day >= ${dayOf(false, 'new.created_at')} and key_id = (select k.id from ledger_transfers t
      join ledger_accounts c on c.id = ${OTHER_SIDE('new.account_id')}
      join agent_report_keys k on k.account_id = new.account_id and k.vendor = c.vendor
      where t.id = new.transfer_id);
end`;

const PG_FUNCTION = `create or replace function agent_report_posting() returns trigger language plpgsql as $$
declare
  v_code text;
  v_vendor text;
  v_key integer;
  v_day text;
begin
  select t.code, c.vendor into v_code, v_vendor from ledger_transfers t
    join ledger_accounts c on c.id = ${OTHER_SIDE('new.account_id')} where t.id = new.transfer_id;
  if v_code is null or v_code not in ${CODES} then return null; end if;
  if not exists (select 1 from ledger_accounts where id = new.account_id and member_id is not null) then return null; end if;
  insert into agent_report_keys (account_id, vendor) values (new.account_id, v_vendor) on conflict do nothing;
  select id into v_key from agent_report_keys where account_id = new.account_id and vendor = v_vendor;
  v_day := ${dayOf(true, 'new.created_at')};
  insert into agent_report_running (key_id, day, ${TOTAL_COLUMNS.join(', ')})
    select v_key, v_day, ${base} from (select 1) one
    left join agent_report_running p on p.key_id = v_key and p.day = (select max(x.day) from agent_report_running x
      where x.key_id = v_key and x.day < v_day)
    on conflict do nothing;
  update agent_report_running set ${moved('v_code', 'new.amount_minor')} where key_id = v_key and day >= v_day;
  return null;
end $$`;

export async function createTrigger(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(PG_FUNCTION).execute(db);
    await sql
      .raw(
        'create trigger agent_report_posting after insert on ledger_postings for each row execute function agent_report_posting()',
      )
      .execute(db);
  } else await sql.raw(SQLITE_TRIGGER).execute(db);
}

export async function dropTrigger(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await sql.raw(`drop trigger if exists agent_report_posting${pg ? ' on ledger_postings' : ''}`).execute(db);
  if (pg) await sql.raw('drop function if exists agent_report_posting()').execute(db);
}
