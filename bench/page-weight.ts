/**
 * JS shipped per page on first load, brotli-compressed, against the budgets in quality-bars.md.
 * Counts external scripts, module preloads and inline scripts. Exits 1 when a page is over budget.
 * Usage: npm run build && npm run bench:weight
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { startSite } from './lib/site-server.ts';
import { BUDGETS, PAGES } from './pages.ts';

const brotli = (data: Buffer | string) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const site = await startSite(4590);
const rows: { path: string; kind: string; scripts: number; jsBrotli: number; htmlBrotli: number; budget: number; ok: boolean }[] = [];
try {
  for (const page of PAGES) {
    const html = await (await fetch(site.origin + page.path)).text();
    const sources = new Set<string>();
    for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(m[1]!);
    for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(m[1]!);
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
    let jsBrotli = inline ? brotli(inline) : 0;
    for (const src of sources) {
      const body = Buffer.from(await (await fetch(new URL(src, site.origin))).arrayBuffer());
      jsBrotli += brotli(body);
    }
    const budget = BUDGETS[page.kind].jsBrotliBytes;
    rows.push({ path: page.path, kind: page.kind, scripts: sources.size + (inline ? 1 : 0), jsBrotli, htmlBrotli: brotli(html), budget, ok: jsBrotli <= budget });
  }
} finally {
  await site.stop();
}

console.log('page              kind     scripts  JS (br)    HTML (br)  budget    ok');
for (const r of rows) {
  console.log(`${r.path.padEnd(18)}${r.kind.padEnd(9)}${String(r.scripts).padEnd(9)}${(r.jsBrotli / 1024).toFixed(1).padStart(6)} KB ${(r.htmlBrotli / 1024).toFixed(1).padStart(6)} KB  ${(r.budget / 1024).toFixed(0).padStart(4)} KB   ${r.ok ? 'yes' : 'NO'}`);
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/page-weight.json', JSON.stringify(rows, null, 2));
if (rows.some((r) => !r.ok)) {
  console.error('over budget');
  process.exit(1);
}
