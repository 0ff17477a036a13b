/** Runs a bench server entry as a child process on loopback: start, wait until it answers, kill -9 or stop. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  origin: string;
  /** kill -9: no handler runs, nothing is flushed that the database had not made durable. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(entry: string, port: number, env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": profile the server under load (NODE_OPTIONS refuses these).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    // Limits in memory and no Redis: each start is a fresh process, as after a real crash.
    env: {
      ...process.env,
      REDIS_URL: '',
      SQLITE_PATH: '',
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/wps/system/status`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start on ${origin}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    crash: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
