/** After `astro build`: writes .br and .gz beside each text asset so the server sends them without compressing per request. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/** Writes the compressed copies under `dir`; returns how many files got them. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of walk(path.resolve(dir))) {
    const data = fs.readFileSync(file);
    if (data.length < 512) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.main) {
  const root = path.resolve(process.argv[2] ?? 'dist/client');
  console.log(`precompressed ${precompress(root)} files in ${root}`);
}
