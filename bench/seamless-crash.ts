/**
 * `npm run bench:seamless-crash`: kill -9 the platform while vendors bet and pay wins through the seamless
 * wallet, again and again, and show that no acknowledged call was lost or doubled and that an abandoned call took
 * effect at most once (quality-bars.md, "Crash safety"). On SQLite the calls are committed by the writer thread;
 * an answer leaves only after its batch's COMMIT. SQLite, then PostgreSQL (BENCH_STORES to choose). BENCH_PORT: the
 * server's port (4723). Exits 1 on FAIL.
 */
import { randomBytes } from 'node:crypto';
import { freshStore, type BenchStore, type StoreKind } from './lib/bench-store.ts';
import { benchPlayers } from './lib/bench-players.ts';
import { startServer, type ServerProcess } from './lib/server-process.ts';
import { vendorLoop, type SentCall } from './seamless-crash/vendor-loop.ts';
import { mainBalances, seamlessCallFailures } from './seamless-crash/verify.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { ledgerFailures } from './lib/ledger-checks.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const PLAYERS = 20;
const DURATION_MS = 20_000;
const KILLS = 5;
const ENTRY = 'bench/platform-server.ts';
const PORT = Number(process.env.BENCH_PORT ?? 4723);
const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',') as StoreKind[];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Report {
  store: string;
  acked: number;
  abandoned: number;
  retried: number;
  callsPerSecond: number;
  failures: string[];
}

async function withPlatform<T>(store: BenchStore, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const platform = await store.open();
  try {
    return await work(platform.context.db);
  } finally {
    await platform.close();
  }
}

async function crashRun(kind: StoreKind): Promise<Report> {
  const store = await freshStore(kind);
  try {
    const players = await benchPlayers(store, PLAYERS, VENDOR, GAME);
    const start = await withPlatform(store, (db) =>
      mainBalances(
        db,
        players.map((p) => p.player),
      ),
    );
    const run = randomBytes(4).toString('hex');
    let server: ServerProcess = await startServer(ENTRY, PORT, store.env);
    const sent: SentCall[] = [];
    let running = true;
    const began = Date.now();
    const loops = players.map((p) =>
      vendorLoop({
        origin: server.origin,
        vendor: VENDOR,
        gameCode: GAME,
        player: p.player,
        session: p.session,
        run,
        running: () => running,
        abandonRate: 0.2,
        record: (s) => sent.push(s),
      }),
    );
    for (let k = 0; k < KILLS; k += 1) {
      await sleep(1000 + Math.random() * 2000);
      await server.crash();
      server = await startServer(ENTRY, PORT, store.env);
    }
    await sleep(Math.max(0, began + DURATION_MS - Date.now()));
    running = false;
    await Promise.all(loops);
    const elapsed = Date.now() - began;
    await server.stop();

    const failures: string[] = [];
    const platform = await store.open();
    try {
      const { db } = platform.context;
      failures.push(...(await seamlessCallFailures(db, VENDOR, run, sent, start)));
      failures.push(...(await ledgerFailures(db)));
    } finally {
      await platform.close();
    }
    const acked = sent.filter((s) => s.outcome === 'acked').length;
    return {
      store: kind,
      acked,
      abandoned: sent.filter((s) => s.outcome === 'abandoned').length,
      retried: sent.filter((s) => s.retries > 0).length,
      callsPerSecond: Math.round((acked / elapsed) * 1000),
      failures,
    };
  } finally {
    await store.remove();
  }
}

const reports: Report[] = [];
for (const kind of stores) {
  console.log(
    `${kind}: ${DURATION_MS / 1000} s of bets and wins from ${PLAYERS} vendor clients, ${KILLS} kills 1-3 s apart…`,
  );
  reports.push(await crashRun(kind));
}
for (const r of reports) {
  console.log(
    `${r.failures.length ? 'FAIL' : 'PASS'} ${r.store}: ${r.acked} acknowledged calls (${r.callsPerSecond}/s), ${r.retried} retried after no answer, ${r.abandoned} abandoned`,
  );
  for (const f of r.failures.slice(0, 20)) console.log(`  FAIL ${f}`);
}
const failed = reports.some((r) => r.failures.length > 0);
console.log(failed ? 'FAIL' : 'PASS');
process.exit(failed ? 1 : 0);
