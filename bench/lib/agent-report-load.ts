/**
 * The agent-report bench's data (bench/agent-report.ts): under demoagent, 20 sub-agents, 200 sub-sub-agents and
 * their members, 10,000 team members in all, with deposits, withdrawals and 1,000,000 rounds (a bet, and a win for
 * 45 of each 100) over the last 60 days, each member at its two favourite vendors of six.
 *
 * Written FAST, not through the ledger: rows go straight into members, ledger_accounts, ledger_transfers and
 * ledger_postings by set-based INSERT … SELECT (the same SQL on both stores, spread by modular arithmetic, not a
 * random source), with the running-totals trigger off; the migration's own backfill then builds the running
 * totals from the postings, as it does on an existing database, and the trigger is put back. Balances are not
 * kept consistent with the postings (the reports never read them); nothing but the bench reads this database.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { Ledger } from '../../platform/modules/ledger/index.ts';
import { hashPassword } from '../../platform/modules/identity/index.ts';
import { backfill, createTrigger, dropTrigger } from '../../platform/db/migrations/agent-report-rollups-sql.ts';
import { isPostgres } from '../../platform/db/migrations/columns.ts';

export const TEAM_MEMBERS = 10_000;
export const ROUNDS = 1_000_000;
export const DAYS = 60;
const VENDORS = ['LOTUS_SLOTS', 'LOTUS_LIVE', 'LOTUS_SPORTS', 'LOTUS_FISH', 'TCG_SEA', 'LOTUS_ARENA'];
const LEVEL1 = 20;
const LEVEL2 = 200;
/** One slot a minute over the 60 days: the times rounds are spread over. */
const SLOTS = DAYS * 1440;
const DAY_MS = 86_400_000;

export interface LoadFigures {
  loadSeconds: number;
  backfillSeconds: number;
  postings: number;
  runningRows: number;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

export async function loadAgentReports(db: Kysely<Database>, merchantCode: string, now: number): Promise<LoadFigures> {
  const started = performance.now();
  const pg = isPostgres(db);
  const { currency } = await db
    .selectFrom('merchants')
    .select('currency')
    .where('code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  const top = await db
    .selectFrom('members')
    .select('id')
    .where('username_key', '=', 'demoagent')
    .executeTakeFirstOrThrow();
  const ledger = new Ledger(db, merchantCode, () => now);
  const houses = await Promise.all(VENDORS.map((v) => ledger.systemAccount('house', currency, v)));
  const gateway = await ledger.systemAccount('gateway', currency);
  const payout = await ledger.systemAccount('payout', currency, 'bench');
  const passwordHash = await hashPassword('Demo1234');
  const createdAt = new Date(now - DAYS * DAY_MS).toISOString();

  // The tree, level by level (each row names its upline's id): ba1..ba20 under demoagent, ba21..ba220 under them,
  // then members bm1.. under the level-2 agents.
  const member = (username: string, upline: number, accountType: number) => ({
    merchant_code: merchantCode,
    username,
    username_key: username,
    password_hash: passwordHash,
    account_type: accountType,
    nickname: username,
    to_upline: upline,
    club_label: 'VIP0',
    rank_level: 0,
    trial: 0 as const,
    status: 'active',
    register_method: 'BENCH',
    must_change_password: 0 as const,
    password_changed_at: createdAt,
    created_at: createdAt,
  });
  const insertMembers = async (rows: ReturnType<typeof member>[]) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const batch = await db
        .insertInto('members')
        .values(rows.slice(i, i + 500))
        .returning('id')
        .execute();
      ids.push(...batch.map((r) => r.id));
    }
    return ids;
  };
  const level1 = await insertMembers(Array.from({ length: LEVEL1 }, (_, i) => member(`ba${i + 1}`, top.id, 2)));
  const level2 = await insertMembers(
    Array.from({ length: LEVEL2 }, (_, i) => member(`ba${LEVEL1 + i + 1}`, level1[i % LEVEL1]!, 2)),
  );
  const players = await insertMembers(
    Array.from({ length: TEAM_MEMBERS - LEVEL1 - LEVEL2 }, (_, i) => member(`bm${i + 1}`, level2[i % LEVEL2]!, 0)),
  );
  const team = [...level1, ...level2, ...players];

