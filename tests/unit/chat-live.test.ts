/**
 * The chat pages' live channel (platform/modules/chat/public/chat-live.js): the socket first, the event stream
 * when the socket cannot open, polling when neither exists; reconnects with a growing, jittered pause; every
 * (re)connect catches up. Driven with stand-ins for the browser's WebSocket, EventSource and timers.
 */
import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  chooseTransport,
  connectLive,
  POLL_MS,
  SAFETY_MS,
  SHORT_LIVED_MS,
  SOCKET_TRIES,
  socketUrl,
} from '../../platform/modules/chat/public/chat-live.js';
import { pagePolicy } from '../../platform/modules/chat/pages.ts';
import { socketOriginAllowed } from '../../platform/modules/chat/socket-origin.ts';

type Listener = (event: { data?: string }) => void;

class FakeChannel {
  readonly url: string;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

function harness(options: { webSocket?: boolean; eventSource?: boolean } = {}) {
  const sockets: FakeChannel[] = [];
  const streams: FakeChannel[] = [];
  const timeouts: { run: () => void; ms: number }[] = [];
  const intervals: { run: () => void; ms: number }[] = [];
  const refreshes: unknown[] = [];
  const clock = { now: 0 };
  const states: string[] = [];
  const env = {
    WebSocket:
      options.webSocket === false
        ? undefined
        : class extends FakeChannel {
            constructor(url: string) {
              super(url);
              sockets.push(this);
            }
          },
    EventSource:
      options.eventSource === false
        ? undefined
        : class extends FakeChannel {
            constructor(url: string) {
              super(url);
              streams.push(this);
            }
          },
    setTimeout: (run: () => void, ms: number) => timeouts.push({ run, ms }),
    setInterval: (run: () => void, ms: number) => intervals.push({ run, ms }),
    location: { protocol: 'https:', host: 'play.example.com' },
    random: () => 0,
    now: () => clock.now,
  };
  const live = connectLive(
    {
      socketPath: '/wps/chat/socket',
      streamPath: '/wps/chat/events',
      refresh: async (notice?: unknown) => {
        refreshes.push(notice);
      },
      onState: (transport: string, up: boolean) => states.push(`${transport}:${up ? 'up' : 'down'}`),
    },
    env,
  );
  /** Runs the interval of period `ms` once (what the browser would do when it is due). */
  const every = (ms: number) => intervals.find((i) => i.ms === ms)!.run();
  return { live, sockets, streams, timeouts, refreshes, states, every, clock };
}

describe('choosing the live channel', () => {
  it('takes the socket while it has tries left, then the event stream, then polling', () => {
    expect(chooseTransport({ hasWebSocket: true, hasEventSource: true, socketFailures: 0 })).toBe('socket');
    expect(chooseTransport({ hasWebSocket: true, hasEventSource: true, socketFailures: SOCKET_TRIES - 1 })).toBe(
      'socket',
    );
    expect(chooseTransport({ hasWebSocket: true, hasEventSource: true, socketFailures: SOCKET_TRIES })).toBe('stream');
    expect(chooseTransport({ hasWebSocket: false, hasEventSource: true, socketFailures: 0 })).toBe('stream');
    expect(chooseTransport({ hasWebSocket: true, hasEventSource: false, socketFailures: SOCKET_TRIES })).toBe('poll');
    expect(chooseTransport({ hasWebSocket: false, hasEventSource: false, socketFailures: 0 })).toBe('poll');
  });

  it('waits 1 s, 2 s, 4 s ... at most 30 s between reconnects, up to a fifth less at random', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(1, () => 1)).toBe(800);
    expect(backoffDelay(3, () => 0.5)).toBe(3600);
  });

  it("opens the socket on the page's own origin, wss beside https", () => {
    expect(socketUrl({ protocol: 'https:', host: 'play.example.com' }, '/wps/chat/socket')).toBe(
      'wss://play.example.com/wps/chat/socket',
    );
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:4650' }, '/ops/chat/api/socket')).toBe(
      'ws://127.0.0.1:4650/ops/chat/api/socket',
    );
  });
});

