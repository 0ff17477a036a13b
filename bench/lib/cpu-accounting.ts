/**
 * CPU time per call, read from the operating system's own accounting: what a process (or PostgreSQL's backends)
 * spent on the calls of a measurement. On a shared machine wall time and requests per second follow the other
 * loads; CPU time per call barely does, so it is the figure to compare between builds and to project a quiet
 * machine's ceiling from (cores ÷ CPU per call).
 */
import fs from 'node:fs';
import type pg from 'pg';

const TICK_MICROS = 10_000; // /proc/<pid>/stat counts in clock ticks of 1/100 s on Linux

/** A process's user + system CPU so far, in microseconds (0 when it is gone). */
export function processCpuMicros(pid: number): number {
  try {
    // utime and stime: the 14th and 15th fields, counted after the process name's closing parenthesis.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROS;
  } catch {
    return 0;
  }
}

/** The backends serving connections named `applicationName` (PGAPPNAME of the process under test): CPU by pid. */
export async function backendCpu(monitor: pg.Client, applicationName: string): Promise<Map<number, number>> {
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMicros(pid)]));
}

/** Backend CPU between two readings: a backend that started in between counts from zero, one that ended is lost. */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, micros] of after) sum += micros - (before.get(pid) ?? 0);
  return sum;
}

/** The CPU readings a measurement takes before and after its timed run: named figures in microseconds. */
export type CpuReader = () => Promise<Record<string, number>>;

export function cpuPerCall(
  before: Record<string, number>,
  after: Record<string, number>,
  calls: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after).map((k) => [k, Math.round((after[k]! - (before[k] ?? 0)) / Math.max(1, calls))]),
  );
}
