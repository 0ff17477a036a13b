/**
 * `npm run bench:seamless`: the seamless wallet's debit (bet) and credit (win) under load, on SQLite (durable,
 * group commit) and PostgreSQL, beside a Fastify hello-world in the same run (quality-bars.md "Server speed").
 * Per store: debits as fast as they go (the ratio to hello-world), then debits and credits at the bar's fixed
 * rate (2,000/s SQLite, 3,000/s PostgreSQL) for the latency at that rate. BENCH_PLAYERS players (200) share the bets. Every call has a fresh transaction id;
 * credits settle the bets made before. Loopback only, fixed durations. Results in bench/results/seamless-load.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import autocannon, { type RawRequest } from 'autocannon';
import pg from 'pg';
import { freshStore, PG_URL, type StoreKind } from './lib/bench-store.ts';
import { backendCpu, processCpuMicros, type CpuReader } from './lib/cpu-accounting.ts';
import { pgbenchCeiling, type Ceiling } from './lib/pgbench-ceiling.ts';
import { benchPlayers } from './lib/bench-players.ts';
import { startServer } from './lib/server-process.ts';
import { measure, type Figures } from './lib/measure.ts';
import { signedRequest } from './lib/seamless-vendor.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const RATE: Record<StoreKind, number> = {
  sqlite: Number(process.env.BENCH_RATE_SQLITE ?? 2000),
  postgres: Number(process.env.BENCH_RATE_POSTGRES ?? 3000),
};
// BENCH_BACKLOG=20000: then that many bets and their wins at once, and wins at the bar's rate for BACKLOG_SECONDS
// while the background passes (the points accrual's timer: every 30 s) book that backlog.
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 0);
const BACKLOG_SECONDS = 35;
const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',') as StoreKind[];
// Ports of the platform and of the hello-world (another session's bench may hold the defaults).
const PORT = Number(process.env.BENCH_PORT ?? 4722);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 4721);

/** This process's own CPU (autocannon runs in it): the client's share of each call. */
const clientCpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

async function helloWorld(): Promise<Figures> {
  const server = await startServer('bench/hello-server.ts', HELLO_PORT, {});
  try {
    return await measure({
      url: `${server.origin}/hello`,
      connections: CONNECTIONS,
      duration: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      cpu: async () => ({ server: processCpuMicros(server.pid), client: clientCpu() }),
    });
  } finally {
    await server.stop();
  }
}

interface StoreFigures {
  debitMax: Figures;
  debitAtRate: Figures;
  creditAtRate: Figures;
  /** Wins at the rate while the background passes book a backlog of BENCH_BACKLOG settled bets. */
  creditWithBacklog?: Figures;
  rate: number;
  postingsSum: string;
  /** PostgreSQL: pgbench's one-row updates on the same server in the same run. */
  ceiling?: Ceiling;
}

async function seamless(kind: StoreKind): Promise<StoreFigures> {
  const store = await freshStore(kind);
  try {
    const players = await benchPlayers(store, PLAYERS, VENDOR, GAME);
    const run = randomBytes(4).toString('hex');
    // The server's connections carry a name of their own, so their backends' CPU can be told from others'.
    const appName = `bench-seamless-${run}`;
    const server = await startServer('bench/platform-server.ts', PORT, { ...store.env, PGAPPNAME: appName });
    const monitor = kind === 'postgres' ? new pg.Client({ connectionString: PG_URL }) : undefined;
    await monitor?.connect();
    // Each backend's latest reading: their sum only grows, also when the pool replaces a connection.
    const backends = new Map<number, number>();
    const cpu: CpuReader = async () => {
      if (monitor) for (const [pid, micros] of await backendCpu(monitor, appName)) backends.set(pid, micros);
      return {
        server: processCpuMicros(server.pid),
        client: clientCpu(),
        ...(monitor ? { postgres: [...backends.values()].reduce((a, b) => a + b, 0) } : {}),
      };
    };
    // Bets made so far, by number: player index and round, so a credit can settle bet n with the same player and round.
    let bets = 0;
    let credits = 0;
    try {
      const debit = (request: RawRequest) => {
        bets += 1;
        const n = bets;
        return signedRequest(request, VENDOR, 'debit', {
          session: players[n % players.length]!.session,
          transactionId: `b-${run}-${n}`,
          roundId: `r-${run}-${n}`,
          gameCode: GAME,
          amountMinor: '100',
        });
      };
      const credit = (request: RawRequest) => {
        credits += 1;
        // Settle the bets in order; past the last one, a further win on an earlier bet (free spins) is fine.
        const n = ((credits - 1) % bets) + 1;
        return signedRequest(request, VENDOR, 'credit', {
          player: players[n % players.length]!.player,
          transactionId: `w-${run}-${credits}`,
          roundId: `r-${run}-${n}`,
          gameCode: GAME,
          amountMinor: '150',
          betTransactionId: `b-${run}-${n}`,
        });
      };
      const base = {
        url: server.origin,
        connections: CONNECTIONS,
        duration: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        cpu,
      };
      const rate = RATE[kind];
      const debitMax = await measure({ ...base, requests: [{ setupRequest: debit }] });
      const debitAtRate = await measure({ ...base, overallRate: rate, requests: [{ setupRequest: debit }] });
      const creditAtRate = await measure({ ...base, overallRate: rate, requests: [{ setupRequest: credit }] });
      let creditWithBacklog: Figures | undefined;
      if (BACKLOG > 0) {
        // The backlog: bets and the wins that settle them, as fast as they go; then wins at the rate, long enough for
        // a pass of every 30-s job, once the backlog's wins are past the accrual's 10 s commit lag.
        const settled = bets;
        await autocannon({
          url: server.origin,
          connections: CONNECTIONS,
          amount: BACKLOG,
          requests: [{ setupRequest: debit }],
        });
        credits = settled;
        await autocannon({
          url: server.origin,
          connections: CONNECTIONS,
          amount: BACKLOG,
          requests: [{ setupRequest: credit }],
        });
        await new Promise((r) => setTimeout(r, 11_000));
        creditWithBacklog = await measure({
          ...base,
          duration: BACKLOG_SECONDS,
          overallRate: rate,
          requests: [{ setupRequest: credit }],
        });
      }
      await server.stop();
      await monitor?.end();
      const ceiling =
        kind === 'postgres'
          ? await pgbenchCeiling(PG_URL, store.env.DATABASE_SCHEMA!, CONNECTIONS, SECONDS)
          : undefined;
      // Double entry holds under load: every posting of the run sums to zero.
      const platform = await store.open();
      const total = (
        await sql<{
          total: string | number | bigint | null;
        }>`select sum(amount_minor) as total from ledger_postings`.execute(platform.context.db)
      ).rows[0]!.total;
      await platform.close();
      return {
        debitMax,
        debitAtRate,
        creditAtRate,
        ...(creditWithBacklog ? { creditWithBacklog } : {}),
        rate,
        postingsSum: String(total ?? 0),
        ...(ceiling ? { ceiling } : {}),
      };
    } catch (error) {
      await server.stop();
      await monitor?.end().catch(() => undefined);
      throw error;
    }
  } finally {
    await store.remove();
  }
}

