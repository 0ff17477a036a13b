import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { addMessage } from '../../platform/modules/messages/index.ts';

const BENGALI = /[\u0980-\u09FF]/;

describe.each(STORES)(
  "a member's language choice is kept and used for what the platform writes to them, on %s",
  (store) => {
    let t: TestPlatform;
    let api: Caller;
    beforeAll(async () => {
      t = await startTestPlatform(store);
      api = caller(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });

    const choose = (language: string, token?: string) =>
      api.call({ method: 'POST', url: '/wps/system/language', payload: { language }, ...(token ? { token } : {}) });
    const smsCode = (mobileNum: string, pageLanguage: string) =>
      api.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '880', purpose: 'login' },
        ip: nextIp(),
        headers: { language: pageLanguage },
      });
    const tokenOf = async (username: string) => (await api.login(username, 'Demo1234')).body.value.token as string;

    it('writes SMS codes in the language the member chose, whatever page asks for the code', async () => {
      const agent = await tokenOf('demoagent');
      expect((await choose('en', agent)).body.value).toEqual({ language: 'en' });
      expect((await smsCode('1711000002', 'bn')).status).toBe(200);
      const english = (await api.outbox('sms', '+8801711000002'))!.body;
      expect(english).not.toMatch(BENGALI);

      const player = await tokenOf('demoplayer');
      await choose('bn', player);
      expect((await smsCode('1711000001', 'en')).status).toBe(200);
      expect((await api.outbox('sms', '+8801711000001'))!.body).toMatch(BENGALI);
    });

    it("writes the forgotten-password mail in the member's language", async () => {
      await choose('bn', await tokenOf('vipplayer'));
      const sent = await api.call({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: 'username=vipplayer&email=vipplayer%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
        ip: nextIp(),
      });
      expect(sent.status).toBe(200);
      const mail = (await api.outbox('email', 'vipplayer@example.com'))!;
      expect(mail.body).toMatch(BENGALI);
    });

    it("lists messages in the member's language when the call names none, in the page's when it does", async () => {
      const token = await tokenOf('demoagent');
      // English, not the default (bn): a call that names no language falls back to bn without a stored choice.
      await choose('en', token);
      const member = await t.platform.context.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'demoagent')
        .executeTakeFirstOrThrow();
      await addMessage(
        t.platform.context.db,
        member.id,
        'bonus_credited',
        { amount: '৳ 10.00', reason: 'test' },
        new Date().toISOString(),
      );
      const unnamed = await api.call({ method: 'GET', url: '/wps/member/messages', token, headers: { language: '' } });
      expect(unnamed.body.value.items[0].title).toBe('Bonus credited');
      const named = await api.call({ method: 'GET', url: '/wps/member/messages', token, headers: { language: 'bn' } });
      expect(named.body.value.items[0].title).toBe('বোনাস যোগ হয়েছে');
    });

    it('keeps nothing for a visitor without a session, and refuses a bad code without changing the choice', async () => {
      expect((await choose('en')).status).toBe(200);
      const token = await tokenOf('demoplayer');
      await choose('bn', token);
      expect((await choose('<b>', token)).status).toBe(400);
      const row = await t.platform.context.db
        .selectFrom('members')
        .select('language')
        .where('username', '=', 'demoplayer')
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('bn');
    });
  },
);
