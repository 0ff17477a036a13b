/** A test's end of the chat's WebSocket: opens one as a browser page would, or reads why it was refused. */
import WebSocket from 'ws';

export interface OpenSocket {
  socket: WebSocket;
  /** The next notice (parsed) that `match` accepts; rejects after `ms`. */
  next(match?: (notice: any) => boolean, ms?: number): Promise<any>;
  /** Every notice seen so far. */
  seen: any[];
  close(): void;
}

/** Opens `url` (ws://...) with a page's Origin and cookie; resolves when open, rejects with the HTTP status when refused. */
export function openSocket(url: string, headers: Record<string, string>): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const seen: any[] = [];
    const waiting: { match: (notice: any) => boolean; resolve: (notice: any) => void }[] = [];
    socket.on('message', (data) => {
      const notice = JSON.parse(String(data));
      seen.push(notice);
      const at = waiting.findIndex((w) => w.match(notice));
      if (at >= 0) waiting.splice(at, 1)[0]!.resolve(notice);
    });
    socket.on('unexpected-response', (_request, response) => {
      reject(new RefusedSocket(response.statusCode ?? 0));
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
    socket.on('open', () =>
      resolve({
        socket,
        seen,
        next: (match = () => true, ms = 10_000) =>
          new Promise((found, fail) => {
            const already = seen.find(match);
            if (already) return found(already);
            const timer = setTimeout(() => fail(new Error(`no matching notice within ${ms} ms`)), ms);
            waiting.push({
              match,
              resolve: (notice) => {
                clearTimeout(timer);
                found(notice);
              },
            });
          }),
        close: () => socket.close(),
      }),
    );
  });
}

export class RefusedSocket extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`socket refused with HTTP ${status}`);
    this.status = status;
  }
}

/** The HTTP status a refused socket got (fails the test if it opened). */
export async function refusal(url: string, headers: Record<string, string>): Promise<number> {
  try {
    const open = await openSocket(url, headers);
    open.close();
    throw new Error('the socket opened');
  } catch (error) {
    if (error instanceof RefusedSocket) return error.status;
    throw error;
  }
}

/** Waits until the socket is closed by the other side; resolves with the close code. */
export function closed(socket: WebSocket, ms = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(0);
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), ms);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
