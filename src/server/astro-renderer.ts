/**
 * Runs Astro's Node handler and captures what it writes, so the answer goes out through Fastify
 * (compression, headers, logging) instead of straight to the socket. Pages are small; buffering is fine.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

export type AstroHandler = (
  req: IncomingMessage,
  res: unknown,
  next: (error?: unknown) => void,
  locals: App.Locals,
) => Promise<void>;

export interface RenderedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** The writable side Astro's writeResponse uses: writeHead, write, end, and close events. */
class CapturedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headers: OutgoingHttpHeaders = {};
  headersSent = false;
  readonly req: IncomingMessage;
  private readonly chunks: Buffer[] = [];
  private readonly done: (page: RenderedPage) => void;

  constructor(req: IncomingMessage, done: (page: RenderedPage) => void) {
    super();
    this.req = req;
    this.done = done;
  }

  writeHead(status: number, headers: OutgoingHttpHeaders = {}): this {
    this.statusCode = status;
    this.headers = { ...this.headers, ...headers };
    this.headersSent = true;
    return this;
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
    return this;
  }

  write(chunk: Uint8Array | string, callback?: () => void): boolean {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    callback?.();
    return true;
  }

  end(chunk?: Uint8Array | string): this {
    if (chunk !== undefined) this.write(chunk);
    this.done({ status: this.statusCode, headers: this.headers, body: Buffer.concat(this.chunks) });
    this.emit('finish');
    this.emit('close');
    return this;
  }

  destroy(): this {
    this.end();
    return this;
  }
}

/** Renders `url` with Astro; null when Astro has no route for it. */
export async function renderWithAstro(
  handler: AstroHandler,
  req: IncomingMessage,
  url: string,
  locals: App.Locals,
): Promise<RenderedPage | null> {
  const originalUrl = req.url;
  req.url = url;
  try {
    return await new Promise<RenderedPage | null>((resolve, reject) => {
      const res = new CapturedResponse(req, resolve);
      handler(req, res, (error?: unknown) => (error ? reject(error) : resolve(null)), locals).catch(reject);
    });
  } finally {
    req.url = originalUrl;
  }
}
