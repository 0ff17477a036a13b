/**
 * The live chat's WebSockets (issue 19): refused before the upgrade without a session or from another origin,
 * a notice (never the text) on the player's socket when an operator answers, on the operators' socket when a
 * player writes or reads, only the player's own conversation, and closed with "going away" when the server
 * stops. On PostgreSQL with REDIS_URL the notices go through Redis, without it through LISTEN/NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type StoreName, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { operatorPassword } from '../../platform/modules/chat/operator-auth.ts';
import { closed, openSocket, refusal, type OpenSocket } from './chat-socket-client.ts';

interface Variant {
  store: StoreName;
  redis: boolean;
  bus: 'memory' | 'postgres' | 'redis';
}

const variants: Variant[] = STORES.flatMap((store): Variant[] =>
  store === 'postgres'
    ? [
        { store, redis: false, bus: 'postgres' },
        ...(process.env.REDIS_URL ? [{ store, redis: true, bus: 'redis' as const }] : []),
      ]
    : [{ store, redis: false, bus: 'memory' }],
);

describe.each(variants)('chat sockets on $store ($bus notices)', ({ store, redis, bus }) => {
  let t: TestPlatform;
  let api: Caller;
  let base: string;
  let origin: string;
  let player: string;
  let vip: string;
  let opsCookie: string;
  const sockets: OpenSocket[] = [];

  const login = async (username: string) =>
    (await api.login(username, 'Demo1234', nextIp())).body.value.token as string;
  const playerSocket = async (token: string) => {
    const open = await openSocket(`${base}/wps/chat/socket`, { origin, cookie: `wps_session=${token}` });
    sockets.push(open);
    return open;
  };
  const operatorSocket = async () => {
    const open = await openSocket(`${base}/ops/chat/api/socket`, { origin, cookie: opsCookie });
    sockets.push(open);
    return open;
  };
  const conversationOf = async (token: string) =>
    (await api.call({ method: 'GET', url: '/wps/chat/conversation', token })).body.value.conversation.id as number;
  const operatorAnswers = (conversationId: number, text: string) =>
    api.call({
      method: 'POST',
      url: `/ops/chat/api/conversations/${conversationId}/messages`,
      payload: { text },
      headers: { cookie: opsCookie },
    });

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis });
    api = caller(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace(/^http/, 'ws');
    origin = address;
    player = await login('demoplayer');
    vip = await login('vipplayer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/chat/api/login',
      payload: { password: operatorPassword(t.platform.context)! },
    });
    opsCookie = String(res.headers['set-cookie']).split(';')[0]!;
  });
  afterAll(async () => {
    for (const open of sockets) open.close();
    await t?.close();
  });

  it(`carries the notices over ${bus}`, () => {
    expect(t.platform.chat.busKind).toBe(bus);
  });

  it('refuses the player without a session, with a dead one, or from another site, before any upgrade', async () => {
    expect(await refusal(`${base}/wps/chat/socket`, { origin })).toBe(401);
    expect(await refusal(`${base}/wps/chat/socket`, { origin, cookie: 'wps_session=not-a-session' })).toBe(401);
    const cookie = `wps_session=${player}`;
    expect(await refusal(`${base}/wps/chat/socket`, { origin: 'https://evil.example', cookie })).toBe(403);
    // The page's own host under another scheme is another origin (demo, no PUBLIC_URL).
    expect(await refusal(`${base}/wps/chat/socket`, { origin: origin.replace('http:', 'https:'), cookie })).toBe(403);
    expect(await refusal(`${base}/wps/chat/socket`, { cookie })).toBe(403);
  });

  it('refuses the operators’ socket without their sign-in or from another site', async () => {
    expect(await refusal(`${base}/ops/chat/api/socket`, { origin })).toBe(401);
    expect(await refusal(`${base}/ops/chat/api/socket`, { origin, cookie: `wps_session=${player}` })).toBe(401);
    expect(await refusal(`${base}/ops/chat/api/socket`, { origin: 'http://127.0.0.2', cookie: opsCookie })).toBe(403);
  });

  it("tells the player's socket at once that an operator answered, without the text", async () => {
    const conversationId = await conversationOf(player);
    const socket = await playerSocket(player);
    expect((await operatorAnswers(conversationId, 'Socket answer')).status).toBe(200);
    const notice = await socket.next();
    expect(notice).toEqual({ conversationId, channel: 'standard', kind: 'message' });
    expect(JSON.stringify(socket.seen)).not.toContain('Socket answer');
    // The answer itself is fetched with the ordinary call, and counts as unread until read.
    const messages = await api.call({ method: 'GET', url: '/wps/chat/messages?after=0', token: player });
    expect(messages.body.value.messages.at(-1).text).toBe('Socket answer');
    expect(messages.body.value.unread).toBe(1);
  });

  it("hears only the player's own conversation", async () => {
    const own = await conversationOf(player);
    const other = await conversationOf(vip);
    const socket = await playerSocket(player);
    await operatorAnswers(other, 'For the VIP only');
    await operatorAnswers(own, 'For demoplayer');
    expect((await socket.next((n) => n.kind === 'message')).conversationId).toBe(own);
    expect(socket.seen.some((n) => n.conversationId === other)).toBe(false);
  });

  it("tells the operators' socket of every player's message and of a read", async () => {
    const socket = await operatorSocket();
    const vipConversation = await conversationOf(vip);
    await api.call({ method: 'POST', url: '/wps/chat/messages', token: vip, payload: { text: 'VIP here' } });
    expect(await socket.next((n) => n.kind === 'message')).toEqual({
      conversationId: vipConversation,
      channel: 'vip',
      kind: 'message',
    });
    const own = await conversationOf(player);
    const read = await api.call({
      method: 'POST',
      url: '/wps/chat/read',
      token: player,
      payload: { lastId: 2 ** 31 - 1 },
    });
    expect(read.body.value.unread).toBe(0);
    expect(await socket.next((n) => n.kind === 'read')).toMatchObject({ conversationId: own, kind: 'read' });
  });

  it('closes open sockets with "going away" when the server stops', async () => {
    const socket = await playerSocket(player);
    const code = closed(socket.socket);
    t.platform.chat.close();
    expect(await code).toBe(1001);
  });
});