describe('the live channel', () => {
  it('uses the socket first, catches up when it opens, and refreshes on each notice', () => {
    const h = harness();
    expect(h.sockets).toHaveLength(1);
    expect(h.sockets[0]!.url).toBe('wss://play.example.com/wps/chat/socket');
    expect(h.streams).toHaveLength(0);
    h.sockets[0]!.emit('open');
    expect(h.live.transport()).toBe('socket');
    expect(h.live.up()).toBe(true);
    expect(h.refreshes).toEqual([undefined]);
    h.sockets[0]!.emit('message', '{"conversationId":7,"channel":"standard","kind":"message"}');
    expect(h.refreshes.at(-1)).toEqual({ conversationId: 7, channel: 'standard', kind: 'message' });
  });

  it('polls every 3 s only while the channel is down, and every 30 s anyway', () => {
    const h = harness();
    h.every(POLL_MS);
    expect(h.refreshes).toHaveLength(1);
    h.sockets[0]!.emit('open');
    h.every(POLL_MS);
    expect(h.refreshes).toHaveLength(2); // the catch-up at open, no poll
    h.every(SAFETY_MS);
    expect(h.refreshes).toHaveLength(3);
  });

  it('falls back to the event stream when the socket cannot open twice in a row', () => {
    const h = harness();
    h.sockets[0]!.emit('close');
    expect(h.timeouts).toHaveLength(1);
    expect(h.timeouts[0]!.ms).toBe(1000);
    h.timeouts[0]!.run();
    expect(h.sockets).toHaveLength(2);
    h.sockets[1]!.emit('close');
    // No pause: the socket had its tries.
    expect(h.streams).toHaveLength(1);
    expect(h.streams[0]!.url).toBe('/wps/chat/events');
    expect(h.live.transport()).toBe('stream');
    h.streams[0]!.emit('open');
    expect(h.live.up()).toBe(true);
    h.streams[0]!.emit('chat', '{"conversationId":3,"channel":"vip","kind":"read"}');
    expect(h.refreshes.at(-1)).toEqual({ conversationId: 3, channel: 'vip', kind: 'read' });
    h.streams[0]!.emit('error');
    expect(h.live.up()).toBe(false);
    expect(h.sockets).toHaveLength(2);
  });

  it('reconnects a socket that was open, with a growing pause that starts over once it opens again', () => {
    const h = harness();
    h.sockets[0]!.emit('open');
    h.clock.now += SHORT_LIVED_MS;
    h.sockets[0]!.emit('close');
    expect(h.live.up()).toBe(false);
    expect(h.timeouts.at(-1)!.ms).toBe(1000);
    h.timeouts.at(-1)!.run();
    h.sockets[1]!.emit('close'); // a restart: the first try fails
    expect(h.timeouts.at(-1)!.ms).toBe(2000);
    h.timeouts.at(-1)!.run();
    h.sockets[2]!.emit('open');
    expect(h.streams).toHaveLength(0);
    expect(h.refreshes).toHaveLength(2); // caught up at each open
    h.clock.now += 60_000;
    h.sockets[2]!.emit('close');
    expect(h.timeouts.at(-1)!.ms).toBe(1000);
    expect(h.sockets).toHaveLength(3);
  });

  it('counts a socket cut right after it opened as failed, and then takes the event stream', () => {
    const h = harness();
    for (const at of [0, 1]) {
      h.sockets[at]!.emit('open');
      h.clock.now += 100;
      h.sockets[at]!.emit('close');
      if (at === 0) h.timeouts.at(-1)!.run();
    }
    expect(h.sockets).toHaveLength(2);
    expect(h.streams).toHaveLength(1);
    expect(h.live.transport()).toBe('stream');
  });

  it('without WebSocket uses the event stream; without either it polls', () => {
    const stream = harness({ webSocket: false });
    expect(stream.sockets).toHaveLength(0);
    expect(stream.streams).toHaveLength(1);
    const poll = harness({ webSocket: false, eventSource: false });
    expect(poll.live.transport()).toBe('poll');
    expect(poll.states).toEqual(['poll:down']);
    poll.every(POLL_MS);
    expect(poll.refreshes).toHaveLength(1);
  });

  it('treats a notice it cannot read as a reason to look', () => {
    const h = harness();
    h.sockets[0]!.emit('open');
    h.sockets[0]!.emit('message', 'not json');
    expect(h.refreshes).toEqual([undefined, undefined]);
  });
});

describe("the sockets' origin and the pages' policy", () => {
  it('accept only the configured origin, or without one the page’s own host', () => {
    const configured = 'https://play.example.com';
    expect(socketOriginAllowed('https://play.example.com', 'play.example.com', 'https', configured)).toBe(true);
    expect(socketOriginAllowed('https://evil.example', 'play.example.com', 'https', configured)).toBe(false);
    expect(socketOriginAllowed('http://play.example.com', 'play.example.com', 'https', configured)).toBe(false);
    expect(socketOriginAllowed(undefined, 'play.example.com', 'https', configured)).toBe(false);
    expect(socketOriginAllowed('http://127.0.0.1:4650', '127.0.0.1:4650', 'http', undefined)).toBe(true);
    expect(socketOriginAllowed('http://127.0.0.1:4651', '127.0.0.1:4650', 'http', undefined)).toBe(false);
    expect(socketOriginAllowed('null', '127.0.0.1:4650', 'http', undefined)).toBe(false);
    expect(socketOriginAllowed('file://127.0.0.1:4650', '127.0.0.1:4650', 'http', undefined)).toBe(false);
    // The whole origin: the same host under the other scheme is another origin.
    expect(socketOriginAllowed('https://127.0.0.1:4650', '127.0.0.1:4650', 'http', undefined)).toBe(false);
    expect(socketOriginAllowed('http://play.example.com', 'play.example.com', 'https', undefined)).toBe(false);
    expect(socketOriginAllowed('https://play.example.com', 'play.example.com:443', 'https', undefined)).toBe(true);
  });

  it('let the chat pages connect to their own origin and the configured socket origin, nothing else', () => {
    const policy = pagePolicy('https://play.example.com');
    expect(policy).toContain("connect-src 'self' wss://play.example.com;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(pagePolicy(undefined)).toContain("connect-src 'self';");
  });
});
