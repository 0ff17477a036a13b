// The chat pages' live channel: a WebSocket first; the event stream when the socket cannot open; polling when
// neither can. Notices only say "look" (the page then fetches through its ordinary calls), so every channel
// leads to the same answers and the unread counts always come from the platform. Nothing here touches the
// page: the browser's classes and timers come in `env`, so the choices can be tested with stand-ins.

/**
 * Failed sockets in a row before the event stream is used instead (for the page's lifetime). A socket fails
 * when it never opens, or closes within SHORT_LIVED_MS (a proxy that lets the upgrade through and then cuts it).
 */
export const SOCKET_TRIES = 2;
export const SHORT_LIVED_MS = 5000;
/** While no channel is up, the page asks every 3 s (the polling fallback). */
export const POLL_MS = 3000;
/** And every 30 s anyway, in case a notice was lost (a process restarted, a bus dropped). */
export const SAFETY_MS = 30_000;
const FIRST_DELAY_MS = 1000;
const LAST_DELAY_MS = 30_000;

/**
 * The pause before reconnect number `attempt` (1, 2, ...): 1 s, 2 s, 4 s ... at most 30 s, up to a fifth less
 * at random so that pages cut off together by a restart do not all come back in the same instant.
 */
export function backoffDelay(attempt, random = Math.random) {
  const base = Math.min(LAST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 - 0.2 * random()));
}

/** Which channel to try: the socket unless the browser has none or it failed to open SOCKET_TRIES times. */
export function chooseTransport({ hasWebSocket, hasEventSource, socketFailures }) {
  if (hasWebSocket && socketFailures < SOCKET_TRIES) return 'socket';
  if (hasEventSource) return 'stream';
  return 'poll';
}

/** The socket's address on the page's own origin (ws: beside http:, wss: beside https:). */
export function socketUrl(location, path) {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/**
 * Starts the channel. `refresh(notice?)` fetches what changed (a notice, or undefined for "catch up");
 * `onState(transport, up)` tells the page which channel it is on and whether it is up.
 */
export function connectLive({ socketPath, streamPath, refresh, onState }, env) {
  let transport = 'poll';
  let up = false;
  let socketFailures = 0;
  let attempt = 0;
  const tick = () => refresh().catch(() => {});
  const state = (next, isUp) => {
    transport = next;
    up = isUp;
    onState(transport, up);
  };
  env.setInterval(() => {
    if (!up) tick();
  }, POLL_MS);
  env.setInterval(tick, SAFETY_MS);
  const notice = (data) => {
    let parsed;
    try {
      parsed = JSON.parse(data);
    } catch {
      return tick();
    }
    refresh(parsed).catch(() => {});
  };

  const openStream = () => {
    const source = new env.EventSource(streamPath);
    state('stream', false);
    // EventSource reconnects by itself (the stream's retry is 3 s); the page polls meanwhile.
    source.addEventListener('open', () => {
      state('stream', true);
      tick();
    });
    source.addEventListener('error', () => state('stream', false));
    source.addEventListener('chat', (event) => notice(event.data));
  };

  const next = () => {
    const choice = chooseTransport({
      hasWebSocket: typeof env.WebSocket === 'function',
      hasEventSource: typeof env.EventSource === 'function',
      socketFailures,
    });
    if (choice === 'socket') openSocket();
    else if (choice === 'stream') openStream();
    else state('poll', false);
  };

  const openSocket = () => {
    let opened = false;
    let openedAt = 0;
    const socket = new env.WebSocket(socketUrl(env.location, socketPath));
    state('socket', false);
    socket.addEventListener('open', () => {
      opened = true;
      openedAt = env.now();
      attempt = 0;
      state('socket', true);
      // Whatever happened while it was down.
      tick();
    });
    socket.addEventListener('message', (event) => notice(event.data));
    socket.addEventListener('close', () => {
      const failed = !opened || env.now() - openedAt < SHORT_LIVED_MS;
      socketFailures = failed ? socketFailures + 1 : 0;
      state('socket', false);
      attempt += 1;
      // The socket has had its tries: straight to the next channel, no waiting.
      if (failed && socketFailures >= SOCKET_TRIES) return next();
      env.setTimeout(next, backoffDelay(attempt, env.random));
    });
  };

  next();
  return { transport: () => transport, up: () => up };
}
