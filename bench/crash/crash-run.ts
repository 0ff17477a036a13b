/**
 * One crash run on one store: fund the demo members, start the platform process, drive transfers from
 * concurrent clients while the process is killed with SIGKILL and started again, then check the ledger.
 */
import type { BenchStore } from '../lib/bench-store.ts';
import { fundMembers } from '../lib/fund-members.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { startServer, type ServerProcess } from '../lib/server-process.ts';
import { login } from '../lib/platform-client.ts';
import { runWorker, type SentTransfer } from './transfer-worker.ts';
import { verifyLedger, walletBalances, type Verdict } from './verify-ledger.ts';

export const MEMBERS = ['demoplayer', 'vipplayer', 'demoagent'];
const PASSWORD = 'Demo1234';
const VENDORS = ['LOTUS_SLOTS', 'LOTUS_LIVE', 'LOTUS_FISH', 'LOTUS_KENO'];

export interface CrashPlan {
  port: number;
  durationMs: number;
  kills: number;
  /** Pause before each kill, drawn between these. */
  killGapMs: [number, number];
  abandonRate: number;
}

export interface CrashReport extends Verdict {
  store: string;
  kills: number;
  sent: number;
  retried: number;
  elapsedMs: number;
  transfersPerSecond: number;
  /** Time from each kill to the restarted server answering: the run's total downtime. */
  downMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The demo seeds every vendor seamless, and a seamless vendor's wallet takes no transfers: switch these, as an operator would. */
async function transferMode(store: BenchStore): Promise<void> {
  const platform = await store.open();
  try {
    for (const vendor of VENDORS) await COMMANDS.vendor!.run(platform.context, ['mode', vendor, 'transfer']);
  } finally {
    await platform.close();
  }
}

export async function crashRun(store: BenchStore, plan: CrashPlan): Promise<CrashReport> {
  await transferMode(store);
  const memberIds = await fundMembers(store, MEMBERS, '10000000');
  const startOpen = await store.open();
  const start = await walletBalances(startOpen.context.db, memberIds).finally(() => startOpen.close());

  const entry = 'bench/platform-server.ts';
  let server: ServerProcess = await startServer(entry, plan.port, store.env);
  const sent: SentTransfer[] = [];
  let running = true;
  let began = Date.now();
  try {
    const tokens = await Promise.all(MEMBERS.map((name) => login(server.origin, name, PASSWORD)));
    began = Date.now();
    const workers = memberIds.flatMap((memberId, i) =>
      VENDORS.map((vassalage) =>
        runWorker({
          origin: server.origin,
          token: tokens[i]!,
          memberId,
          vassalage,
          running: () => running,
          abandonRate: plan.abandonRate,
          record: (s) => sent.push(s),
        }),
      ),
    );
    const killedAt: number[] = [];
    let downMs = 0;
    let kills = 0;
    for (; kills < plan.kills; kills += 1) {
      const [low, high] = plan.killGapMs;
      await sleep(low + Math.random() * (high - low));
      killedAt.push(Date.now());
      await server.crash();
      server = await startServer(entry, plan.port, store.env);
      downMs += Date.now() - killedAt[kills]!;
    }
    await sleep(Math.max(0, began + plan.durationMs - Date.now()));
    running = false;
    await Promise.all(workers);
    const elapsedMs = Date.now() - began;
    await server.stop();

    const check = await store.open();
    try {
      const verdict = await verifyLedger(check.context.db, sent, start, memberIds, killedAt);
      return {
        store: store.kind,
        kills,
        sent: sent.length,
        retried: sent.filter((s) => s.retries > 0).length,
        elapsedMs,
        downMs,
        transfersPerSecond: Math.round((verdict.acked / elapsedMs) * 1000),
        ...verdict,
      };
    } finally {
      await check.close();
    }
  } finally {
    running = false;
    await server.stop();
  }
}
