import { describe, expect, it } from 'vitest';
import { addCounts, playwrightCounts, summary, totalLine, vitestCounts } from '../../scripts/test-summary.ts';

describe('the npm test summary', () => {
  it("reads vitest's json report, todo tests counted as skipped", () => {
    expect(
      vitestCounts({ numTotalTests: 12, numPassedTests: 9, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1 }),
    ).toEqual({ passed: 9, failed: 1, skipped: 2 });
    expect(vitestCounts({})).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it("reads playwright's json report, a test that passed on a retry counted as passed", () => {
    expect(playwrightCounts({ stats: { expected: 40, unexpected: 2, flaky: 1, skipped: 3, duration: 1000 } })).toEqual({
      passed: 41,
      failed: 2,
      skipped: 3,
    });
    expect(playwrightCounts({})).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it("adds the end-to-end shards' counts into the layer's", () => {
    expect(
      addCounts([
        { passed: 150, failed: 1, skipped: 35 },
        { passed: 140, failed: 0, skipped: 46 },
      ]),
    ).toEqual({ passed: 290, failed: 1, skipped: 81 });
    expect(addCounts([])).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it('ends with the plain total line, skipped only when some were', () => {
    expect(
      totalLine([
        { passed: 3, failed: 0, skipped: 0 },
        { passed: 2, failed: 1, skipped: 0 },
      ]),
    ).toBe('5 passed, 1 failed');
    expect(totalLine([{ passed: 3, failed: 0, skipped: 2 }])).toBe('3 passed, 0 failed, 2 skipped');
  });

  it('gives each layer its counts, time and stores, and says which layers did not run', () => {
    const text = summary(
      [
        { layer: 'unit', ok: true, passed: 300, failed: 0, skipped: 0, seconds: 12.34 },
        {
          layer: 'platform',
          ok: false,
          passed: 200,
          failed: 2,
          skipped: 1,
          seconds: 95,
          stores: ['sqlite', 'postgres'],
        },
      ],
      ['e2e'],
    );
    const lines = text.split('\n');
    expect(lines).toContain('Test summary');
    expect(text).toMatch(/unit +300 passed, 0 failed, 0 skipped +12\.3 s/);
    expect(text).toMatch(/platform +200 passed, 2 failed, 1 skipped +95\.0 s {3}stores: sqlite, postgres/);
    expect(text).toContain('e2e       not run: an earlier layer failed');
    expect(lines.at(-1)).toBe('500 passed, 2 failed, 1 skipped');
  });

  it('flags a runner that failed without a failing test, or without a report', () => {
    expect(summary([{ layer: 'unit', ok: false, passed: 5, failed: 0, skipped: 0, seconds: 1 }], [])).toContain(
      '5 passed, 0 failed, 0 skipped (runner failed)',
    );
    expect(
      summary([{ layer: 'e2e', ok: false, passed: 0, failed: 0, skipped: 0, seconds: 1, broken: true }], []),
    ).toContain('did not report');
  });
});
