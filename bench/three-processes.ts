/**
 * `npm run bench:three-processes`: three platform processes on one PostgreSQL schema and one Redis, behind HAProxy
 * from Debian's packages on loopback (installed with apt-get when missing), for BENCH_SECONDS (180). Vendors bet and
 * pay wins and players use their sessions through the proxy, while every 20 s one process gets SIGKILL and is started
 * again. Then, from the database: every acknowledged call took effect exactly once and an abandoned one at most once,
 * each wallet moved by exactly its calls, the ledger sums to zero with every tracked balance equal to its postings;
 * no session was refused by a process it did not start on; the game-launch limit, counted in Redis, held across the
 * processes. Exits 1 on any violation. Ports: BENCH_PORT (5210) for the proxy and the next three for the processes.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshStore } from './lib/bench-store.ts';
import { benchPlayers } from './lib/bench-players.ts';
import { launchServer, type LaunchedServer } from './lib/server-process.ts';
import { login } from './lib/platform-client.ts';
import { ledgerFailures } from './lib/ledger-checks.ts';
import { vendorLoop, type SentCall } from './seamless-crash/vendor-loop.ts';
import { mainBalances, seamlessCallFailures } from './seamless-crash/verify.ts';
import { LAUNCHES_PER_MINUTE } from '../platform/modules/seamless/launch.ts';

const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';
const ENTRY = 'bench/platform-server.ts';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const KILL_EVERY_MS = 20_000;
const PROXY_PORT = Number(process.env.BENCH_PORT ?? 5210);
const PORTS = [PROXY_PORT + 1, PROXY_PORT + 2, PROXY_PORT + 3];
const VENDOR_CLIENTS = 12;
const SESSION_CLIENTS = 4;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function haproxyBinary(): string {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  if (found) return found;
  console.log('installing haproxy (Debian package)…');
  execFileSync('apt-get', ['install', '-y', '-q', 'haproxy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/haproxy';
}

/** HAProxy in the foreground with a configuration of this run's own: round robin, a process out as soon as it fails a check. */
function startProxy(dir: string): ChildProcess {
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  timeout check 2s',
      // Only a request that never reached a process is sent to another: a seamless call may have taken effect.
      '  retries 3',
      '  retry-on conn-failure',
      '  option redispatch',
      'frontend platform_in',
      `  bind 127.0.0.1:${PROXY_PORT}`,
      '  default_backend platform',
      'backend platform',
      '  balance roundrobin',
      '  option httpchk GET /wps/system/status',
      '  default-server inter 500 fall 2 rise 1',
      ...PORTS.map((port, i) => `  server p${i + 1} 127.0.0.1:${port} check`),
      '',
    ].join('\n'),
  );
  // Its log (each process going down and up) goes to a file of the run, counted at the end.
  const log = fs.openSync(path.join(dir, 'haproxy.log'), 'w');
  return spawn(haproxyBinary(), ['-db', '-f', config], { stdio: ['ignore', log, log] });
}

interface SessionFigures {
  calls: number;
  refused: string[];
  unanswered: number;
}

