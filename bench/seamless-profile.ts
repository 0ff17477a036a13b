/**
 * `npm run bench:seamless-profile`: what ONE seamless bet and ONE win cost on PostgreSQL, in figures that other
 * load on a shared machine does not change: round trips from the server to the database, the server's and the
 * database backends' CPU time, transactions, buffers touched, rows read and written per table, sequential scans,
 * and WAL written. Calls go one at a time on a fresh schema; each phase is measured after a warm-up, and again
 * after a backlog of bets, so a cost that grows with the tables shows. BENCH_EXPLAIN=1 also has the server's
 * connections log each statement's plan with buffers and WAL (auto_explain, nested statements included) to the
 * PostgreSQL server log, for a few calls.
 *
 * Run it on a database of its own (BENCH_DATABASE_URL), so the database's counters are this run's alone.
 */
import fs from 'node:fs';
import pg from 'pg';
import type { RawRequest } from 'autocannon';
import { freshStore } from './lib/bench-store.ts';
import { benchPlayers } from './lib/bench-players.ts';
import { startServer } from './lib/server-process.ts';
import { signedRequest } from './lib/seamless-vendor.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 5201);
const COUNT_PORT = Number(process.env.BENCH_COUNT_PORT ?? 5202);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TICKS = 100; // clock ticks per second in /proc/<pid>/stat on Linux
// Backends report their counters at most once a second and, when idle, up to 10 s later.
const STATS_SETTLE_MS = 11_000;

const monitor = new pg.Client({ connectionString: PG_URL });
await monitor.connect();
const dbOid = (await monitor.query<{ oid: number }>('select oid from pg_database where datname = current_database()'))
  .rows[0]!.oid;

if (EXPLAIN) {
  await monitor.query(`alter database ${monitor.database} set session_preload_libraries = 'auto_explain'`);
  for (const [k, v] of Object.entries({
    log_min_duration: '0',
    log_analyze: 'on',
    log_buffers: 'on',
    log_wal: 'on',
    log_nested_statements: 'on',
    log_timing: 'off',
    sample_rate: '0.02',
  }))
    await monitor.query(`alter database ${monitor.database} set auto_explain.${k} = '${v}'`);
}

const store = await freshStore('postgres');
const schema = store.env.DATABASE_SCHEMA!;
process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --import ./bench/lib/pg-query-count.ts`;

interface Snapshot {
  /** Per backend pid: its CPU ticks, read the moment a phase ends (an idle pool closes its connections after 10 s). */
  ticks: Map<number, number>;
  queries: number;
  serverCpuMicros: number;
  db: Record<string, number>;
  tables: Map<string, Record<string, number>>;
  lsn: string;
}

async function backendTicks(): Promise<Map<number, number>> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // utime and stime: the 14th and 15th fields, counted after the process name's closing parenthesis.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone
    }
  }
  return ticks;
}

/** Backend CPU between two readings: a backend that started in between counts from zero. */
function ticksBetween(a: Map<number, number>, b: Map<number, number>): number {
  let sum = 0;
  for (const [pid, t] of b) sum += t - (a.get(pid) ?? 0);
  return sum;
}

async function snapshot(): Promise<Snapshot> {
  const ticks = await backendTicks();
  await new Promise((r) => setTimeout(r, STATS_SETTLE_MS));
  const counted = (await (await fetch(`http://127.0.0.1:${COUNT_PORT}/`)).json()) as {
    queries: number;
    cpuMicros: number;
  };
  const db = (
    await monitor.query(
      `select xact_commit, xact_rollback, blks_read, blks_hit, tup_returned, tup_fetched, tup_inserted, tup_updated,
        tup_deleted from pg_stat_database where datname = current_database()`,
    )
  ).rows[0] as Record<string, string>;
  const tables = new Map<string, Record<string, number>>();
  const { rows } = await monitor.query(
    `select t.relname, t.seq_scan, t.seq_tup_read, coalesce(t.idx_scan, 0) as idx_scan, t.n_tup_ins, t.n_tup_upd,
       t.n_tup_hot_upd, coalesce(io.heap_blks_hit, 0) + coalesce(io.heap_blks_read, 0) as heap_blks,
       coalesce(io.idx_blks_hit, 0) + coalesce(io.idx_blks_read, 0) as idx_blks
     from pg_stat_user_tables t join pg_statio_user_tables io using (relid) where t.schemaname = $1`,
    [schema],
  );
  for (const row of rows) {
    const { relname, ...rest } = row as Record<string, string>;
    tables.set(relname!, Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Number(v)])));
  }
  const lsn = (await monitor.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]!.lsn;
  return {
    queries: counted.queries,
    serverCpuMicros: counted.cpuMicros,
    ticks,
    db: Object.fromEntries(Object.entries(db).map(([k, v]) => [k, Number(v)])),
    tables,
    lsn,
  };
}

