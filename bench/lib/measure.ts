/** One autocannon measurement on loopback: a short warm-up that is thrown away, then the timed run. */
import autocannon, { type Options } from 'autocannon';
import { cpuPerCall, type CpuReader } from './cpu-accounting.ts';

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** CPU microseconds per answered call of the timed run, by whose (when the measurement was given a reader). */
  cpuPerCallUs?: Record<string, number>;
}

export async function measure(options: Options & { warmupSeconds: number; cpu?: CpuReader }): Promise<Figures> {
  const { warmupSeconds, cpu, ...run } = options;
  if (!run.url.startsWith('http://127.0.0.1:')) throw new Error('benches hit loopback only');
  // Warm-up: JIT, connection pools and SQLite's page cache settle before anything is counted.
  await autocannon({ ...run, duration: warmupSeconds });
  const before = await cpu?.();
  const r = await autocannon(run);
  const after = await cpu?.();
  return {
    requestsPerSecond: Math.round(r['2xx'] / r.duration),
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...(before && after ? { cpuPerCallUs: cpuPerCall(before, after, r['2xx'] + r.non2xx) } : {}),
  };
}