/** A player's login used again and again through the proxy: any process must know it. */
async function sessionLoop(origin: string, username: string, running: () => boolean, figures: SessionFigures) {
  let token: string | undefined;
  while (!token && running()) token = await login(origin, username, 'Demo1234').catch(() => undefined);
  while (running()) {
    try {
      const res = await fetch(`${origin}/wps/v2/wallets/balance`, {
        headers: { token: token!, language: 'en' },
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      if (res.status >= 500) figures.unanswered += 1;
      else if (res.ok) figures.calls += 1;
      else figures.refused.push(`${username}: ${res.status}`);
    } catch {
      figures.unanswered += 1;
    }
    await sleep(50);
  }
}

/** One member launches past the limit through the proxy: the processes share its count (Redis), so no more than the limit pass. */
async function launchBurst(origin: string, username: string): Promise<{ allowed: number; refused: number }> {
  const token = await login(origin, username, 'Demo1234');
  let allowed = 0;
  let refused = 0;
  for (let i = 0; i < LAUNCHES_PER_MINUTE + 20; ) {
    try {
      const res = await fetch(`${origin}/wps/game/launchGameV2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, language: 'en' },
        body: JSON.stringify({
          gameId: GAME,
          vassalage: VENDOR,
          accountType: 1,
          confirmTrans: 0,
          clientType: 3,
          launchMode: 'GLS',
          platform: 'html5-desktop',
          language: 'en',
        }),
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer();
      if (res.status >= 500) continue; // a process died under it: not an answer, asked again
      if (res.ok) allowed += 1;
      else if (res.status === 429) refused += 1;
      i += 1;
    } catch {
      // no answer: asked again
    }
  }
  return { allowed, refused };
}

const store = await freshStore('postgres');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-processes-'));
const run = randomBytes(4).toString('hex');
const env = { ...store.env, REDIS_URL, REDIS_PREFIX: `bench3:${run}:` };
const servers: LaunchedServer[] = [];
let proxy: ChildProcess | undefined;
const failures: string[] = [];
let kills = 0;
try {
  const players = await benchPlayers(store, VENDOR_CLIENTS + SESSION_CLIENTS + 1, VENDOR, GAME);
  const vendors = players.slice(0, VENDOR_CLIENTS);
  const start = await (async () => {
    const platform = await store.open();
    try {
      return await mainBalances(
        platform.context.db,
        vendors.map((p) => p.player),
      );
    } finally {
      await platform.close();
    }
  })();
  for (const port of PORTS) servers.push(launchServer(ENTRY, port, env));
  await Promise.all(servers.map((s) => s.ready));
  proxy = startProxy(dir);
  const origin = `http://127.0.0.1:${PROXY_PORT}`;
  for (;;) {
    const up = await fetch(`${origin}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(200);
  }
  console.log(
    `three processes behind HAProxy on ${origin}, PostgreSQL schema ${store.env.DATABASE_SCHEMA}, Redis prefix bench3:${run}:`,
  );

  let running = true;
  const sent: SentCall[] = [];
  const sessions: SessionFigures = { calls: 0, refused: [], unanswered: 0 };
  const began = Date.now();
  const loops = [
    ...vendors.map((p) =>
      vendorLoop({
        origin,
        vendor: VENDOR,
        gameCode: GAME,
        player: p.player,
        session: p.session,
        run,
        running: () => running,
        abandonRate: 0.1,
        record: (s) => sent.push(s),
      }),
    ),
    ...Array.from({ length: SESSION_CLIENTS }, (_, i) =>
      sessionLoop(origin, `benchplayer${VENDOR_CLIENTS + i}`, () => running, sessions),
    ),
  ];
  const burst = sleep(SECONDS * 500).then(() => launchBurst(origin, `benchplayer${VENDOR_CLIENTS + SESSION_CLIENTS}`));
  // A kill every 20 s on the clock, whatever a restart takes: the victim is a process that is up (answering).
  const restarts: Promise<void>[] = [];
  const up = new Set(servers.map((_, i) => i));
  for (let tick = 1; tick * KILL_EVERY_MS < SECONDS * 1000; tick += 1) {
    await sleep(Math.max(0, began + tick * KILL_EVERY_MS - Date.now()));
    const candidates = [...up];
    if (candidates.length === 0) continue;
    const victim = candidates[Math.floor(Math.random() * candidates.length)]!;
    up.delete(victim);
    await servers[victim]!.crash();
    kills += 1;
    servers[victim] = launchServer(ENTRY, PORTS[victim]!, env, [], 120_000);
    restarts.push(servers[victim]!.ready.then(() => void up.add(victim)));
  }
  await sleep(Math.max(0, began + SECONDS * 1000 - Date.now()));
  running = false;
  await Promise.all(restarts);
  await Promise.all(loops);
  const limits = await burst;
  const elapsed = (Date.now() - began) / 1000;
  proxy.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.stop()));

  const platform = await store.open();
  try {
    failures.push(...(await seamlessCallFailures(platform.context.db, VENDOR, run, sent, start)));
    failures.push(...(await ledgerFailures(platform.context.db)));
  } finally {
    await platform.close();
  }
  failures.push(...sessions.refused.slice(0, 20).map((r) => `session refused by a process: ${r}`));
  if (limits.allowed > LAUNCHES_PER_MINUTE)
    failures.push(`launch limit: ${limits.allowed} launches allowed in one window, limit ${LAUNCHES_PER_MINUTE}`);
  const acked = sent.filter((s) => s.outcome === 'acked').length;
  console.log(
    `${elapsed.toFixed(0)} s, ${kills} kills (SIGKILL, one process every ${KILL_EVERY_MS / 1000} s, started again)`,
  );
  console.log(
    `seamless calls: ${acked} acknowledged (${Math.round(acked / elapsed)}/s), ${sent.filter((s) => s.retries > 0).length} retried after no answer, ${sent.filter((s) => s.outcome === 'abandoned').length} abandoned`,
  );
  console.log(
    `sessions: ${sessions.calls} calls answered by whichever process, ${sessions.refused.length} refused, ${sessions.unanswered} unanswered (a process dying) and asked again`,
  );
  const proxyLog = fs.readFileSync(path.join(dir, 'haproxy.log'), 'utf8');
  console.log(
    `HAProxy took a process out ${proxyLog.match(/ is DOWN/g)?.length ?? 0} times and back ${proxyLog.match(/ is UP/g)?.length ?? 0} times`,
  );
  console.log(
    `launch limit across processes: ${limits.allowed} allowed, ${limits.refused} refused (limit ${LAUNCHES_PER_MINUTE} a minute)`,
  );
} finally {
  proxy?.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.crash().catch(() => undefined)));
  await store.remove();
  fs.rmSync(dir, { recursive: true, force: true });
}
for (const f of failures.slice(0, 30)) console.log(`  FAIL ${f}`);
console.log(failures.length ? `FAIL: ${failures.length} violations` : 'PASS: 0 violations');
process.exit(failures.length ? 1 : 0);