  // A main wallet each, and the bench's lookup tables: member index -> wallet, vendor index -> house, slot -> time.
  await sql.raw('create table bench_wallets (idx integer primary key, account_id integer not null)').execute(db);
  await sql.raw('create table bench_houses (idx integer primary key, account_id integer not null)').execute(db);
  await sql.raw('create table bench_slots (idx integer primary key, at varchar(32) not null)').execute(db);
  for (let i = 0; i < team.length; i += 500) {
    const rows = await db
      .insertInto('ledger_accounts')
      .values(
        team.slice(i, i + 500).map((memberId) => ({
          merchant_code: merchantCode,
          member_id: memberId,
          kind: 'main',
          vendor: '',
          currency,
          tracked: 1,
          balance_minor: 0n,
          held_minor: 0n,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    await sql`insert into bench_wallets (idx, account_id) values ${sql.join(
      rows.map((r, j) => sql`(${i + j}, ${r.id})`),
    )}`.execute(db);
  }
  await sql`insert into bench_houses (idx, account_id) values ${sql.join(houses.map((id, i) => sql`(${i}, ${id})`))}`.execute(
    db,
  );
  // Slot 0 is the oldest minute; the newest is a little before now.
  for (let i = 0; i < SLOTS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, SLOTS - i) }, (_, j) => {
      const at = new Date(now - (SLOTS - (i + j)) * 60_000).toISOString();
      return sql`(${i + j}, ${at})`;
    });
    await sql`insert into bench_slots (idx, at) values ${sql.join(rows)}`.execute(db);
  }

  await dropTrigger(db);
  // SQLite's default 2 MB page cache makes each row of a bulk load a random read of the big indexes; for the
  // load only, a cache that holds them, and no fsync per commit (nothing here needs to survive a crash).
  if (!pg) {
    await sql.raw('pragma cache_size = -1500000').execute(db);
    await sql.raw('pragma synchronous = OFF').execute(db);
  }
  const numbers = (count: number) =>
    pg
      ? `(select g - 1 as n from generate_series(1, ${count}) g)`
      : `(with recursive s(n) as (select 0 union all select n + 1 from s where n < ${count - 1}) select n from s)`;
  const big = pg ? '::bigint' : '';
  const transfers = (select: string) =>
    sql
      .raw(`insert into ledger_transfers (id, merchant_code, code, debit_account_id, credit_account_id, amount_minor,
        kind, pending_id, request_hash, result, metadata, created_at) ${select}`)
      .execute(db);
  const common = `'posted', null, '', '{}', '{"bench":1}'`;
  // Round n: member (n * 7919) mod 10000 (every member, in a scattered order), at the member's vendor
  // (m + 3 * (n mod 2)) mod 6, in minute slot (n * 104729) mod SLOTS; a stake of 20..199 taka.
  const round = `select n, (n${big} * 7919) % ${TEAM_MEMBERS} as m, (n${big} * 104729) % ${SLOTS} as slot,
      100 * (20 + (n * 31) % 180) as stake from ${numbers(ROUNDS)} r`;
  await transfers(`select 'bench:bet:' || x.n, '${merchantCode}', 'bet', w.account_id, h.account_id, x.stake, ${common}, s.at
    from (${round}) x join bench_wallets w on w.idx = x.m join bench_houses h on h.idx = (x.m + 3 * (x.n % 2)) % 6
    join bench_slots s on s.idx = x.slot`);
  await transfers(`select 'bench:win:' || x.n, '${merchantCode}', 'win', h.account_id, w.account_id,
      x.stake * (1 + x.n % 4) / 2, ${common}, s.at
    from (${round}) x join bench_wallets w on w.idx = x.m join bench_houses h on h.idx = (x.m + 3 * (x.n % 2)) % 6
    join bench_slots s on s.idx = x.slot where (x.n * 13) % 100 < 45`);
  // Two deposits per member, and a withdrawal for one in five.
  await transfers(`select 'bench:deposit:' || x.n, '${merchantCode}', 'deposit', ${gateway}, w.account_id,
      100 * (1000 + (x.n * 17) % 5000), ${common}, s.at
    from ${numbers(2 * TEAM_MEMBERS)} x join bench_wallets w on w.idx = x.n % ${TEAM_MEMBERS}
    join bench_slots s on s.idx = (x.n${big} * 7727) % ${SLOTS}`);
  await transfers(`select 'bench:withdrawal:' || x.n, '${merchantCode}', 'withdrawal', w.account_id, ${payout},
      100 * (300 + (x.n * 13) % 500), ${common}, s.at
    from ${numbers(TEAM_MEMBERS / 5)} x join bench_wallets w on w.idx = (x.n * 5) % ${TEAM_MEMBERS}
    join bench_slots s on s.idx = (x.n${big} * 3571) % ${SLOTS}`);
  await sql
    .raw(`insert into ledger_postings (transfer_id, account_id, amount_minor, created_at)
    select id, debit_account_id, -amount_minor, created_at from ledger_transfers where id like 'bench:%'
    union all
    select id, credit_account_id, amount_minor, created_at from ledger_transfers where id like 'bench:%'`)
    .execute(db);
  for (const table of ['bench_wallets', 'bench_houses', 'bench_slots'])
    await sql.raw(`drop table ${table}`).execute(db);
  const loadSeconds = seconds(started);
  console.log(`loaded in ${loadSeconds} s; building the running totals`);

  // The running totals as the migration builds them on an existing database: from scratch, from every posting.
  const rebuilt = performance.now();
  await sql.raw('delete from agent_report_running').execute(db);
  await sql.raw('delete from agent_report_keys').execute(db);
  await backfill(db);
  await createTrigger(db);
  const backfillSeconds = seconds(rebuilt);
  // PostgreSQL's autovacuum gathers statistics and marks pages all-visible (index-only probes) on tables this size
  // in service; the platform never runs SQLite's ANALYZE, so SQLite is measured without statistics, as it runs.
  if (pg) await sql.raw('vacuum analyze').execute(db);

  const count = async (table: string) =>
    Number((await sql<{ n: unknown }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
  return {
    loadSeconds,
    backfillSeconds,
    postings: await count('ledger_postings'),
    runningRows: await count('agent_report_running'),
  };
}
