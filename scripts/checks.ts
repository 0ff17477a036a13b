/**
 * The checks stage of `npm test` (and `npm run checks` alone): house rules checked by machine, each a command
 * that fails the run when it finds something. The formatter check is skipped with CHECKS_SKIP_FORMAT=1, for a
 * branch whose tree has not been formatted yet; nothing sets it by default.
 */
import { spawnSync } from 'node:child_process';
import type { Counts } from './test-summary.ts';

interface Check {
  name: string;
  /** The npm script that runs it (package.json), so a developer runs exactly what the stage runs. */
  script: string;
  skip?: () => string | undefined;
}

const CHECKS: Check[] = [
  { name: 'lint (Biome, no warnings)', script: 'lint' },
  {
    name: 'format (Biome)',
    script: 'format:check',
    skip: () => (process.env.CHECKS_SKIP_FORMAT === '1' ? 'CHECKS_SKIP_FORMAT=1' : undefined),
  },
  { name: 'import boundaries (dependency-cruiser)', script: 'boundaries' },
  { name: 'module graph (no circle between modules)', script: 'modules' },
  { name: 'dead code (knip)', script: 'deadcode' },
];

/** Runs every check (all of them, so one run shows every finding); ok when none failed. */
export function runChecks(): Counts & { ok: boolean } {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const check of CHECKS) {
    const skipped = check.skip?.();
    if (skipped) {
      console.log(`\n== ${check.name}: skipped (${skipped})`);
      counts.skipped += 1;
      continue;
    }
    console.log(`\n== ${check.name}: npm run ${check.script}`);
    const ok = spawnSync('npm', ['run', '--silent', check.script], { stdio: 'inherit' }).status === 0;
    console.log(`== ${check.name}: ${ok ? 'passed' : 'FAILED'}`);
    counts[ok ? 'passed' : 'failed'] += 1;
  }
  return { ...counts, ok: counts.failed === 0 };
}
