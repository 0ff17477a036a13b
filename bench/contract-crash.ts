/**
 * `npm run bench:contract-crash`: kill -9 the platform while it settles agent contracts, again and again, and show
 * that every (contract, period) is settled exactly once, each statement's payout is what the ledger moved for it, no
 * upline is paid from twice or skipped, and every book sums to zero (issue 18; quality-bars.md, "Crash safety").
 * SQLite, then PostgreSQL (own schema, dropped after; BENCH_STORES=sqlite to skip it). BENCH_SECONDS per store
 * (default 60). Loopback only; exits 1 on any violation.
 */
import { freshStore, type StoreKind } from './lib/bench-store.ts';
import { contractCrashRun, type ContractReport } from './contract-crash/crash-run.ts';

const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',') as StoreKind[];
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const stopped: string[] = [];
const reports: ContractReport[] = [];
for (const [i, kind] of stores.entries()) {
  const store = await freshStore(kind);
  try {
    console.log(`${kind}: ${seconds} s of settlement rounds, two to four kills each…`);
    const report = await contractCrashRun(store, {
      port: Number(process.env.BENCH_PORT ?? 4621) + i,
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
    `${r.failures.length ? 'FAIL' : 'PASS'} ${r.store}: ${r.rounds} rounds over ${r.clockDays} days of clock, ${r.kills} server kills ` +
      `(${r.killsMidSettlement} mid-settlement), ${r.opsRuns} settle verbs run beside it (${r.opsKills} killed); ` +
      `${r.settled} periods settled (${r.paid} paid, ${r.owed} owed, ${r.nothing} with nothing due) and checked; ${r.failures.length} violations`,
  );
}
for (const s of stopped) console.log(`FAIL ${s}`);
const failed = stopped.length > 0 || reports.some((r) => r.failures.length > 0);
console.log(failed ? 'FAIL' : 'PASS');
process.exit(failed ? 1 : 0);
