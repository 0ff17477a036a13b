/**
 * Lighthouse (mobile profile: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown) against the built site in Debian's
 * Chromium, for each page in bench/pages.ts, compared with quality-bars.md. Exits 1 when a bar is missed.
 * Accessibility and best-practices scores are printed beside (quality-bars judges accessibility with axe), with
 * the audits that cost them points, so a page's cheap fixes are in the output.
 * Usage: npm run build && npm run bench:lighthouse [-- /path ...]   (BENCH_PORT picks another port than 4591;
 * BENCH_FORM=desktop runs Lighthouse's desktop preset instead, BENCH_FORM=both runs each page in both)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSite } from './lib/site-server.ts';
import { BUDGETS, PAGES } from './pages.ts';

const only = process.argv.slice(2);
const forms = ({ mobile: ['mobile'], desktop: ['desktop'], both: ['mobile', 'desktop'] } as const)[
  (process.env.BENCH_FORM ?? 'mobile') as 'mobile' | 'desktop' | 'both'
];
if (!forms) throw new Error('BENCH_FORM is mobile, desktop or both');
const pages = only.length ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = path.resolve('node_modules/lighthouse/cli/index.js');
fs.mkdirSync('bench/results', { recursive: true });

interface Result {
  path: string;
  form: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ok: boolean;
}
const results: Result[] = [];
const site = await startSite(Number(process.env.BENCH_PORT ?? 4591));
try {
  for (const page of pages) {
    for (const form of forms) {
      const name = `lighthouse${page.path.replace(/[/?&=]/g, '_') || '_root'}${form === 'desktop' ? '.desktop' : ''}.json`;
      const out = path.resolve('bench/results', name);
      execFileSync(
        process.execPath,
        [
          lighthouse,
          site.origin + page.path,
          '--only-categories=performance,accessibility,best-practices',
          ...(form === 'desktop' ? ['--preset=desktop'] : []),
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const audit = (id: string) => report.audits[id].numericValue as number;
      const score = (category: string) => Math.round(report.categories[category].score * 100);
      const bar = BUDGETS[page.kind];
      const r: Result = {
        path: page.path,
        form,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        ok: false,
      };
      r.ok =
        r.performance >= bar.lighthousePerformance && r.lcpMs <= bar.lcpMs && r.tbtMs <= bar.tbtMs && r.cls <= bar.cls;
      results.push(r);
      console.log(
        `${r.path.padEnd(12)} ${form.padEnd(7)} performance ${r.performance}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  accessibility ${r.accessibility}  best practices ${r.bestPractices}  ${r.ok ? 'meets the bar' : 'MISSES the bar'}`,
      );
      // What cost the page accessibility or best-practices points: where its cheap fixes are.
      for (const category of ['accessibility', 'best-practices']) {
        const failing = (report.categories[category].auditRefs as { id: string; weight: number }[])
          .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
          .map((ref) => ref.id);
        if (failing.length) console.log(`  ${category} audits below full marks: ${failing.join(', ')}`);
      }
    }
  }
} finally {
  await site.stop();
}
fs.writeFileSync('bench/results/lighthouse-summary.json', JSON.stringify(results, null, 2));
if (results.some((r) => !r.ok)) process.exit(1);
