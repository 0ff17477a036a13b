/**
 * `npm run bench:lottery-crash`: kill -9 the platform (and the operator's lottery verbs) while a lottery draw is
 * settled or cancelled, again and again, and show that every ticket is settled exactly once (a win paid exactly
 * once, a loss paying nothing), every draw is settled or cancelled once, a cancelled draw refunds each stake once,
 * and every book sums to zero (issue 15; quality-bars.md, "Crash safety"). SQLite, then PostgreSQL (own schema,
 * dropped after; BENCH_STORES=sqlite to skip it). BENCH_SECONDS per store (default 60). Loopback only; exits 1 on
 * any violation.
 */
import { freshStore, type StoreKind } from './lib/bench-store.ts';
import { lotteryCrashRun, type LotteryReport } from './lottery-crash/crash-run.ts';

const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',') as StoreKind[];
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const stopped: string[] = [];
const reports: LotteryReport[] = [];
for (const [i, kind] of stores.entries()) {
  const store = await freshStore(kind);
  try {
    console.log(`${kind}: ${seconds} s of lottery draws, each settled or cancelled under kill -9…`);
    const report = await lotteryCrashRun(store, {
      port: Number(process.env.BENCH_PORT ?? 4625) + i,
      durationMs: seconds * 1000,
    });
    reports.push(report);
    const { failures, ...figures } = report;
    console.log(JSON.stringify(figures));
    for (const f of failures) console.log(`  FAIL ${f}`);
  } catch (error) {
    // A run that cannot go on (a server that never starts, a settlement that never ends) is a failure too.
    stopped.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await store.remove();
  }
}

for (const r of reports) {
  console.log(
    `${r.failures.length ? 'FAIL' : 'PASS'} ${r.store}: ${r.draws} draws (${r.rounds.due} due, ${r.rounds['draw-now']} draw-now, ${r.rounds.cancel} cancel), ` +
      `${r.serverKills} server kills and ${r.opsKills} ops verb kills (${r.killsMidSettlement} mid-settlement, ${r.opsReruns} verbs run again); ` +
      `${r.tickets} tickets checked (${r.won} won, ${r.lost} lost, ${r.refunded} refunded); ${r.failures.length} violations`,
  );
}
for (const s of stopped) console.log(`FAIL ${s}`);
const failed = stopped.length > 0 || reports.some((r) => r.failures.length > 0);
console.log(failed ? 'FAIL' : 'PASS');
process.exit(failed ? 1 : 0);
