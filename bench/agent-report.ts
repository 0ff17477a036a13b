/**
 * `npm run bench:agent-report`: how long each agent-centre report takes on a large team (issue 18): 10,000 members
 * under demoagent and 1,000,000 rounds over 60 days (bench/lib/agent-report-load.ts writes them straight into the
 * tables). The platform then runs in its own process on loopback and each report is called REPS times in a row
 * over HTTP, after a warm-up; p50, p95 and max per report. On SQLite, and on PostgreSQL in a throw-away schema
 * when DATABASE_URL is set (BENCH_STORES narrows). Target: every p95 under 200 ms. Results in
 * bench/results/agent-report.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import { freshStore, PG_URL, type StoreKind } from './lib/bench-store.ts';
import { startServer } from './lib/server-process.ts';
import { login } from './lib/platform-client.ts';
import { loadAgentReports, type LoadFigures } from './lib/agent-report-load.ts';
import { playerDay } from '../contract/player-day.ts';
import { BENCH_VENDOR_SECRETS_JSON } from './lib/vendor-secrets.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4611);
const REPS = Number(process.env.BENCH_REPS ?? 40);
const WARMUP = 3;
const TARGET_MS = 200;
const stores = (process.env.BENCH_STORES ?? (process.env.DATABASE_URL ? 'sqlite,postgres' : 'sqlite')).split(
  ',',
) as StoreKind[];

const DAY_MS = 86_400_000;
const day = (now: number, back: number) => playerDay(now - back * DAY_MS);

/** The reports as the site asks for them: its presets (today, 7 and 30 days) and the whole 60 days loaded. */
function reports(now: number): Array<[name: string, agent: 'top' | 'sub', path: string]> {
  const last = (days: number) => `from=${day(now, days - 1)}&to=${day(now, 0)}`;
  return [
    ['overview today', 'top', `/wps/agent/team/overview?${last(1)}`],
    ['overview 7 days', 'top', `/wps/agent/team/overview?${last(7)}`],
    ['overview 30 days', 'top', `/wps/agent/team/overview?${last(30)}`],
    ['overview 60 days', 'top', `/wps/agent/team/overview?${last(60)}`],
    ['overview 30 days, sub-agent (500)', 'sub', `/wps/agent/team/overview?${last(30)}`],
    ['members level 1', 'top', '/wps/agent/team/members'],
    ['members under a sub-agent', 'top', '/wps/agent/team/members?parent=ba21'],
    ['members search', 'top', '/wps/agent/team/members?search=bm77'],
    ['betting 7 days', 'top', `/wps/agent/team/betting?${last(7)}`],
    ['betting 30 days', 'top', `/wps/agent/team/betting?${last(30)}`],
    ['betting 30 days, one category', 'top', `/wps/agent/team/betting?${last(30)}&category=RNG`],
    ['profit 30 days', 'top', `/wps/agent/team/profit?${last(30)}`],
    ['profit 60 days', 'top', `/wps/agent/team/profit?${last(60)}`],
    ['profit 30 days, one member', 'top', `/wps/agent/team/profit?${last(30)}&username=bm4242`],
    ['income 30 days', 'top', `/wps/agent/income?${last(30)}`],
  ];
}

interface ReportFigures {
  report: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The platform process's own CPU per call (x-bench-cpu-us): on a shared machine, wall time also waits for a CPU. */
  cpuP50Ms: number;
  cpuP95Ms: number;
}

const rank = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (v: number) => Math.round(v * 10) / 10;

