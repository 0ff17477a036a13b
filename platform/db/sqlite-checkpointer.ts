/**
 * Checkpoints for a SQLite file, on a thread of their own. By default SQLite checkpoints inside whichever COMMIT
 * takes the write-ahead log past 1,000 pages: that commit then copies the pages into the database file and syncs
 * it, and every call of its batch waited 20 to 400 ms for it (measured on the seamless writer under load). The
 * connections turn that off (wal_autocheckpoint = 0) and this thread runs a PASSIVE checkpoint every few hundred
 * ms instead: it copies what no reader still needs without taking the write lock, so writers never wait for it.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { STOP_THREAD, stopThread } from './thread-stop.ts';

const EVERY_MS = 250;

/** Starts the checkpoint thread for `file`; the returned function stops it. */
export function startCheckpointer(file: string): () => Promise<void> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { checkpointFile: file } });
  // A checkpoint never needs to keep a process alive; a crash of this thread must not take the platform down.
  worker.unref();
  worker.on('error', (error) => console.error('SQLite checkpoint thread failed', error));
  return () => stopThread(worker);
}

// This module is also the thread's entry: it runs the loop only there (other threads import it for startCheckpointer).
const checkpointFile = parentPort ? (workerData as { checkpointFile?: unknown } | null)?.checkpointFile : undefined;
if (typeof checkpointFile === 'string') {
  const db = new SQLite(checkpointFile);
  db.pragma('busy_timeout = 5000');
  const timer = setInterval(() => {
    db.pragma('wal_checkpoint(PASSIVE)');
  }, EVERY_MS);
  // Asked to stop (thread-stop.ts): nothing left to run, so the thread ends on its own.
  parentPort!.on('message', (message: unknown) => {
    if (message !== STOP_THREAD) return;
    clearInterval(timer);
    db.close();
    parentPort!.close();
  });
}
