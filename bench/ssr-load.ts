/**
 * `npm run bench:ssr` (after `npm run build`): the pages drawn per request on the server (lobbies, /hot, /login,
 * /noticePage: their first screen comes from the platform) against the same HTML served as a static file, each
 * under autocannon on loopback in its own process (quality-bars.md "Server speed": server-rendered pages ≥ 50%
 * of static). 50 connections, 2 s warm-up thrown away, then BENCH_SECONDS (8) each. Results in
 * bench/results/ssr-load.json; exits 1 when an answer was not 2xx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from './lib/site-server.ts';
import { startServer } from './lib/server-process.ts';
import { measure, type Figures } from './lib/measure.ts';

const PAGES = ['/en/rng', '/en/hot', '/en/login', '/en/noticePage', '/rng'];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4731);

interface Row {
  page: string;
  bytes: number;
  rendered: Figures;
  statically: Figures;
  percent: number;
}

const site = await startSite(PORT);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-'));
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    const res = await fetch(`${site.origin}${page}`);
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html'))
      throw new Error(`${page} answered ${res.status}`);
    const file = path.join(dir, 'page.html');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const base = { connections: CONNECTIONS, duration: SECONDS, warmupSeconds: 2 };
    const rendered = await measure({ ...base, url: `${site.origin}${page}` });
    const staticServer = await startServer('bench/static-html-server.ts', PORT + 1, { HTML_FILE: file });
    try {
      const statically = await measure({ ...base, url: `${staticServer.origin}${page}` });
      rows.push({
        page,
        bytes: fs.statSync(file).size,
        rendered,
        statically,
        percent: Math.round((rendered.requestsPerSecond / statically.requestsPerSecond) * 1000) / 10,
      });
    } finally {
      await staticServer.stop();
    }
  }
} finally {
  await site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`${CONNECTIONS} connections, ${SECONDS} s after 2 s warm-up, ${os.cpus().length} cores`);
for (const r of rows) {
  console.log(
    `${r.page.padEnd(16)} ${String(r.bytes).padStart(7)} B  rendered ${String(r.rendered.requestsPerSecond).padStart(6)} req/s (p99 ${r.rendered.p99Ms} ms)` +
      `  static ${String(r.statically.requestsPerSecond).padStart(6)} req/s (p99 ${r.statically.p99Ms} ms)  = ${r.percent}%` +
      (r.rendered.non2xx || r.rendered.errors ? `  (${r.rendered.non2xx} non-2xx, ${r.rendered.errors} errors)` : ''),
  );
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/ssr-load.json',
  `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`,
);
const failed = rows.some((r) => r.rendered.non2xx > 0 || r.rendered.errors > 0 || r.statically.non2xx > 0);
process.exit(failed ? 1 : 0);
