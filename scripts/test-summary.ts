/**
 * Reading the test runners' JSON reports into one shape, and the summary `npm test` ends with. Pure, so the
 * parsing is tested on its own (tests/unit/test-summary.test.ts) without running any suite.
 */

export interface LayerResult {
  layer: 'checks' | 'unit' | 'platform' | 'e2e';
  /** The runner exited 0. */
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** Where the platform tests ran (sqlite, and postgres with DATABASE_URL). */
  stores?: string[];
  /** The runner failed without a report (could not start, crashed). */
  broken?: boolean;
}

export type Counts = Pick<LayerResult, 'passed' | 'failed' | 'skipped'>;

/** Vitest's json reporter: numPassedTests, numFailedTests, numPendingTests and numTodoTests. */
export function vitestCounts(report: unknown): Counts {
  const r = report as Record<string, number | undefined>;
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

/** Playwright's json reporter: stats.expected, unexpected, flaky (passed on a retry) and skipped. */
export function playwrightCounts(report: unknown): Counts {
  const stats = (report as { stats?: Record<string, number | undefined> }).stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/** The counts of several runs as one (the shards of the end-to-end layer, the layers of the total line). */
export function addCounts(results: readonly Counts[]): Counts {
  const sum = (key: keyof Counts) => results.reduce((n, r) => n + r[key], 0);
  return { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') };
}

/** The plain last line CI reads: `N passed, N failed` and `, N skipped` when some were. */
export function totalLine(results: readonly Counts[]): string {
  const { passed, failed, skipped } = addCounts(results);
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

export function summary(results: readonly LayerResult[], notRun: readonly LayerResult['layer'][]): string {
  const lines = ['', 'Test summary'];
  for (const r of results) {
    const counts = r.broken
      ? 'did not report (see its output above)'
      : `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${!r.ok && !r.failed ? ' (runner failed)' : ''}`;
    const stores = r.stores ? `   stores: ${r.stores.join(', ')}` : '';
    lines.push(`  ${r.layer.padEnd(9)} ${counts.padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s${stores}`);
  }
  for (const layer of notRun) lines.push(`  ${layer.padEnd(9)} not run: an earlier layer failed`);
  lines.push(totalLine(results));
  return lines.join('\n');
}