console.log(
  `load average at the start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const hello = await helloWorld();
const results: Record<string, StoreFigures> = {};
for (const kind of stores) results[kind] = await seamless(kind);

const line = (name: string, f: Figures) =>
  `${name.padEnd(30)} ${String(f.requestsPerSecond).padStart(6)} req/s  p50 ${f.p50Ms} ms  p90 ${f.p90Ms} ms  p99 ${f.p99Ms} ms  max ${f.maxMs} ms` +
  (f.non2xx || f.errors ? `  (${f.non2xx} non-2xx, ${f.errors} errors)` : '') +
  (f.cpuPerCallUs
    ? `\n${''.padEnd(30)}   CPU per call: ${Object.entries(f.cpuPerCallUs)
        .map(([k, v]) => `${k} ${v} µs`)
        .join(', ')}`
    : '');
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${os.cpus().length} cores`);
console.log(line('fastify hello-world', hello));
const ratios: Record<string, number> = {};
for (const kind of stores) {
  const r = results[kind]!;
  ratios[kind] = Math.round((r.debitMax.requestsPerSecond / hello.requestsPerSecond) * 1000) / 10;
  console.log(`${line(`debit ${kind} (max)`, r.debitMax)}  = ${ratios[kind]}% of hello-world`);
  console.log(line(`debit ${kind} @ ${r.rate}/s`, r.debitAtRate));
  console.log(line(`credit ${kind} @ ${r.rate}/s`, r.creditAtRate));
  if (r.creditWithBacklog)
    console.log(
      `${line(`credit ${kind} @ ${r.rate}/s, backlog`, r.creditWithBacklog)}  = ${
        Math.round((r.creditWithBacklog.requestsPerSecond / Math.max(1, r.creditAtRate.requestsPerSecond)) * 1000) / 10
      }% of the rate without (${BACKLOG} settled bets booked by the passes meanwhile)`,
    );
  if (r.ceiling) {
    const c = r.ceiling;
    console.log(
      `pgbench one-row updates (synchronous_commit=${c.synchronousCommit}, ${CONNECTIONS} connections): ${c.transactionsPerSecond} tps` +
        `, CPU per transaction: pgbench ${c.cpuPerTransactionUs.client} µs, postgres ${c.cpuPerTransactionUs.postgres} µs` +
        `; debits at ${Math.round((r.debitMax.requestsPerSecond / c.transactionsPerSecond) * 1000) / 10}% of it`,
    );
  }
  console.log(`ledger postings sum on ${kind}: ${r.postingsSum}`);
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/seamless-load.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      hello,
      results,
      ratioPercent: ratios,
    },
    null,
    2,
  )}\n`,
);
const all = Object.values(results).flatMap((r) => [
  r.debitMax,
  r.debitAtRate,
  r.creditAtRate,
  ...(r.creditWithBacklog ? [r.creditWithBacklog] : []),
]);
const failed =
  all.some((f) => f.non2xx > 0 || f.errors > 0) || Object.values(results).some((r) => r.postingsSum !== '0');
if (failed) console.log('some requests failed or the ledger does not sum to zero: the figures count only 2xx answers');
process.exit(failed ? 1 : 0);
