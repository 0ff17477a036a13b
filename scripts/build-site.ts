/**
 * `npm start`'s build: the same as `npm run build` (astro build, then precompress), printing warnings and errors
 * only and one line at the end, so the server's banner is what a newcomer sees.
 */
export {};

// Before Astro is loaded: it reads the setting when it starts.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const { build } = await import('astro');
const { precompress } = await import('./precompress.ts');

const started = performance.now();
process.stdout.write('Building the site... ');
try {
  await build({ root: process.cwd(), logLevel: 'warn' });
} catch (error) {
  process.stdout.write('failed\n');
  throw error;
}
const files = precompress('dist/client');
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s (${files} files precompressed)`);
