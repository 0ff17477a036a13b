/**
 * Server-sent events over plain HTTP: the chat's live channel where a WebSocket cannot open (live-socket.ts
 * is tried first). The answer is taken over from Fastify (hijack) so compression never buffers it; a comment
 * line every 25 s keeps proxies from closing an idle stream. The stream ends when the client goes away or
 * the server closes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatHub, ChatNotice } from './hub.ts';

const KEEP_ALIVE_MS = 25_000;

export function streamNotices(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  wanted: (notice: ChatNotice) => boolean,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'keep-alive',
  });
  // The client reconnects after 3 s when the stream drops.
  raw.write('retry: 3000\n\n');
  const unsubscribe = hub.subscribe(
    (notice) => {
      if (wanted(notice)) raw.write(`event: chat\ndata: ${JSON.stringify(notice)}\n\n`);
    },
    () => raw.end(),
  );
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  const stop = () => {
    clearInterval(keepAlive);
    unsubscribe();
  };
  request.raw.on('close', stop);
  raw.on('close', stop);
}
