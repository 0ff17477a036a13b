/**
 * The time of the platform processes a crash bench starts (bench/lib/shifted-clock.ts): the wall clock plus an
 * offset the bench moves forward, never back. A process reads the offset when it starts and follows the clock's
 * file after, so processes already running move on with it too (within 50 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PRELOAD = fileURLToPath(new URL('./shifted-clock.ts', import.meta.url));

export class BenchClock {
  offsetMs = 0;
  readonly file: string;

  constructor() {
    this.file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-clock-')), 'offset');
    fs.writeFileSync(this.file, '0');
  }

  /** What a process on this clock reads as the time now. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += Math.max(0, Math.round(ms));
    // Written whole then renamed: a process never reads half a number.
    fs.writeFileSync(`${this.file}.next`, String(this.offsetMs));
    fs.renameSync(`${this.file}.next`, this.file);
  }

  /** Node arguments and environment that start a process on this clock. */
  get nodeArgs(): string[] {
    return ['--import', PRELOAD];
  }

  env(): Record<string, string> {
    return { BENCH_CLOCK_OFFSET_MS: String(this.offsetMs), BENCH_CLOCK_FILE: this.file };
  }

  remove(): void {
    fs.rmSync(path.dirname(this.file), { recursive: true, force: true });
  }
}
