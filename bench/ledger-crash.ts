/**
 * `npm run bench:crash`: kill -9 the platform under a load of wallet transfers, again and again, and show that
 * no acknowledged transfer was lost or doubled (quality-bars.md, "Crash safety"). SQLite, then PostgreSQL
 * (BENCH_DATABASE_URL, default the local test database; BENCH_STORES=sqlite to skip it). BENCH_PORT: the server's
 * port (4710). Exits 1 on FAIL.
 */
import { freshStore, type StoreKind } from './lib/bench-store.ts';
import { crashRun, type CrashReport } from './crash/crash-run.ts';

const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',') as StoreKind[];
const reports: CrashReport[] = [];
for (const kind of stores) {
  const store = await freshStore(kind);
  try {
    console.log(`${kind}: 20 s of transfers from 12 clients, 5 kills 1-3 s apart…`);
    const report = await crashRun(store, {
      port: Number(process.env.BENCH_PORT ?? 4710),
      durationMs: 20_000,
      kills: 5,
      killGapMs: [1000, 3000],
      abandonRate: 0.2,
    });
    reports.push(report);
    const { failures, ...figures } = report;
    console.log(JSON.stringify(figures));
    for (const f of failures) console.log(`  FAIL ${f}`);
  } finally {
    await store.remove();
  }
}

const failed = reports.filter((r) => r.failures.length > 0);
for (const r of reports) {
  console.log(
    `${r.failures.length ? 'FAIL' : 'PASS'} ${r.store}: ${r.kills} kills, ${r.acked} acknowledged transfers (${r.transfersPerSecond}/s), ` +
      `${r.retried} retried after no answer (${r.replayedAfterCrash} of them had been done before the kill and were answered from the ledger), ${r.abandonedApplied + r.abandonedNotApplied} abandoned (${r.abandonedApplied} had taken effect, once), ` +
      `${r.walletTransfers} in the ledger`,
  );
}
console.log(failed.length ? 'FAIL' : 'PASS');
process.exit(failed.length ? 1 : 0);
