/**
 * Runs a bench server entry as a child process on loopback: start, wait until it answers, kill -9 or stop; and an
 * ops verb (`npm run ops -- …`) as a child process a bench can kill -9 too.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  origin: string;
  /** The process id (its CPU time is read from the operating system: bench/lib/cpu-accounting.ts). */
  pid: number;
  /** kill -9: no handler runs, nothing is flushed that the database had not made durable. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The environment of a platform child process: only this store, limits in memory and no Redis. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, REDIS_URL: '', SQLITE_PATH: '', DATABASE_URL: '', DATABASE_SCHEMA: '', ...env };
}

export interface LaunchedServer extends ServerProcess {
  /** Settles once the server answers; rejects when it does not in time (30 s unless told) or exits first. */
  ready: Promise<void>;
}

/**
 * Starts a server without waiting for it to answer: a bench may kill it while it is still starting (its jobs run
 * at start, before it listens). `extraNodeArgs`: e.g. a preload (bench/lib/bench-clock.ts).
 */
export function launchServer(
  entry: string,
  port: number,
  env: Record<string, string>,
  extraNodeArgs: string[] = [],
  readyWithinMs = 30_000,
): LaunchedServer {
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": profile the server under load (NODE_OPTIONS refuses these).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // Each start is a fresh process, as after a real crash.
  const child = spawn(process.execPath, [...nodeArgs, ...extraNodeArgs, entry], {
    env: { ...childEnv(env), PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + readyWithinMs;
    for (;;) {
      try {
        if ((await fetch(`${origin}/wps/system/status`, { signal: AbortSignal.timeout(2000) })).ok) return;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${entry} exited before it answered`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${entry} did not start on ${origin}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  // A server killed while starting never answers: that is the kill, not a failure someone must hear of.
  ready.catch(() => {});
  return {
    origin,
    pid: child.pid!,
    ready,
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

/** Starts a server and waits until it answers. */
export async function startServer(
  entry: string,
  port: number,
  env: Record<string, string>,
  extraNodeArgs: string[] = [],
): Promise<ServerProcess> {
  const server = launchServer(entry, port, env, extraNodeArgs);
  await server.ready;
  return server;
}

export interface OpsProcess {
  /** The exit code (null when killed) and what the verb printed. */
  done: Promise<{ code: number | null; output: string }>;
  /** kill -9, as for a server. */
  crash(): Promise<void>;
}

/** Runs `platform/ops/cli.ts <args>` on a store, as an operator would (`npm run ops -- …`). */
export function startOps(args: string[], env: Record<string, string>, extraNodeArgs: string[] = []): OpsProcess {
  const child = spawn(process.execPath, [...extraNodeArgs, 'platform/ops/cli.ts', ...args], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const done = exited(child).then(() => ({ code: child.exitCode, output }));
  return {
    done,
    crash: async () => {
      child.kill('SIGKILL');
      await done;
    },
  };
}
