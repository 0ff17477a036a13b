/**
 * `npm run bench:ledger`: requests/s and latency of the wallet transfer call (POST /wps/relay/GCS_walletTransfer)
 * on SQLite and PostgreSQL, beside a Fastify hello-world measured in the same run (quality-bars.md, "Server
 * speed": absolute figures drift, the ratio less). Every request is a new transfer with a fresh requestId,
 * alternating in and out over 3 members x 4 vendor wallets. Loopback only, fixed durations. Results in
 * bench/results/ledger-load.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { freshStore, type StoreKind } from './lib/bench-store.ts';
import { fundMembers } from './lib/fund-members.ts';
import { startServer } from './lib/server-process.ts';
import { login, walletTransfer } from './lib/platform-client.ts';
import { measure, type Figures } from './lib/measure.ts';
import type { RawRequest } from 'autocannon';

const MEMBERS = ['demoplayer', 'vipplayer', 'demoagent'];
const VENDORS = ['LOTUS_SLOTS', 'LOTUS_LIVE', 'LOTUS_FISH', 'LOTUS_KENO'];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',') as StoreKind[];

async function helloWorld(): Promise<Figures> {
  const server = await startServer('bench/hello-server.ts', 4721, {});
  try {
    return await measure({
      url: `${server.origin}/hello`,
      connections: CONNECTIONS,
      duration: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
  } finally {
    await server.stop();
  }
}

async function walletTransfers(kind: StoreKind): Promise<Figures> {
  const store = await freshStore(kind);
  try {
    await fundMembers(store, MEMBERS, '100000000');
    const server = await startServer('bench/platform-server.ts', 4722, store.env);
    try {
      const tokens = await Promise.all(MEMBERS.map((name) => login(server.origin, name, 'Demo1234')));
      // Each vendor wallet starts with money, so an 'out' that overtakes its 'in' on another connection is never refused.
      for (const token of tokens) {
        for (const vassalage of VENDORS) {
          const answer = await walletTransfer(server.origin, token, {
            direction: 'in',
            vassalage,
            amount: '1000000',
            requestId: `fund-${randomBytes(6).toString('hex')}`,
          });
          if (!answer.body?.success) throw new Error(`funding ${vassalage} failed: ${JSON.stringify(answer.body)}`);
        }
      }
      const run = randomBytes(4).toString('hex');
      let n = 0;
      return await measure({
        url: server.origin,
        connections: CONNECTIONS,
        duration: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        requests: [
          {
            method: 'POST',
            path: '/wps/relay/GCS_walletTransfer',
            // A new body for every request: a reused requestId would only measure the idempotent replay.
            setupRequest: (request: RawRequest) => {
              n += 1;
              const body = {
                direction: n % 2 ? 'in' : 'out',
                vassalage: VENDORS[Math.floor(n / 6) % VENDORS.length],
                amount: '1.00',
                requestId: `load-${run}-${n}`,
              };
              const token = tokens[Math.floor(n / 2) % tokens.length]!;
              return {
                ...request,
                headers: { 'content-type': 'application/json', language: 'en', token },
                body: JSON.stringify(body),
              };
            },
          },
        ],
      });
    } finally {
      await server.stop();
    }
  } finally {
    await store.remove();
  }
}

const hello = await helloWorld();
const results: Record<string, Figures> = { hello };
for (const kind of stores) results[kind] = await walletTransfers(kind);

const line = (name: string, f: Figures) =>
  `${name.padEnd(22)} ${String(f.requestsPerSecond).padStart(6)} req/s  p50 ${f.p50Ms} ms  p90 ${f.p90Ms} ms  p99 ${f.p99Ms} ms  max ${f.maxMs} ms` +
  (f.non2xx || f.errors ? `  (${f.non2xx} non-2xx, ${f.errors} errors)` : '');
console.log(`${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${os.cpus().length} cores`);
console.log(line('fastify hello-world', hello));
const ratios: Record<string, number> = {};
for (const kind of stores) {
  const f = results[kind]!;
  ratios[kind] = Math.round((f.requestsPerSecond / hello.requestsPerSecond) * 1000) / 10;
  console.log(`${line(`wallet transfer ${kind}`, f)}  = ${ratios[kind]}% of hello-world`);
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/ledger-load.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      results,
      ratioPercent: ratios,
    },
    null,
    2,
  )}\n`,
);
const failed = Object.values(results).some((f) => f.non2xx > 0 || f.errors > 0);
if (failed) console.log('some requests failed: the figures count only 2xx answers');
process.exit(failed ? 1 : 0);
