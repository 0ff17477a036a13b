/**
 * Preloaded (`node --import ./bench/lib/shifted-clock.ts`) into a platform process a crash bench starts, so its clock
 * reads an offset ahead of the wall clock: periods and draws come due in seconds instead of hours, and the server
 * and the ops verbs a bench runs beside it agree on the time. The offset starts at BENCH_CLOCK_OFFSET_MS and follows
 * the file BENCH_CLOCK_FILE when the bench moves it on (read every 50 ms; never back). Only `Date` moves; timers run
 * as usual.
 */
import fs from 'node:fs';

let offset = Number(process.env.BENCH_CLOCK_OFFSET_MS ?? 0);
if (!Number.isSafeInteger(offset)) throw new Error(`BENCH_CLOCK_OFFSET_MS must be whole milliseconds, got ${offset}`);

const file = process.env.BENCH_CLOCK_FILE;
if (file) {
  const follow = () => {
    try {
      const moved = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isSafeInteger(moved) && moved > offset) offset = moved;
    } catch {
      // not written yet, or being written: the next read sees it
    }
  };
  follow();
  setInterval(follow, 50).unref();
}

const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    // `new Date()` is "now" too: shifted like Date.now(); any other form is a given instant.
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
