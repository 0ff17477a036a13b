/**
 * How the server logs. Production keeps Fastify's structured JSON (one object per line, for log collectors).
 * Demo mode is read by a person in a terminal: one short line per page or call, static assets left out,
 * warnings and errors always shown, in plain words.
 */
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.ts';

/** Files the browser fetches for a page: not worth a line each. */
const ASSET =
  /^\/(?:_astro|cdn|vendor\/assets|fonts|images)\/|\.(?:js|mjs|css|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|txt|xml|webmanifest)$/;

export function isAssetPath(pathname: string): boolean {
  return ASSET.test(pathname);
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One pino JSON line as a person reads it: time, level (unless info), message, and an error's stack. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = typeof entry.level === 'number' ? (LEVELS[entry.level] ?? String(entry.level)) : 'INFO';
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const detail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${time} ${level === 'INFO' ? '' : `${level} `}${String(entry.msg ?? '')}${detail}`;
}

export function loggingFor(config: ServerConfig): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.mode === 'production') return { logger: { level: config.logLevel } };
  return {
    logger: {
      level: config.logLevel,
      stream: {
        write: (line: string) => {
          process.stdout.write(`${readableLine(line)}\n`);
        },
      },
    },
    // Replaced by logRequestsReadably: one line per answer instead of two JSON objects per request.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** Demo mode: `GET /en/help 200 4 ms` for each page and call (assets only when they fail); server errors as errors. */
export function logRequestsReadably(app: FastifyInstance): void {
  // Kept as it arrived: rendering a page reuses the raw request for its live regions, which rewrites its url.
  const arrived = new WeakMap<object, string>();
  app.addHook('onRequest', async (request) => {
    arrived.set(request, request.url);
  });
  app.addHook('onResponse', async (request, reply) => {
    const url = arrived.get(request) ?? request.url;
    const pathname = url.split('?')[0]!;
    if (reply.statusCode < 400 && isAssetPath(pathname)) return;
    // Calls pages make to the embedded platform inside this process (Fastify's injection) are part of the page's line.
    if (reply.statusCode < 400 && '_lightMyRequest' in request.raw) return;
    const line = `${request.method} ${url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
