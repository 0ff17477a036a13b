/**
 * The chat's WebSocket: the live channel both pages try first. The server only speaks: one JSON notice per
 * frame ({ conversationId, channel, kind }), never message text, so the socket gives nothing a page could not
 * fetch with its calls. A ping every 25 s keeps proxies from closing an idle socket and ends one whose browser
 * went away without a word. Whatever the page sends is ignored (frames are capped small where the socket
 * plugin is registered).
 */
import type { WebSocket } from 'ws';
import type { ChatHub, ChatNotice } from './hub.ts';

const PING_MS = 25_000;
/** 1001 "going away": the server is shutting down; the page reconnects, to another process if there is one. */
const GOING_AWAY = 1001;

export function socketNotices(socket: WebSocket, hub: ChatHub, wanted: (notice: ChatNotice) => boolean): void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const unsubscribe = hub.subscribe(
    (notice) => {
      if (wanted(notice) && socket.readyState === socket.OPEN) socket.send(JSON.stringify(notice));
    },
    () => socket.close(GOING_AWAY),
  );
  const ping = setInterval(() => {
    if (!alive) return void socket.terminate();
    alive = false;
    socket.ping();
  }, PING_MS);
  ping.unref();
  socket.on('close', () => {
    clearInterval(ping);
    unsubscribe();
  });
}