async function timeReport(origin: string, token: string, path: string): Promise<Omit<ReportFigures, 'report'>> {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, {
      headers: { token, language: 'en' },
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { success?: boolean };
    if (!res.ok || !body.success) throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { wall: performance.now() - started, cpu: Number(res.headers.get('x-bench-cpu-us') ?? Number.NaN) / 1000 };
  };
  for (let i = 0; i < WARMUP; i += 1) await call();
  const runs = [];
  for (let i = 0; i < REPS; i += 1) runs.push(await call());
  const times = runs.map((r) => r.wall).sort((a, b) => a - b);
  const cpu = runs.map((r) => r.cpu).sort((a, b) => a - b);
  return {
    p50Ms: ms(rank(times, 0.5)),
    p95Ms: ms(rank(times, 0.95)),
    maxMs: ms(times.at(-1)!),
    cpuP50Ms: ms(rank(cpu, 0.5)),
    cpuP95Ms: ms(rank(cpu, 0.95)),
  };
}

async function timeReports(kind: StoreKind, env: Record<string, string>, now: number): Promise<ReportFigures[]> {
  const server = await startServer('bench/platform-server.ts', PORT, { ...env, BENCH_SERVER_CPU: '1' });
  try {
    const tokens = {
      top: await login(server.origin, 'demoagent', 'Demo1234'),
      sub: await login(server.origin, 'ba1', 'Demo1234'),
    };
    const figures: ReportFigures[] = [];
    for (const [report, agent, path] of reports(now)) {
      const f = { report, ...(await timeReport(server.origin, tokens[agent], path)) };
      console.log(
        `${kind}: ${report}: p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms; server CPU p50 ${f.cpuP50Ms} ms, p95 ${f.cpuP95Ms} ms`,
      );
      figures.push(f);
    }
    return figures;
  } finally {
    await server.stop();
  }
}

interface StoreFigures {
  store: StoreKind;
  load: LoadFigures | null;
  reports: ReportFigures[];
}

async function runOn(kind: StoreKind): Promise<StoreFigures> {
  // BENCH_SQLITE_FILE: time a file an earlier run loaded (copied aside while it ran) again, without loading.
  const reuse = process.env.BENCH_SQLITE_FILE;
  if (kind === 'sqlite' && reuse) {
    const env = { SQLITE_PATH: reuse, SEAMLESS_VENDOR_SECRETS: BENCH_VENDOR_SECRETS_JSON };
    return { store: kind, load: null, reports: await timeReports(kind, env, Date.now()) };
  }
  // BENCH_PG_SCHEMA: time a schema an earlier run kept (BENCH_KEEP=1) again, without loading.
  const reuseSchema = process.env.BENCH_PG_SCHEMA;
  if (kind === 'postgres' && reuseSchema) {
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: reuseSchema,
      SEAMLESS_VENDOR_SECRETS: BENCH_VENDOR_SECRETS_JSON,
    };
    return { store: kind, load: null, reports: await timeReports(kind, env, Date.now()) };
  }
  const store = await freshStore(kind);
  const keep = process.env.BENCH_KEEP === '1';
  try {
    const now = Date.now();
    const platform = await store.open();
    let load: LoadFigures;
    try {
      load = await loadAgentReports(platform.context.db, platform.context.config.merchantCode, now);
    } finally {
      await platform.close();
    }
    console.log(`${kind}: loaded`, load);
    return { store: kind, load, reports: await timeReports(kind, store.env, now) };
  } finally {
    if (keep)
      console.log(
        `${kind}: kept for BENCH_SQLITE_FILE / BENCH_PG_SCHEMA:`,
        store.env.SQLITE_PATH ?? store.env.DATABASE_SCHEMA,
      );
    else await store.remove();
  }
}

const results: StoreFigures[] = [];
for (const kind of stores) results.push(await runOn(kind));
const load = os.loadavg().map((n) => Math.round(n * 10) / 10);
const slow = results.flatMap((r) => r.reports.filter((f) => f.p95Ms >= TARGET_MS).map((f) => `${r.store} ${f.report}`));
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/agent-report.json',
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: load, reps: REPS, results }, null, 2)}\n`,
);
console.log(`load average at the end: ${load.join(', ')} on ${os.cpus().length} CPUs`);
console.log(slow.length ? `p95 at or over ${TARGET_MS} ms: ${slow.join('; ')}` : `every p95 under ${TARGET_MS} ms`);
