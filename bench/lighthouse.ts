/**
 * Lighthouse (mobile profile: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown) against the built site in Debian's
 * Chromium, for each page in bench/pages.ts, compared with quality-bars.md. Exits 1 when a bar is missed.
 * Usage: npm run build && npm run bench:lighthouse [-- /path ...]   (BENCH_PORT picks another port than 4591)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSite } from './lib/site-server.ts';
import { BUDGETS, PAGES } from './pages.ts';

const only = process.argv.slice(2);
const pages = only.length ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = path.resolve('node_modules/lighthouse/cli/index.js');
fs.mkdirSync('bench/results', { recursive: true });

interface Result {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ok: boolean;
}
const results: Result[] = [];
const site = await startSite(Number(process.env.BENCH_PORT ?? 4591));
try {
  for (const page of pages) {
    const out = path.resolve('bench/results', `lighthouse${page.path.replace(/\//g, '_') || '_root'}.json`);
    execFileSync(
      process.execPath,
      [
        lighthouse,
        site.origin + page.path,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const audit = (id: string) => report.audits[id].numericValue as number;
    const bar = BUDGETS[page.kind];
    const r = {
      path: page.path,
      performance: Math.round(report.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      ok: false,
    };
    r.ok =
      r.performance >= bar.lighthousePerformance && r.lcpMs <= bar.lcpMs && r.tbtMs <= bar.tbtMs && r.cls <= bar.cls;
    results.push(r);
    console.log(
      `${r.path.padEnd(12)} performance ${r.performance}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  ${r.ok ? 'meets the bar' : 'MISSES the bar'}`,
    );
  }
} finally {
  await site.stop();
}
fs.writeFileSync('bench/results/lighthouse-summary.json', JSON.stringify(results, null, 2));
if (results.some((r) => !r.ok)) process.exit(1);
