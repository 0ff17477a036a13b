/**
 * Findings of the attack run at the platform's edge (issue 12 §2): proof uploads checked before they are read,
 * streamed with limits, and malformed bodies refused as the player's error; disabled and malformed registration
 * fields refused; invitation codes not enumerable from one address.
 */
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { multipart, tinyPng } from '../support/images.ts';
import { message } from '../../platform/http/messages.ts';

const PASSWORD = '135790';

describe.each(STORES)('the platform edge on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  let payeeId: number;
  let key = 0;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const post = (url: string, payload: unknown, as = token) =>
    api.call({ method: 'POST', url, payload: payload as Record<string, unknown>, token: as });
  const proofFiles = () => {
    const dir = `${t.config.uploadDir}/withdrawal-proofs`;
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  /** A withdrawal of the demo player taken to "paid". */
  const paid = async () => {
    const res = await post('/wps/member/withdrawals', {
      payeeAccountId: payeeId,
      amount: '100',
      paymentPassword: PASSWORD,
      requestId: `edge-${store}-${(key += 1)}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.value.id as number;
    await ops('withdrawal', 'approve', String(id));
    await ops('withdrawal', 'pay', String(id));
    return id;
  };
  const notReceived = (
    id: number,
    body: { payload: Buffer | PassThrough; headers: Record<string, string> },
    as = token,
    language = 'en',
  ) =>
    api.call({
      method: 'POST',
      url: `/wps/member/withdrawals/${id}/not-received`,
      token: as,
      payload: body.payload,
      headers: { ...body.headers, language },
    });
  const register = async (payload: Record<string, unknown>, language = 'en') =>
    api.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await api.seal(payload),
      ip: nextIp(),
      headers: { language },
    });

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    api = caller(t.app);
    await ops('credit-bonus', 'demoplayer', '1000', 'welcome');
    token = (await api.login('demoplayer', 'Demo1234', nextIp())).body.value.token;
    const set = await api.sealed(
      '/wps/member/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: PASSWORD, confirmPaymentPassword: PASSWORD },
      { token, ip: nextIp() },
    );
    expect(set.status).toBe(200);
    payeeId = (
      await post('/wps/member/payees', { kind: 'bkash', holderName: 'Demo Player', accountNumber: '01712345678' })
    ).body.value.payees[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('proof uploads', () => {
    it("refuses another member's order, or a closed one, before reading the upload", async () => {
      const id = await paid();
      const stranger = await register({
        username: `stranger${store}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      });
      expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
      // Bytes that are no image: were the body read first, the answer would be about them.
      const notAnImage = multipart([
        { filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('not an image at all, just text') },
      ]);
      const foreign = await notReceived(id, notAnImage, stranger.body.value.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('withdrawal_unknown');
      await post(`/wps/member/withdrawals/${id}/confirm`, { confirmation: 'received' });
      const closed = await notReceived(id, notAnImage);
      expect(closed.status).toBe(409);
      expect(closed.body.code).toBe('withdrawal_not_confirmable');
      expect(proofFiles()).toEqual([]);
    });

    it("answers malformed multipart with 400 and a clear message in the player's language, storing nothing", async () => {
      const id = await paid();
      const good = multipart([{ filename: 'a.png', contentType: 'image/png', bytes: tinyPng() }]);
      const boundary = /boundary=(.+)$/.exec(good.headers['content-type']!)![1]!;
      const bodies = [
        // Cut off inside the file, before its closing boundary.
        { payload: good.payload.subarray(0, good.payload.length - boundary.length - 10), headers: good.headers },
        // A part header that never ends.
        {
          payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\nContent-Type: image/png`,
          ),
          headers: good.headers,
        },
        // No boundary named at all.
        { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
      ];
      for (const [index, body] of bodies.entries()) {
        const res = await notReceived(id, body);
        expect(res.status, `body ${index}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          code: 'upload_malformed',
          message: 'The upload could not be read. Please choose the images again and send them once more.',
        });
      }
      const bn = await notReceived(id, bodies[0]!, token, 'bn');
      expect(bn.body.message).toBe('আপলোডটি পড়া যায়নি। অনুগ্রহ করে ছবিগুলো আবার বেছে নিয়ে পাঠান।');
      expect(proofFiles()).toEqual([]);
      // The order is untouched: a proper upload still works.
      const ok = await notReceived(id, good);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.value).toMatchObject({ confirmation: 'not_received', proofCount: 1 });
      expect(proofFiles().filter((f) => f.endsWith('.part'))).toEqual([]);
    });

    it('takes one upload per member at a time: a second while the first is arriving is refused, the first completes', async () => {
      const id = await paid();
      const good = multipart([{ filename: 'a.png', contentType: 'image/png', bytes: tinyPng() }]);
      const slow = new PassThrough();
      const first = notReceived(id, { payload: slow, headers: good.headers });
      // All but the closing boundary: the file is being received (under a temporary name) and stays open.
      const held = good.payload.length - 30;
      slow.write(good.payload.subarray(0, held));
      for (let wait = 0; !proofFiles().some((f) => f.endsWith('.part')); wait += 1) {
        expect(wait, 'the first upload never started').toBeLessThan(500);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const second = await notReceived(id, good);
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({
        code: 'upload_busy',
        message: 'Another upload is still being received. Please wait a moment and try again.',
      });
      slow.end(good.payload.subarray(held));
      const done = await first;
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.value.proofCount).toBe(1);
      // The slot is free again.
      expect((await notReceived(id, good)).body.value.proofCount).toBe(2);
    });
  });

  describe('registration', () => {
    const base = (name: string) => ({
      username: `${name}${store}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });

    it("refuses a value for a field the merchant disables, in the player's language, and writes nothing", async () => {
      const res = await register({ ...base('qquser'), qqNum: '12345678' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'registration_invalid',
        value: { fields: { qqNum: { messageKey: 'field_disabled' } } },
      });
      const bn = await register({ ...base('qquser'), paymentPassword: '123456' }, 'bn');
      expect(bn.body).toMatchObject({
        code: 'registration_invalid',
        message: message('bn', 'registration_invalid'),
        value: { fields: { paymentPassword: { messageKey: 'field_disabled' } } },
      });
      expect(
        await t.platform.context.db
          .selectFrom('members')
          .select('id')
          .where('username_key', '=', `qquser${store}`)
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('refuses a registerUrl off the site, a domain that is no host name, and codes of the wrong shape', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ registerUrl: 'https://evil.example/landing', domain: 'play.example.com' }, 'registerUrl'],
        [{ registerUrl: 'javascript:alert(1)' }, 'registerUrl'],
        [{ registerUrl: `/${'a'.repeat(499)}x` }, 'registerUrl'],
        [{ domain: 'evil.example/<script>' }, 'domain'],
        [{ referralCode: "x' or 1=1" }, 'referralCode'],
        [{ recommenderId: '<b>boss</b>' }, 'recommenderId'],
      ];
      for (const [fields, field] of cases) {
        const res = await register({ ...base('shapes'), ...fields });
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(Object.keys(res.body.value?.fields ?? res.body.fields ?? {}), JSON.stringify(fields)).toContain(field);
      }
      const fine = await register({
        ...base('shapes'),
        registerUrl: 'https://play.example.com/en/?register=1',
        domain: 'Play.Example.com',
        referralCode: 'Friend26',
      });
      expect(fine.status, JSON.stringify(fine.body)).toBe(200);
      const row = await t.platform.context.db
        .selectFrom('members')
        .select(['register_url', 'register_domain', 'referral_code'])
        .where('username_key', '=', `shapes${store}`)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        register_url: 'https://play.example.com/en/?register=1',
        register_domain: 'play.example.com',
        referral_code: 'Friend26',
      });
    });
  });

  describe('invitation-code checks', () => {
    it('answers a few checks per address, then refuses with the rate-limit message; other addresses are unaffected', async () => {
      const ip = nextIp();
      const check = (code: string, from = ip, language = 'en') =>
        api.call({ method: 'GET', url: `/wps/agent/affiliate?code=${code}`, ip: from, headers: { language } });
      for (let i = 0; i < 20; i += 1) expect((await check(`GUESS${i}`)).status).toBe(200);
      const over = await check('LOTUS1');
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({
        success: false,
        code: 'rate_limited',
        message: 'Too many requests, please try again later.',
      });
      expect((await check('LOTUS1', ip, 'bn')).body.message).toBe(message('bn', 'rate_limited'));
      expect((await check('lotus1', nextIp())).body.value).toEqual({ valid: true, affiliateCode: 'LOTUS1' });
    });
  });
});
