/**
 * The end-to-end layer of `npm test`: the Playwright suite as E2E_SHARDS processes side by side (default 2; 1 runs
 * it as one process, as before). The tests of one server share its merchant settings and run one at a time, so a
 * shard is a whole `playwright test --shard=i/N` with its own site server, Auth emulator and fresh data directory
 * (ports below; paths in tests/e2e/server-data.ts). Each shard writes its list output to its own log, printed
 * whole when the shard ends, so the shards' lines never interleave. Its counts are the sum of the shards' JSON
 * reports; one shard failing (or not reporting) fails the layer.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addCounts, playwrightCounts, type Counts } from './test-summary.ts';

export interface ShardPorts {
  site: number;
  emulator: number;
}

/**
 * Shard k (from 0) of a run based on E2E_PORT and E2E_EMULATOR_PORT: shard 0 keeps them, so one shard is today's
 * single run. The site takes two ports (proxy-mode.spec.ts starts a second server on port + 1) and the emulator
 * three (auth, hub, logging).
 */
export function shardPorts(k: number, env: NodeJS.ProcessEnv = process.env): ShardPorts {
  return { site: Number(env.E2E_PORT ?? 4510) + 2 * k, emulator: Number(env.E2E_EMULATOR_PORT ?? 9099) + 3 * k };
}

/** E2E_SHARDS as a whole number of at least 1; 2 when unset. */
export function shardCount(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`E2E_SHARDS must be a whole number from 1 up, not "${value}"`);
  return n;
}

interface ShardResult {
  ok: boolean;
  counts?: Counts;
}

function readReport(file: string): Counts | undefined {
  try {
    return playwrightCounts(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/** One shard (1-based i of n) with its output to a log, printed when it ends; one alone writes to the terminal. */
function runShard(i: number, n: number, args: string[], dir: string): Promise<ShardResult> {
  const ports = shardPorts(i - 1);
  const report = path.join(dir, `e2e-${i}.json`);
  const log = path.join(dir, `e2e-${i}.log`);
  const label = `e2e shard ${i}/${n}`;
  // Each process empties its output directory when it starts: one per shard, or they delete each other's files.
  const shardArgs = n > 1 ? [`--shard=${i}/${n}`, `--output=test-results/shard-${i}`] : [];
  const out = n > 1 ? fs.openSync(log, 'w') : undefined;
  const started = performance.now();
  if (out !== undefined)
    console.log(`== ${label}: site port ${ports.site}, emulator port ${ports.emulator}, output in ${log}`);
  const child = spawn('playwright', ['test', '--reporter=list,json', ...shardArgs, ...args], {
    stdio: out === undefined ? 'inherit' : ['ignore', out, out],
    env: {
      ...process.env,
      E2E_PORT: String(ports.site),
      E2E_EMULATOR_PORT: String(ports.emulator),
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    },
  });
  if (out !== undefined) fs.closeSync(out);
  return new Promise((resolve) => {
    const finish = (ok: boolean, why: string) => {
      if (out !== undefined) {
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`\n== ${label} ended (${why}) after ${seconds} s; its output:`);
        process.stdout.write(fs.readFileSync(log, 'utf8'));
        console.log(`== end of ${label}`);
      }
      resolve({ ok, counts: readReport(report) });
    };
    child.once('error', (error) => finish(false, `could not start: ${error.message}`));
    child.once('close', (code, signal) => finish(code === 0, signal ? `killed by ${signal}` : `exit ${code}`));
  });
}

/**
 * Runs the suite (after the build) as E2E_SHARDS shards; `args` (files, --project, --grep) narrow every shard.
 * Counts are missing when any shard did not report.
 */
export async function runE2eShards(args: string[], dir: string): Promise<ShardResult> {
  const n = shardCount(process.env.E2E_SHARDS);
  const results = await Promise.all(Array.from({ length: n }, (_, k) => runShard(k + 1, n, args, dir)));
  const reported = results.flatMap((r) => (r.counts ? [r.counts] : []));
  return {
    ok: results.every((r) => r.ok),
    counts: reported.length === n ? addCounts(reported) : undefined,
  };
}
