/**
 * Stops a thread that holds a SQLite connection by asking it to: it closes its connection and lets its event loop
 * end. `terminate()` alone tears the thread's isolate down under whatever it was doing, and better-sqlite3 objects
 * still alive then can crash the whole process (a SIGSEGV seen in test runs that start and stop many platforms).
 * A thread that has not stopped within `graceMs` is terminated after all.
 */
import type { Worker } from 'node:worker_threads';

/** The message a SQLite thread stops on (sqlite-checkpointer.ts, seamless/sqlite-writer.ts). */
export const STOP_THREAD = 'stop';

export async function stopThread(worker: Worker, graceMs = 2000): Promise<void> {
  // threadId is -1 once the thread has exited (it crashed, or it was stopped before).
  if (worker.threadId === -1) return;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage(STOP_THREAD);
  const late = setTimeout(() => void worker.terminate(), graceMs);
  await exited;
  clearTimeout(late);
}
