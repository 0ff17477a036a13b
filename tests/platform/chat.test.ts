/**
 * The built-in live chat (issue 19): the player's calls under /wps/chat, the operators' under /ops/chat/api,
 * images with the upload rules, unread counts on both sides, business hours, the VIP channel and the live stream.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { tinyJpeg, tinyPng, type Upload } from '../support/images.ts';
import { operatorPassword } from '../../platform/modules/chat/operator-auth.ts';

/** 10:00 in Dhaka (UTC+6): the demo merchant's chat is open from 09:00 to 23:00. */
const OPEN_AT = Date.parse('2026-11-24T04:00:00Z');
/** 00:30 in Dhaka the next night: closed. */
const CLOSED_AT = Date.parse('2026-11-24T18:30:00Z');

const png = (name = 'photo.png'): Upload => ({ filename: name, contentType: 'image/png', bytes: tinyPng() });
const svg: Upload = {
  filename: 'evil.png',
  contentType: 'image/png',
  bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

/** A browser form's body: the text field, then each file under "file". */
function form(text: string | undefined, files: Upload[]) {
  const boundary = `----chat${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  if (text !== undefined)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(STORES)('live chat on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = OPEN_AT;
  const now = () => clock;
  let player: string;
  let vip: string;
  let opsCookie: string;

  const login = async (username: string) =>
    (await api.login(username, 'Demo1234', nextIp())).body.value.token as string;
  const playerCall = (token: string, method: 'GET' | 'POST', url: string, extra: Record<string, unknown> = {}) =>
    api.call({ method, url, token, ...extra });
  const ops = (
    method: 'GET' | 'POST',
    url: string,
    extra: { payload?: unknown; headers?: Record<string, string>; cookie?: string } = {},
  ) =>
    api.call({
      method,
      url: `/ops/chat/api${url}`,
      payload: extra.payload as never,
      headers: { ...(extra.headers ?? {}), cookie: extra.cookie ?? opsCookie },
    });
  const opsLogin = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/chat/api/login',
      payload: { password: operatorPassword(t.platform.context)! },
    });
    expect(res.statusCode).toBe(200);
    opsCookie = String(res.headers['set-cookie']).split(';')[0]!;
  };
  const chatFiles = () => {
    const dir = path.join(t.config.uploadDir, 'chat');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now, redis: false });
    api = caller(t.app, now);
    player = await login('demoplayer');
    vip = await login('vipplayer');
    await opsLogin();
  });
  afterAll(async () => t?.close());

  describe('the player', () => {
    it('must be logged in', async () => {
      const res = await api.call({ method: 'GET', url: '/wps/chat/conversation' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('not_logged_in');
    });

    it('opens a conversation on the standard channel, open hours, nothing unread', async () => {
      const { status, body } = await playerCall(player, 'GET', '/wps/chat/conversation');
      expect(status).toBe(200);
      expect(body.value.conversation.channel).toBe('standard');
      expect(body.value.hours).toMatchObject({ open: true, opensAt: '09:00', closesAt: '23:00', awayMessage: null });
      expect(body.value.unread).toBe(0);
      expect(body.value.messages).toEqual([]);
    });

    it('is reached with the session cookie alone (the popup page and its event stream)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/chat/conversation',
        headers: { cookie: `wps_session=${player}` },
      });
      expect(res.statusCode).toBe(200);
    });

    it('sends a text message, trimmed', async () => {
      const { status, body } = await playerCall(player, 'POST', '/wps/chat/messages', {
        payload: { text: '  I cannot withdraw  ' },
      });
      expect(status).toBe(200);
      expect(body.value.message).toMatchObject({ sender: 'player', text: 'I cannot withdraw', attachments: [] });
    });

    it("refuses an empty, blank or too long message in the player's language and keeps nothing", async () => {
      const before = (await playerCall(player, 'GET', '/wps/chat/messages')).body.value.messages.length;
      for (const text of ['', '   \n ']) {
        const res = await playerCall(player, 'POST', '/wps/chat/messages', { payload: { text } });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('chat_message_empty');
        expect(res.body.message).toBe('Please write a message or add an image.');
      }
      const long = await playerCall(player, 'POST', '/wps/chat/messages', { payload: { text: 'x'.repeat(1001) } });
      expect(long.status).toBe(400);
      expect(long.body.code).toBe('chat_message_too_long');
      const bn = await playerCall(player, 'POST', '/wps/chat/messages', {
        payload: { text: 'x'.repeat(1001) },
        headers: { language: 'bn' },
      });
      expect(bn.body.message).toBe('একটি বার্তায় সর্বোচ্চ ১০০০টি অক্ষর থাকতে পারে।');
      expect(
        (await playerCall(player, 'POST', '/wps/chat/messages', { payload: { text: 'hi', admin: true } })).status,
      ).toBe(400);
      expect((await playerCall(player, 'POST', '/wps/chat/messages', { payload: { text: 5 } })).status).toBe(400);
      expect((await playerCall(player, 'GET', '/wps/chat/messages')).body.value.messages).toHaveLength(before);
    });

    it('sends up to 3 PNG or JPEG images with a message, and sees them back', async () => {
      const { status, body } = await playerCall(
        player,
        'POST',
        '/wps/chat/messages',
        form('my receipt', [
          png(),
          { filename: 'r.jpg', contentType: 'image/jpeg', bytes: tinyJpeg() },
          png('again.png'),
        ]),
      );
      expect(status).toBe(200);
      const attachments = body.value.message.attachments;
      expect(attachments.map((a: { mediaType: string }) => a.mediaType)).toEqual([
        'image/png',
        'image/jpeg',
        'image/png',
      ]);
      const image = await t.app.inject({
        method: 'GET',
        url: `/wps/chat/attachments/${attachments[0].id}`,
        headers: { token: player },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(tinyPng())).toBe(true);
      // Images alone are a message too.
      expect((await playerCall(player, 'POST', '/wps/chat/messages', form(undefined, [png()]))).status).toBe(200);
    });

    it('refuses a fourth image, an SVG named .png and a file over 5 MB, storing nothing', async () => {
      const before = (await playerCall(player, 'GET', '/wps/chat/messages')).body.value.messages.length;
      const files = chatFiles();
      const four = await playerCall(player, 'POST', '/wps/chat/messages', form('four', [png(), png(), png(), png()]));
      expect(four.status).toBe(413);
      expect(four.body.code).toBe('chat_attachment_too_many');
      expect(four.body.message).toBe('Please add at most 3 images to a message.');
      const fake = await playerCall(player, 'POST', '/wps/chat/messages', form('svg', [png(), svg]));
      expect(fake.status).toBe(415);
      expect(fake.body.code).toBe('chat_attachment_bad_type');
      const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
      const large = await playerCall(
        player,
        'POST',
        '/wps/chat/messages',
        form('big', [{ filename: 'big.png', contentType: 'image/png', bytes: big }]),
      );
      expect(large.status).toBe(413);
      expect(large.body.code).toBe('chat_attachment_too_large');
      const blank = await playerCall(player, 'POST', '/wps/chat/messages', form('   ', []));
      expect(blank.body.code).toBe('chat_message_empty');
      expect((await playerCall(player, 'GET', '/wps/chat/messages')).body.value.messages).toHaveLength(before);
      expect(chatFiles()).toBe(files);
    });

    it("cannot reach another player's conversation or images", async () => {
      const mine = (await playerCall(player, 'GET', '/wps/chat/messages')).body.value.messages;
      const attachmentId = mine.find((m: { attachments: unknown[] }) => m.attachments.length > 0).attachments[0].id;
      const other = await playerCall(vip, 'GET', `/wps/chat/attachments/${attachmentId}`);
      expect(other.status).toBe(404);
      expect(other.body.code).toBe('chat_attachment_not_found');
      const theirs = (await playerCall(vip, 'GET', '/wps/chat/conversation')).body.value;
      expect(theirs.messages).toEqual([]);
      // No call takes a conversation id: one given is refused, not followed.
      expect((await playerCall(vip, 'GET', '/wps/chat/messages?after=0&conversationId=1')).status).toBe(400);
      expect((await playerCall(vip, 'GET', '/wps/chat/attachments/abc')).status).toBe(400);
    });
  });

  describe('the VIP channel', () => {
    it('is where a member above rank 4 lands, whatever the page asked for', async () => {
      const { body } = await playerCall(vip, 'GET', '/wps/chat/conversation?language=en');
      expect(body.value.conversation.channel).toBe('vip');
      expect((await playerCall(player, 'GET', '/wps/chat/conversation')).body.value.conversation.channel).toBe(
        'standard',
      );
    });
  });

  describe('operators', () => {
    it("need the operators' password", async () => {
      const none = await ops('GET', '/conversations', { cookie: '' });
      expect(none.status).toBe(401);
      expect(none.body.code).toBe('chat_operator_required');
      const forged = await ops('GET', '/conversations', { cookie: 'ops_chat=forged-token' });
      expect(forged.status).toBe(401);
      const wrong = await ops('POST', '/login', { payload: { password: 'not-the-password' }, cookie: '' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('chat_operator_login_failed');
      expect((await ops('POST', '/login', { payload: {}, cookie: '' })).status).toBe(400);
    });

    it('see VIP conversations marked and first, with unread counts', async () => {
      await playerCall(vip, 'POST', '/wps/chat/messages', { payload: { text: 'VIP here' } });
      clock += 1000;
      await playerCall(player, 'POST', '/wps/chat/messages', { payload: { text: 'still waiting' } });
      const { status, body } = await ops('GET', '/conversations');
      expect(status).toBe(200);
      const list = body.value.conversations;
      expect(list.map((c: { username: string; channel: string }) => [c.username, c.channel])).toEqual([
        ['vipplayer', 'vip'],
        ['demoplayer', 'standard'],
      ]);
      expect(list[0].unread).toBe(1);
      expect(list[1].unread).toBeGreaterThanOrEqual(4);
      expect(body.value.unread).toBe(list[0].unread + list[1].unread);
    });

    it("answer; the player sees the answer as unread until reading it, and the operator's count clears on reading", async () => {
      const conversation = (await ops('GET', '/conversations')).body.value.conversations.find(
        (c: { username: string }) => c.username === 'demoplayer',
      );
      const read = await ops('GET', `/conversations/${conversation.id}/messages`);
      expect(read.body.value.messages.at(-1).text).toBe('still waiting');
      const lastId = read.body.value.messages.at(-1).id;
      expect(
        (await ops('POST', `/conversations/${conversation.id}/read`, { payload: { lastId } })).body.value.unread,
      ).toBe(0);

      const answer = await ops('POST', `/conversations/${conversation.id}/messages`, {
        payload: { text: 'We are looking into it.' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.value.message.sender).toBe('operator');
      const mine = await playerCall(player, 'GET', `/wps/chat/messages?after=${lastId}`);
      expect(mine.body.value.messages.map((m: { text: string }) => m.text)).toEqual(['We are looking into it.']);
      expect(mine.body.value.unread).toBe(1);
      const cleared = await playerCall(player, 'POST', '/wps/chat/read', {
        payload: { lastId: answer.body.value.message.id },
      });
      expect(cleared.body.value.unread).toBe(0);
      // A read mark past the newest message stops at the newest.
      expect(
        (await playerCall(player, 'POST', '/wps/chat/read', { payload: { lastId: 2 ** 31 - 1 } })).body.value.unread,
      ).toBe(0);
      expect((await playerCall(player, 'POST', '/wps/chat/read', { payload: { lastId: -1 } })).status).toBe(400);
    });

    it("open the players' images; refuse bad answers and unknown conversations", async () => {
      const conversation = (await ops('GET', '/conversations')).body.value.conversations.find(
        (c: { username: string }) => c.username === 'demoplayer',
      );
      const messages = (await ops('GET', `/conversations/${conversation.id}/messages`)).body.value.messages;
      const attachmentId = messages.find((m: { attachments: unknown[] }) => m.attachments.length > 0).attachments[0].id;
      const image = await t.app.inject({
        method: 'GET',
        url: `/ops/chat/api/attachments/${attachmentId}`,
        headers: { cookie: opsCookie },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(
        (await ops('POST', `/conversations/${conversation.id}/messages`, { payload: { text: '' } })).body.code,
      ).toBe('chat_message_empty');
      const missing = await ops('POST', '/conversations/999999/messages', { payload: { text: 'hello?' } });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('chat_conversation_not_found');
      expect((await ops('GET', '/conversations/0/messages')).status).toBe(400);
    });
  });

  describe('business hours', () => {
    it("outside them the player gets the merchant's away message in the page's language, and can still write", async () => {
      clock = CLOSED_AT;
      const token = await login('demoplayer');
      const en = (await playerCall(token, 'GET', '/wps/chat/conversation')).body.value.hours;
      expect(en.open).toBe(false);
      expect(en.awayMessage).toContain('Leave your message');
      const bn = (await playerCall(token, 'GET', '/wps/chat/conversation', { headers: { language: 'bn' } })).body.value
        .hours;
      expect(bn.awayMessage).toContain('বার্তা রেখে যান');
      expect((await playerCall(token, 'POST', '/wps/chat/messages', { payload: { text: 'after hours' } })).status).toBe(
        200,
      );
      player = token;
      // Operators' sessions last 12 hours: this clock moved past that.
      expect((await ops('GET', '/conversations')).status).toBe(401);
      await opsLogin();
    });
  });

  describe('the live stream', () => {
    it('tells the player at once that an operator answered', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const abort = new AbortController();
      const response = await fetch(`${address}/wps/chat/events`, {
        headers: { cookie: `wps_session=${player}` },
        signal: abort.signal,
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.getReader();
      const conversation = (await ops('GET', '/conversations')).body.value.conversations.find(
        (c: { username: string }) => c.username === 'demoplayer',
      );
      await ops('POST', `/conversations/${conversation.id}/messages`, { payload: { text: 'Live answer' } });
      let seen = '';
      while (!seen.includes('event: chat')) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += new TextDecoder().decode(value);
      }
      abort.abort();
      expect(seen).toContain('event: chat');
      expect(seen).toContain(`"conversationId":${conversation.id}`);
      expect(seen).not.toContain('Live answer');
    });

    it('is refused without a session', async () => {
      const res = await api.call({ method: 'GET', url: '/wps/chat/events' });
      expect(res.status).toBe(401);
    });
  });

  describe('the pages', () => {
    it("serve the player's popup and the operators' page in both languages", async () => {
      for (const [url, lang, words] of [
        ['/support/chat', 'bn', 'গ্রাহক সেবা'],
        ['/en/support/chat', 'en', 'Customer service'],
        ['/ops/chat', 'bn', 'অপারেটর'],
        ['/en/ops/chat', 'en', 'operators'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<html lang="${lang}">`);
        expect(res.body).toContain(words);
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      }
      expect((await t.app.inject({ method: 'GET', url: '/support/chat/player.js' })).statusCode).toBe(200);
    });
  });
});
