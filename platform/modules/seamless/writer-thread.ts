/**
 * The SQLite seamless writer, as seen from the HTTP thread. better-sqlite3 is synchronous: a commit with
 * synchronous=FULL holds its thread for the disk sync (about 2.4 ms here), and a batch's statements hold it too.
 * On the thread that answers HTTP that stalled every request in flight, so the calls go to a worker thread with
 * its own connection and group commit (sqlite-writer.ts); this side only posts calls and awaits their answers.
 * Started on first use; a worker that dies fails the calls it held (their batch never committed) and the next
 * call starts a new one.
 */
import { stopThread } from '../../db/thread-stop.ts';
import { Worker } from 'node:worker_threads';
import type { SeamlessCall } from './calls.ts';
import { SeamlessRefusal, type RefusalCode, type SeamlessAnswer } from './refusals.ts';

export type WriterReply =
  | { id: number; answer: SeamlessAnswer }
  | { id: number; refusal: RefusalCode }
  | { id: number; error: { message: string; code?: string } };

export interface WriterOptions {
  sqlitePath: string;
  merchant: string;
  sessionIdleMs: number;
}

interface Pending {
  resolve: (answer: SeamlessAnswer) => void;
  reject: (error: unknown) => void;
}

export class WriterThread {
  private readonly options: WriterOptions;
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  /** The answers still owed, for close() to wait on. */
  private readonly owed = new Set<Promise<unknown>>();
  private nextId = 1;
  /** Calls of this event-loop turn, posted together at its end (one message for many requests read at once). */
  private outbox: { id: number; call: SeamlessCall }[] = [];

  constructor(options: WriterOptions) {
    this.options = options;
  }

  run(call: SeamlessCall): Promise<SeamlessAnswer> {
    const id = this.nextId++;
    const answer = new Promise<SeamlessAnswer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.outbox.length === 0) setImmediate(() => this.flush());
      this.outbox.push({ id, call });
    });
    const settled = answer.then(
      () => undefined,
      () => undefined,
    );
    this.owed.add(settled);
    void settled.then(() => this.owed.delete(settled));
    return answer;
  }

  private flush(): void {
    const calls = this.outbox;
    this.outbox = [];
    if (calls.length > 0) this.started().postMessage(calls);
  }

  /** Waits for the calls in flight (their answers are owed), then stops the thread. */
  async close(): Promise<void> {
    await Promise.all(this.owed);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await stopThread(worker);
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./sqlite-writer.ts', import.meta.url), { workerData: this.options });
    // The HTTP side's open sockets keep the process alive while calls are owed; an idle writer must not.
    worker.unref();
    worker.on('message', (replies: WriterReply[]) => {
      for (const reply of replies) this.settle(reply);
    });
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`seamless writer thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: WriterReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if ('answer' in reply) waiting.resolve(reply.answer);
    else if ('refusal' in reply) waiting.reject(new SeamlessRefusal(reply.refusal));
    else waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
  }

  private fail(worker: Worker, error: unknown): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const owed = [...this.pending.values()];
    this.pending.clear();
    // Not yet posted either: failed with the rest rather than run by the next thread with nobody waiting.
    this.outbox = [];
    for (const waiting of owed) waiting.reject(error);
  }
}
