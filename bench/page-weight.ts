/**
 * JS shipped per page on first load, brotli-compressed, against the budgets in quality-bars.md.
 * Counts external scripts, module preloads, inline scripts, every island's component and renderer, and
 * everything those import statically (dynamic imports load later, on demand, and are not counted).
 * Exits 1 when a page is over budget.
 * Usage: npm run build && npm run bench:weight   (BENCH_PORT picks another port than 4590)
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { startSite } from './lib/site-server.ts';
import { BUDGETS, PAGES } from './pages.ts';

const brotli = (data: Buffer | string) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const site = await startSite(Number(process.env.BENCH_PORT ?? 4590));
const rows: {
  path: string;
  kind: string;
  scripts: number;
  jsBrotli: number;
  htmlBrotli: number;
  budget: number;
  ok: boolean;
}[] = [];
try {
  for (const page of PAGES) {
    const html = await (await fetch(site.origin + page.path)).text();
    const sources = new Set<string>();
    for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(m[1]!);
    for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(m[1]!);
    for (const m of html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)) sources.add(m[1]!);
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .join('\n');
    let jsBrotli = inline ? brotli(inline) : 0;
    const queue = [...sources].map((src) => new URL(src, site.origin).href);
    const seen = new Set(queue);
    const sizes: [string, number][] = [];
    while (queue.length) {
      const url = queue.shift()!;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const size = brotli(body);
      jsBrotli += size;
      sizes.push([new URL(url).pathname, size]);
      for (const m of body.toString('utf8').matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
        const next = new URL(m[1]!, url).href;
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    // BENCH_DETAIL=<path> lists that page's scripts by size: where to look when a page goes over its budget.
    if (process.env.BENCH_DETAIL === page.path) {
      for (const [name, size] of sizes.sort((a, b) => b[1] - a[1]))
        console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
    }
    const budget = BUDGETS[page.kind].jsBrotliBytes;
    rows.push({
      path: page.path,
      kind: page.kind,
      scripts: seen.size + (inline ? 1 : 0),
      jsBrotli,
      htmlBrotli: brotli(html),
      budget,
      ok: jsBrotli <= budget,
    });
  }
} finally {
  await site.stop();
}

console.log('page              kind     scripts  JS (br)    HTML (br)  budget    ok');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(18)}${r.kind.padEnd(9)}${String(r.scripts).padEnd(9)}${(r.jsBrotli / 1024).toFixed(1).padStart(6)} KB ${(r.htmlBrotli / 1024).toFixed(1).padStart(6)} KB  ${(r.budget / 1024).toFixed(0).padStart(4)} KB   ${r.ok ? 'yes' : 'NO'}`,
  );
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/page-weight.json', JSON.stringify(rows, null, 2));
if (rows.some((r) => !r.ok)) {
  console.error('over budget');
  process.exit(1);
}
