/**
 * Chat images under attack (issue 30, High): the same rules as proofs and feedback. Malformed multipart is the
 * sender's error (400), a file over 5 MB is cut off while it arrives, a conversation takes a fixed number of
 * images a day (counted atomically), and uploads in flight are limited per sender and per process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { multipartForm, tinyPng } from '../support/images.ts';
import { operatorPassword } from '../../platform/modules/chat/operator-auth.ts';
import { CHAT_IMAGES_PER_DAY } from '../../platform/modules/chat/image-allowance.ts';

/** 10:00 in Dhaka: the demo merchant's chat is open. */
const OPEN_AT = Date.parse('2026-11-24T04:00:00Z');
const png = () => ({ filename: 'p.png', contentType: 'image/png', bytes: tinyPng() });
const form = (text: string, count: number) => multipartForm({ text }, Array.from({ length: count }, png), 'file');

describe.each(STORES)('chat uploads on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = OPEN_AT;
  const tokens = new Map<string, string>();

  const token = async (username: string) => {
    if (!tokens.has(username))
      tokens.set(username, (await api.login(username, 'Demo1234', nextIp())).body.value.token as string);
    return tokens.get(username)!;
  };
  const send = async (
    username: string,
    body: { payload: Buffer | PassThrough; headers: Record<string, string> },
    language = 'en',
  ) =>
    api.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: await token(username),
      payload: body.payload,
      headers: { ...body.headers, language },
    });
  const chatFiles = () => {
    const dir = path.join(t.config.uploadDir, 'chat');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const messageCount = async (username: string) =>
    (await api.call({ method: 'GET', url: '/wps/chat/messages', token: await token(username) })).body.value.messages
      .length as number;
  /** Waits until `n` files are being received under temporary names. */
  const receiving = async (n: number) => {
    for (let wait = 0; chatFiles().filter((f) => f.endsWith('.part')).length < n; wait += 1) {
      expect(wait, 'the uploads never started').toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => t?.close());

  it("answers malformed multipart with 400 in the sender's language, storing nothing", async () => {
    const good = form('receipt', 1);
    const boundary = /boundary=(.+)$/.exec(good.headers['content-type']!)![1]!;
    const bodies = [
      { payload: good.payload.subarray(0, good.payload.length - boundary.length - 10), headers: good.headers },
      {
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png`,
        ),
        headers: good.headers,
      },
      { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
    ];
    const before = await messageCount('demoplayer');
    for (const [index, body] of bodies.entries()) {
      const res = await send('demoplayer', body);
      expect(res.status, `body ${index}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({
        code: 'upload_malformed',
        message: 'The upload could not be read. Please choose the images again and send them once more.',
      });
    }
    const bn = await send('demoplayer', bodies[0]!, 'bn');
    expect(bn.body.message).toBe('আপলোডটি পড়া যায়নি। অনুগ্রহ করে ছবিগুলো আবার বেছে নিয়ে পাঠান।');
    expect(await messageCount('demoplayer')).toBe(before);
    expect(chatFiles()).toEqual([]);
  });

  it('cuts off a file over 5 MB while it arrives and keeps nothing of it', async () => {
    const big = {
      filename: 'big.png',
      contentType: 'image/png',
      bytes: Buffer.concat([tinyPng(), Buffer.alloc(6 << 20)]),
    };
    const res = await send('demoplayer', multipartForm({ text: 'big' }, [png(), big], 'file'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'chat_attachment_too_large', message: 'Each image can be at most 5 MB.' });
    expect(chatFiles()).toEqual([]);
  });

  it(`takes ${CHAT_IMAGES_PER_DAY} images a day into a conversation, then refuses more in both languages; words still go through`, async () => {
    const full = CHAT_IMAGES_PER_DAY / 3;
    for (let i = 0; i < full; i += 1) {
      const res = await send('teamplayer', form(`receipt ${i}`, 3));
      expect(res.status, `message ${i}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const kept = chatFiles().length;
    const over = await send('teamplayer', form('one more', 1));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'chat_attachment_daily_limit',
      message: `You can send at most ${CHAT_IMAGES_PER_DAY} images a day. Please describe the problem in words, or try again tomorrow.`,
    });
    const bn = await send('teamplayer', form('one more', 1), 'bn');
    expect(bn.body.message).toBe(
      'আপনি দিনে সর্বোচ্চ ৩০টি ছবি পাঠাতে পারেন। অনুগ্রহ করে সমস্যাটি লিখে জানান, বা আগামীকাল আবার চেষ্টা করুন।',
    );
    expect(chatFiles().length).toBe(kept);
    const words = await api.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: await token('teamplayer'),
      payload: { text: 'the receipt is in my bKash app' },
    });
    expect(words.status).toBe(200);
    // Another player's conversation has its own count, and a day later this one takes images again.
    expect((await send('rina01', form('mine', 1))).status).toBe(200);
    clock += 86_400_000 + 1;
    tokens.clear(); // the sessions went idle meanwhile
    expect((await send('teamplayer', form('next day', 3))).status).toBe(200);
  });

  it('takes one upload per player at a time: a second while the first arrives is refused, the first completes', async () => {
    const good = form('slow', 1);
    const slow = new PassThrough();
    const first = send('sumon03', { payload: slow, headers: good.headers });
    const held = good.payload.length - 30;
    slow.write(good.payload.subarray(0, held));
    await receiving(1);
    const second = await send('sumon03', form('quick', 1));
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({
      code: 'upload_busy',
      message: 'Another upload is still being received. Please wait a moment and try again.',
    });
    // Another player is not held up by it.
    expect((await send('nadia04', form('mine', 1))).status).toBe(200);
    slow.end(good.payload.subarray(held));
    expect((await first).status).toBe(200);
    expect((await send('sumon03', form('again', 1))).status).toBe(200);
  });

  it('takes eight uploads at once in the process; a ninth sender is refused until one ends', async () => {
    const players = ['demoplayer', 'vipplayer', 'rina01', 'karim02', 'sumon03', 'nadia04', 'rahim05', 'fatema06'];
    for (const p of [...players, 'tanvir07']) await token(p);
    const good = form('slow', 1);
    const held = good.payload.length - 30;
    const streams = players.map(() => new PassThrough());
    const pending = players.map((p, i) => send(p, { payload: streams[i]!, headers: good.headers }));
    for (const s of streams) s.write(good.payload.subarray(0, held));
    await receiving(players.length);
    const ninth = await send('tanvir07', form('ninth', 1));
    expect(ninth.status).toBe(429);
    expect(ninth.body.code).toBe('upload_busy');
    // Operators' answers share the process's slots.
    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/chat/api/login',
      payload: { password: operatorPassword(t.platform.context)! },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const conversation = (
      await api.call({ method: 'GET', url: '/wps/chat/conversation', token: await token('tanvir07') })
    ).body.value.conversation.id as number;
    const answer = await api.call({
      method: 'POST',
      url: `/ops/chat/api/conversations/${conversation}/messages`,
      payload: form('from the desk', 1).payload,
      headers: { ...form('x', 0).headers, cookie },
    });
    expect(answer.status).toBe(429);
    for (const s of streams) s.end(good.payload.subarray(held));
    for (const res of await Promise.all(pending)) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await send('tanvir07', form('ninth', 1))).status).toBe(200);
  });
});
