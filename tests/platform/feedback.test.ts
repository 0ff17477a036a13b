/**
 * Feedback and complaints (PUT /wps/feedback, the player's list, the operator's verbs) and avatars
 * (GET/POST /wps/member/info/icon, MCSFE_getPlayerAvatar), through the HTTP surface.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS, UsageError } from '../../platform/ops/commands.ts';
import { multipartForm, tinyJpeg, tinyPng, type Upload } from '../support/images.ts';

const png = (name = 'a.png'): Upload => ({ filename: name, contentType: 'image/png', bytes: tinyPng() });
const jpg = (name = 'b.jpg'): Upload => ({ filename: name, contentType: 'image/jpeg', bytes: tinyJpeg() });

describe.each(STORES)('feedback and avatars on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  let otherToken: string;
  let trialToken: string;

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const get = (url: string, as = token) => api.call({ method: 'GET', url, token: as, headers: { language: 'en' } });
  const send = (fields: Record<string, string>, files: Upload[] = [], as = token, language = 'en') =>
    api.call({
      method: 'PUT',
      url: '/wps/feedback',
      token: as,
      ...withLanguage(multipartForm(fields, files), language),
    });
  const withLanguage = (form: { payload: Buffer; headers: Record<string, string> }, language: string) => ({
    payload: form.payload,
    headers: { ...form.headers, language },
  });
  const imageFiles = () => {
    const dir = `${t.config.uploadDir}/feedback-images`;
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const feedbackRows = async () =>
    Number(
      (
        await t.platform.context.db
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    api = caller(t.app);
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
    otherToken = (await api.login('vipplayer', 'Demo1234', nextIp())).body.value.token;
    trialToken = (
      await api.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W' }, ip: nextIp() })
    ).body.value.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes feedback with two images and lists it as open', async () => {
    const res = await send({ type: 'complaint', content: 'টাকা জমা হয়নি — deposit missing' }, [png(), jpg()]);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      type: 'complaint',
      content: 'টাকা জমা হয়নি — deposit missing',
      status: 'open',
      reply: null,
      imageCount: 2,
    });
    expect(imageFiles()).toHaveLength(2);
    const list = (await get('/wps/member/feedback')).body.value.items;
    expect(list[0]).toMatchObject({ id: res.body.value.id, status: 'open' });
  });

  it('takes a JSON body without images, and exactly 140 characters', async () => {
    const content = 'ক'.repeat(140);
    const res = await api.call({
      method: 'PUT',
      url: '/wps/feedback',
      token,
      payload: { type: 'suggestion', content },
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ type: 'suggestion', content, imageCount: 0 });
  });

  it('refuses bad text with the bounds in the player language, and writes nothing', async () => {
    const before = await feedbackRows();
    const filesBefore = imageFiles().length;
    const long = await send({ type: 'game', content: 'x'.repeat(141) }, [png()]);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      success: false,
      code: 'feedback_content_length',
      message: 'Feedback must be 1 to 140 characters long.',
    });
    const longBn = await send({ type: 'game', content: 'ক'.repeat(141) }, [], token, 'bn');
    expect(longBn.body).toMatchObject({
      code: 'feedback_content_length',
      message: 'মতামত ১ থেকে ১৪০ অক্ষরের মধ্যে হতে হবে।',
    });
    const huge = await send({ type: 'game', content: 'y'.repeat(5000) }, [png()]);
    expect(huge.body.code).toBe('feedback_content_length');
    const empty = await send({ type: 'game', content: '   ' }, [png()]);
    expect(empty.body).toMatchObject({ code: 'feedback_content_required', message: 'Please write your feedback.' });
    const missing = await send({ type: 'game' });
    expect(missing.body.code).toBe('feedback_content_required');
    const unknownType = await send({ type: 'praise', content: 'hello' }, [png()]);
    expect(unknownType.body).toMatchObject({
      code: 'feedback_type_invalid',
      message: 'Please choose the kind of feedback.',
    });
    const jsonLong = await api.call({
      method: 'PUT',
      url: '/wps/feedback',
      token,
      payload: { type: 'game', content: 'z'.repeat(141) },
    });
    expect(jsonLong.body.code).toBe('feedback_content_length');
    const jsonType = await api.call({
      method: 'PUT',
      url: '/wps/feedback',
      token,
      payload: { type: 'other', content: 'fine' },
    });
    expect(jsonType.body.code).toBe('feedback_type_invalid');
    expect(await feedbackRows()).toBe(before);
    expect(imageFiles()).toHaveLength(filesBefore);
  });

  it('refuses a fourth image, an SVG named .png, a script, and an image over 5 MB, keeping no file', async () => {
    const before = await feedbackRows();
    const filesBefore = imageFiles().length;
    const fields = { type: 'payment', content: 'proof attached' };
    const four = await send(fields, [png('1.png'), png('2.png'), jpg('3.jpg'), png('4.png')]);
    expect(four.status).toBe(413);
    expect(four.body).toMatchObject({ code: 'proof_too_many', message: 'Please add at most 3 images.' });
    const svg = await send(fields, [
      png(),
      {
        filename: 'x.png',
        contentType: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ code: 'proof_bad_type', message: 'Only PNG or JPG images are accepted.' });
    const script = await send(fields, [
      { filename: 'x.jpg', contentType: 'image/jpeg', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') },
    ]);
    expect(script.body.code).toBe('proof_bad_type');
    const big = await send(fields, [
      {
        filename: 'big.png',
        contentType: 'image/png',
        bytes: Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'proof_too_large', message: 'Each image may be at most 5 MB.' });
    expect(await feedbackRows()).toBe(before);
    expect(imageFiles()).toHaveLength(filesBefore);
  });

  it('refuses trial accounts and strangers, and never shows another player their feedback', async () => {
    const trial = await send({ type: 'suggestion', content: 'hi' }, [png()], trialToken);
    expect(trial).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect((await get('/wps/member/feedback', trialToken)).body.code).toBe('in_need_true_account');
    expect((await send({ type: 'suggestion', content: 'hi' }, [], '')).status).toBe(401);
    const mine = (await get('/wps/member/feedback')).body.value.items[0].id as number;
    const stolen = await get(`/wps/member/feedback/${mine}`, otherToken);
    expect(stolen).toMatchObject({
      status: 404,
      body: { code: 'feedback_unknown', message: 'This feedback does not exist.' },
    });
    expect((await get('/wps/member/feedback', otherToken)).body.value.items).toEqual([]);
    expect((await get(`/wps/member/feedback/${mine}`)).body.value.id).toBe(mine);
    expect((await get('/wps/member/feedback/abc')).status).toBe(400);
  });

  it('operator lists, replies (the player gets a message) and closes', async () => {
    const id = (await send({ type: 'game', content: 'The slot froze' })).body.value.id as number;
    const unreadBefore = (await get('/wps/relay/CSP_unreadCount')).body.value.unreadCount as number;
    expect(await ops('feedback', 'list', 'open')).toContain('The slot froze');
    expect(await ops('feedback', 'reply', String(id), 'We', 'refunded', 'the', 'round.')).toMatch(/answered/);
    expect((await get(`/wps/member/feedback/${id}`)).body.value).toMatchObject({
      status: 'answered',
      reply: 'We refunded the round.',
      repliedAt: expect.any(String),
    });
    expect((await get('/wps/relay/CSP_unreadCount')).body.value.unreadCount).toBe(unreadBefore + 1);
    const message = (await get('/wps/member/messages')).body.value.items[0];
    expect(message).toMatchObject({ kind: 'feedback_answered', read: false, title: 'Your feedback was answered' });
    expect(message.body).toContain('We refunded the round.');
    expect((await get('/wps/relay/CSP_unreadCount', otherToken)).body.value.unreadCount).toBe(0);
    expect(await ops('feedback', 'close', String(id))).toMatch(/closed/);
    expect((await get(`/wps/member/feedback/${id}`)).body.value.status).toBe('closed');
    await expect(ops('feedback', 'reply', String(id), 'again')).rejects.toThrow(UsageError);
    await expect(ops('feedback', 'close', String(id))).rejects.toThrow(UsageError);
    await expect(ops('feedback', 'reply', '999999', 'x')).rejects.toThrow(UsageError);
    await expect(ops('feedback', 'reply', String(id))).rejects.toThrow(UsageError);
    await expect(ops('feedback', 'list', 'bogus')).rejects.toThrow(UsageError);
  });

  it('takes at most 10 feedback a day from one member, refusing the next before reading its images', async () => {
    const sent = (await get('/wps/member/feedback')).body.value.items.length as number;
    for (let i = sent; i < 10; i += 1)
      expect((await send({ type: 'suggestion', content: `idea ${i}` })).status).toBe(200);
    const filesBefore = imageFiles().length;
    const over = await send({ type: 'suggestion', content: 'one more' }, [png()]);
    expect(over).toMatchObject({
      status: 429,
      body: {
        code: 'feedback_daily_limit',
        message: 'You can send at most 10 feedback messages a day. Please try again tomorrow.',
      },
    });
    expect(imageFiles()).toHaveLength(filesBefore);
    expect((await get('/wps/member/feedback')).body.value.items).toHaveLength(10);
    // Another member is not held back by this one.
    expect((await send({ type: 'game', content: 'mine' }, [], otherToken)).status).toBe(200);
  });

  it('avatars: the default, a choice saved and shown by both calls, unknown names and trial accounts refused', async () => {
    const first = (await get('/wps/member/info/icon')).body.value;
    expect(first).toMatchObject({ icon: 'lotus', url: '/images/avatars/lotus.svg' });
    expect(first.choices.length).toBeGreaterThanOrEqual(4);
    const chosen = await api.call({ method: 'POST', url: '/wps/member/info/icon', token, payload: { icon: 'tiger' } });
    expect(chosen.body.value).toMatchObject({ icon: 'tiger', url: '/images/avatars/tiger.svg' });
    expect((await get('/wps/member/info/icon')).body.value.icon).toBe('tiger');
    expect((await get('/wps/relay/MCSFE_getPlayerAvatar')).body.value).toEqual({
      avatar: '/images/avatars/tiger.svg',
      icon: 'tiger',
    });
    expect((await get('/wps/relay/MCSFE_getPlayerAvatar', otherToken)).body.value.icon).toBe('lotus');
    for (const icon of ['../../etc/passwd', 'https://evil.example/x.svg', 'TIGER', '']) {
      const bad = await api.call({
        method: 'POST',
        url: '/wps/member/info/icon',
        token,
        payload: { icon },
        headers: { language: 'en' },
      });
      expect(bad.status, icon).toBe(400);
      expect(bad.body.code).toBe('avatar_unknown');
    }
    expect(
      (await api.call({ method: 'POST', url: '/wps/member/info/icon', token, payload: { icon: 'moon', extra: 1 } }))
        .body.code,
    ).toBe('bad_request');
    expect(
      (await api.call({ method: 'POST', url: '/wps/member/info/icon', token: trialToken, payload: { icon: 'moon' } }))
        .body.code,
    ).toBe('in_need_true_account');
    expect((await get('/wps/member/info/icon')).body.value.icon).toBe('tiger');
    expect((await get('/wps/member/info/icon', '')).status).toBe(401);
  });
});