/** WAL of this database's transactions between two points: every record of an xid that touched one of its blocks. */
async function walOf(from: string, to: string): Promise<{ bytes: number; fpiBytes: number; records: number }> {
  await monitor.query('select pg_switch_wal()'); // the records up to `to` must be flushed to be read
  const { rows } = await monitor.query<{ bytes: string; fpi: string; records: string }>(
    `with r as (select * from pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn)),
       mine as (select distinct xid from r where block_ref like $3 and xid <> 0)
     select coalesce(sum(record_length), 0) as bytes, coalesce(sum(fpi_length), 0) as fpi, count(*) as records
     from r where xid in (select xid from mine) or block_ref like $3`,
    [from, to, `%/${dbOid}/%`],
  );
  return { bytes: Number(rows[0]!.bytes), fpiBytes: Number(rows[0]!.fpi), records: Number(rows[0]!.records) };
}

async function report(name: string, calls: number, a: Snapshot, b: Snapshot) {
  const per = (x: number) => Math.round((x / calls) * 100) / 100;
  const wal = await walOf(a.lsn, b.lsn);
  const line: Record<string, number> = {
    roundTrips: per(b.queries - a.queries),
    serverCpuUs: per(b.serverCpuMicros - a.serverCpuMicros),
    backendCpuUs: per((ticksBetween(a.ticks, b.ticks) * 1e6) / TICKS),
    commits: per(b.db.xact_commit! - a.db.xact_commit!),
    rollbacks: per(b.db.xact_rollback! - a.db.xact_rollback!),
    buffers: per(b.db.blks_hit! + b.db.blks_read! - a.db.blks_hit! - a.db.blks_read!),
    tupReturned: per(b.db.tup_returned! - a.db.tup_returned!),
    tupInserted: per(b.db.tup_inserted! - a.db.tup_inserted!),
    tupUpdated: per(b.db.tup_updated! - a.db.tup_updated!),
    walBytes: per(wal.bytes - wal.fpiBytes),
    walFpiBytes: per(wal.fpiBytes),
    walRecords: per(wal.records),
  };
  console.log(`\n${name} (${calls} calls, one at a time): per call`);
  console.log(JSON.stringify(line));
  const tables: string[] = [];
  for (const [table, after] of b.tables) {
    const before = a.tables.get(table) ?? {};
    const d = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, per(v - (before[k] ?? 0))]));
    if (Object.values(d).some((v) => v !== 0)) tables.push(`  ${table.padEnd(28)} ${JSON.stringify(d)}`);
  }
  console.log(tables.join('\n'));
  return line;
}

const players = await benchPlayers(store, PLAYERS, VENDOR, GAME);
const server = await startServer('bench/platform-server.ts', PORT, {
  ...store.env,
  BENCH_COUNT_PORT: String(COUNT_PORT),
});
const run = Math.random().toString(36).slice(2, 8);
let bets = 0;
let wins = 0;

async function call(op: 'debit' | 'credit', payload: unknown): Promise<void> {
  const r = signedRequest({} as RawRequest, VENDOR, op, payload);
  const res = await fetch(`${server.origin}${r.path}`, {
    method: 'POST',
    headers: r.headers as Record<string, string>,
    body: r.body as string,
  });
  if (res.status !== 200) throw new Error(`${op} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

const bet = () => {
  bets += 1;
  const n = bets;
  return call('debit', {
    session: players[n % players.length]!.session,
    transactionId: `b-${run}-${n}`,
    roundId: `r-${run}-${n}`,
    gameCode: GAME,
    amountMinor: '100',
  });
};
const win = () => {
  wins += 1;
  const n = wins;
  return call('credit', {
    player: players[n % players.length]!.player,
    transactionId: `w-${run}-${n}`,
    roundId: `r-${run}-${n}`,
    gameCode: GAME,
    amountMinor: '150',
    betTransactionId: `b-${run}-${n}`,
  });
};
const repeat = async (n: number, f: () => Promise<void>) => {
  for (let i = 0; i < n; i += 1) await f();
};

const results: Record<string, Record<string, number>> = {};
try {
  // Warm-up: every player's session and wallet known, every connection's statements prepared.
  await repeat(PLAYERS * 4, bet);
  await repeat(PLAYERS * 2, win);
  let s0 = await snapshot();
  await repeat(CALLS, bet);
  let s1 = await snapshot();
  await repeat(CALLS, win);
  let s2 = await snapshot();
  results.betSmall = await report(`bet, ${bets - CALLS} calls stored before`, CALLS, s0, s1);
  results.winSmall = await report(`win, ${wins - CALLS} wins stored before`, CALLS, s1, s2);
  if (BACKLOG > 0) {
    await repeat(BACKLOG, bet);
    await repeat(BACKLOG - CALLS, win);
    s0 = await snapshot();
    await repeat(CALLS, bet);
    s1 = await snapshot();
    await repeat(CALLS, win);
    s2 = await snapshot();
    results.betLarge = await report(`bet, ${bets - CALLS} calls stored before`, CALLS, s0, s1);
    results.winLarge = await report(`win, ${wins - CALLS} wins stored before`, CALLS, s1, s2);
  }
} finally {
  await server.stop();
  if (EXPLAIN) await monitor.query(`alter database ${monitor.database} reset all`);
  await monitor.end();
  await store.remove();
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/seamless-profile.json', `${JSON.stringify(results, null, 2)}\n`);
