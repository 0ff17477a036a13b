/** The periodic jobs' runner: at start or not, never two runs at once, and a stop that waits for the run under way. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleJob } from '../../platform/jobs.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A job whose runs finish only when the test says so. */
function heldJob() {
  let runs = 0;
  const finishes: (() => void)[] = [];
  const job = () =>
    new Promise<void>((resolve) => {
      runs += 1;
      finishes.push(resolve);
    });
  return { job, runs: () => runs, finish: () => finishes.shift()?.() };
}

describe('scheduleJob', () => {
  it('runs at start only when asked, then on each tick, never stacking on a run still going', async () => {
    vi.useFakeTimers();
    const held = heldJob();
    const stop = scheduleJob(held.job, 1000, { atStart: true, name: 'test job' });
    expect(held.runs()).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(held.runs()).toBe(1); // the first run is still going: the ticks skip
    held.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.runs()).toBe(2);
    held.finish();
    await stop();

    const later = heldJob();
    const stopLater = scheduleJob(later.job, 1000, { atStart: false, name: 'test job' });
    expect(later.runs()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(later.runs()).toBe(1);
    later.finish();
    await stopLater();
  });

  it('stops its timer and waits for the run under way', async () => {
    vi.useFakeTimers();
    const held = heldJob();
    const stop = scheduleJob(held.job, 1000, { atStart: true, name: 'test job' });
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    expect(held.runs()).toBe(1);
    held.finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run unless it is a quiet one, and runs again on the next tick', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const stop = scheduleJob(
      async () => {
        calls += 1;
        throw new Error(calls === 1 ? 'loud' : 'quiet');
      },
      1000,
      { atStart: true, name: 'test job', quiet: (error) => (error as Error).message === 'quiet' },
    );
    await vi.advanceTimersByTimeAsync(1000);
    await stop();
    expect(calls).toBe(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('test job failed');
  });
});
