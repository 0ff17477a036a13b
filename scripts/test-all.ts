/**
 * `npm test`: the checks (lint, format, import boundaries, dead code; scripts/checks.ts), then unit, then
 * platform, then end-to-end, each with its own output; stops at the first layer that fails (non-zero exit) and
 * ends with one summary whose last line is `N passed, N failed[, N skipped]`.
 * TEST_UNIT, TEST_PLATFORM and TEST_E2E (space-separated files) narrow a layer; TEST_LAYERS=unit,platform picks layers.
 * The end-to-end layer runs as E2E_SHARDS Playwright processes side by side (scripts/e2e-shards.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runChecks } from './checks.ts';
import { runE2eShards } from './e2e-shards.ts';
import { summary, vitestCounts, type Counts, type LayerResult } from './test-summary.ts';

type Layer = LayerResult['layer'];
const ORDER: Layer[] = ['checks', 'unit', 'platform', 'e2e'];
const chosen = (process.env.TEST_LAYERS ?? ORDER.join(',')).split(',').map((s) => s.trim()) as Layer[];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
const files = (name: string) => (process.env[name] ?? '').split(/\s+/).filter(Boolean);

/** Runs a command with the terminal as its output; true when it exited 0. */
function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function runLayer(layer: Layer): Promise<LayerResult> {
  const started = performance.now();
  const report = path.join(reports, `${layer}.json`);
  let ok: boolean;
  let counts: Counts | undefined;
  if (layer === 'checks') {
    ({ ok, ...counts } = runChecks());
  } else if (layer === 'e2e') {
    // One build serves every shard.
    ok = run('node', ['scripts/ensure-chromium.ts']) && run('npm', ['run', '--silent', 'build']);
    if (ok) ({ ok, counts } = await runE2eShards(files('TEST_E2E'), reports));
  } else {
    ok = run('vitest', [
      'run',
      '--project',
      layer,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files(layer === 'unit' ? 'TEST_UNIT' : 'TEST_PLATFORM'),
    ]);
    const json = readJson(report);
    counts = json === undefined ? undefined : vitestCounts(json);
  }
  const seconds = (performance.now() - started) / 1000;
  // The harness runs every platform test on SQLite, again on PostgreSQL when DATABASE_URL is set, and shares
  // that run's limits through Redis when REDIS_URL is set too (tests/platform/harness.ts).
  const stores =
    layer === 'platform'
      ? process.env.DATABASE_URL
        ? ['sqlite', process.env.REDIS_URL ? 'postgres + redis' : 'postgres']
        : ['sqlite']
      : undefined;
  if (!counts) return { layer, ok: false, passed: 0, failed: 0, skipped: 0, seconds, stores, broken: true };
  // A runner that exits non-zero with no failed test (a crash after the tests) still fails its layer.
  return { layer, ok, ...counts, seconds, stores };
}

const results: LayerResult[] = [];
let failedLayer = false;
for (const layer of ORDER.filter((l) => chosen.includes(l))) {
  if (failedLayer) break;
  const result = await runLayer(layer);
  results.push(result);
  failedLayer = !result.ok || result.failed > 0;
}
const notRun = ORDER.filter((l) => chosen.includes(l) && !results.some((r) => r.layer === l));
console.log(summary(results, notRun));
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failedLayer ? 1 : 0);
