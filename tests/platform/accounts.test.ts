import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, codeIn, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

describe.each(STORES)('accounts on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const db = () => t.platform.context.db;
  const memberCount = async () =>
    Number(
      (
        await db()
          .selectFrom('members')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const info = (token: string) => api.call({ method: 'GET', url: '/wps/member/info', token });

  describe('POST /wps/session/login', () => {
    it("opens a session with a fresh 256-bit token each time and answers the spec's login fields", async () => {
      const first = await api.login('demoplayer', 'Demo1234');
      expect(first.status).toBe(200);
      const value = first.body.value;
      expect(value).toMatchObject({
        firstTimeLogin: true,
        passwordExpired: false,
        forceChange: false,
        member: { username: 'demoplayer', isAgent: 0 },
      });
      expect(Buffer.from(value.token, 'base64url')).toHaveLength(32);
      const second = (await api.login('DemoPlayer', 'Demo1234')).body.value;
      expect(second.token).not.toBe(value.token);
      expect(second.firstTimeLogin).toBe(false);
      const me = await info(second.token);
      expect(me.body.value).toMatchObject({
        account: 'demoplayer',
        clubLabel: { labelName: 'Silver', rankLevel: 2 },
        memberLabel: ['new'],
      });
      expect(me.body.value.toUpline).toEqual(expect.any(Number));
    });

    it('gives the same refusal for a wrong password and an unknown user, then asks for the captcha', async () => {
      const ip = nextIp();
      const wrong = await api.login('demoplayer', 'nope-1', ip);
      const unknown = await api.login('no-such-user', 'Demo1234', ip);
      expect(wrong.status).toBe(unknown.status);
      expect(wrong.body.message).toBe(unknown.body.message);
      expect(wrong.body.value).toEqual({ captcha: false });
      const third = await api.login('vipplayer', 'nope-3', ip);
      expect(third.body.value).toEqual({ captcha: true });
      // The right password is not enough now: the captcha comes first.
      const noCaptcha = await api.login('vipplayer', 'Demo1234', ip);
      expect(noCaptcha.body).toMatchObject({ success: false, code: 'captcha_invalid', value: { captcha: true } });
      const captcha = (await api.call({ method: 'GET', url: '/wps/captcha', ip })).body.value;
      expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const answer = (
        await db().selectFrom('captchas').select('answer').where('id', '=', captcha.captchaId).executeTakeFirstOrThrow()
      ).answer;
      const solved = await api.sealed(
        '/wps/session/login',
        {
          username: 'vipplayer',
          password: 'Demo1234',
          type: 'username',
          captchaId: captcha.captchaId,
          captcha: answer,
        },
        { ip },
      );
      expect(solved.status).toBe(200);
      // A captcha is single use: it is gone once checked.
      expect(
        await db().selectFrom('captchas').select('id').where('id', '=', captcha.captchaId).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('locks an account for fifteen minutes after ten failures from one address (issue 12: not for every address)', async () => {
      await api.sealed(
        '/wps/member/register',
        {
          username: 'lockme01',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          captcha: await captchaAnswer(),
          captchaId: lastCaptcha,
        },
        { method: 'PUT', ip: nextIp() },
      );
      const ip = nextIp();
      for (let i = 0; i < 10; i += 1) {
        if (i < 3) await api.login('lockme01', `wrong-${i}`, ip);
        else {
          const captchaId = (await api.call({ method: 'GET', url: '/wps/captcha', ip })).body.value.captchaId;
          const answer = (
            await db().selectFrom('captchas').select('answer').where('id', '=', captchaId).executeTakeFirstOrThrow()
          ).answer;
          await api.sealed(
            '/wps/session/login',
            { username: 'lockme01', password: `wrong-${i}`, type: 'username', captchaId, captcha: answer },
            { ip },
          );
        }
      }
      const locked = await api.login('lockme01', 'Secret123', ip);
      expect(locked.status).toBe(423);
      expect(locked.body.message).toMatch(/locked for 15 minutes/);
      // Failures and locks are kept in the database on the platform's clock, with Redis or without.
      clock += 16 * 60_000;
      expect((await api.login('lockme01', 'Secret123', ip)).status).toBe(200);
    });

    it('refuses account types that may not log in here, after the password is known to be right', async () => {
      const demo = await db()
        .selectFrom('members')
        .selectAll()
        .where('username', '=', 'vipplayer')
        .executeTakeFirstOrThrow();
      const { id: _id, ...copy } = demo;
      await db()
        .insertInto('members')
        .values({
          ...copy,
          username: 'staffuser',
          username_key: 'staffuser',
          account_type: 3,
          email: null,
          mobile_e164: null,
        })
        .execute();
      const res = await api.login('staffuser', 'Demo1234');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('account_cannot_login');
      expect(
        await db()
          .selectFrom('sessions')
          .innerJoin('members', 'members.id', 'sessions.member_id')
          .select('token_hash')
          .where('username', '=', 'staffuser')
          .execute(),
      ).toEqual([]);
    });

    it('forces a change for the password 123456; that session alone may skip the old password', async () => {
      const login = (await api.login('forcedchange', '123456')).body.value;
      expect(login.forceChange).toBe(true);
      const weak = await api.sealed(
        '/wps/member/password',
        { newPassword: '123456', confirmNewPassword: '123456' },
        { token: login.token },
      );
      expect(weak.body.code).toBe('password_too_weak');
      const changed = await api.sealed(
        '/wps/member/password',
        { newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' },
        { token: login.token },
      );
      expect(changed.status).toBe(200);
      // Every session ends with the change; the new password opens a normal one.
      expect((await info(login.token)).status).toBe(401);
      const again = (await api.login('forcedchange', 'Fresh2026')).body.value;
      expect(again.forceChange).toBe(false);
      const withoutOld = await api.sealed(
        '/wps/member/password',
        { newPassword: 'Other2026', confirmNewPassword: 'Other2026' },
        { token: again.token },
      );
      expect(withoutOld.body.code).toBe('old_password_wrong');
      const mismatch = await api.sealed(
        '/wps/member/password',
        { oldPassword: 'Fresh2026', newPassword: 'Other2026', confirmNewPassword: 'Other2027' },
        { token: again.token },
      );
      expect(mismatch.body.value.fields.confirmNewPassword.messageKey).toBe('inconsistent_twice');
      expect((await api.login('forcedchange', 'Fresh2026')).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it("dies at logout and answers 401 with the spec's message", async () => {
      const { token } = (await api.login('demoplayer', 'Demo1234')).body.value;
      const out = await api.call({ method: 'DELETE', url: '/wps/session/logout', token, headers: { language: 'en' } });
      expect(out.status).toBe(200);
      const after = await api.call({ method: 'GET', url: '/wps/member/info', token, headers: { language: 'en' } });
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('You are not logged in, please login');
    });

    it('expires after thirty idle minutes but not while in use', async () => {
      const { token } = (await api.login('demoplayer', 'Demo1234')).body.value;
      clock += 20 * 60_000;
      expect((await info(token)).status).toBe(200);
      clock += 20 * 60_000;
      expect((await info(token)).status).toBe(200);
      clock += 31 * 60_000;
      expect((await info(token)).status).toBe(401);
    });
  });

  let lastCaptcha = '';
  async function captchaAnswer(): Promise<string> {
    lastCaptcha = (await api.call({ method: 'GET', url: '/wps/captcha' })).body.value.captchaId;
    return (await db().selectFrom('captchas').select('answer').where('id', '=', lastCaptcha).executeTakeFirstOrThrow())
      .answer;
  }

  describe('PUT /wps/member/register', () => {
    const form = async (extra: Record<string, unknown>) => ({
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: await captchaAnswer(),
      captchaId: lastCaptcha,
      registerUrl: 'http://localhost/register',
      registerMethod: 'WEB',
      login: true,
      domain: 'localhost',
      ...extra,
    });

    it('registers, logs in, and places the member under the agent of the invitation code', async () => {
      const res = await api.sealed(
        '/wps/member/register',
        await form({ username: 'newbie01', affiliateCode: 'lotus1' }),
        { method: 'PUT', ip: nextIp() },
      );
      expect(res.status).toBe(200);
      const me = (await info(res.body.value.token)).body.value;
      const agent = await db()
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'demoagent')
        .executeTakeFirstOrThrow();
      expect(me).toMatchObject({ username: 'newbie01', isAgent: 0, toUpline: agent.id });
      const row = await db()
        .selectFrom('members')
        .select(['password_hash', 'register_method'])
        .where('username', '=', 'newbie01')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.register_method).toBe('WEB');
    });

    it('refuses what the form refuses, by field, and writes nothing', async () => {
      const before = await memberCount();
      const bad = await api.sealed(
        '/wps/member/register',
        await form({ username: '1abc', confirmPassword: 'Other123' }),
        { method: 'PUT', ip: nextIp() },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.value.fields).toMatchObject({
        username: { messageKey: 'pattern.letters_digits_first_letter', min: 4, max: 16 },
        confirmPassword: { messageKey: 'inconsistent_twice' },
      });
      const affiliate = await api.sealed(
        '/wps/member/register',
        await form({ username: 'newbie02', affiliateCode: 'NOSUCH1' }),
        { method: 'PUT', ip: nextIp() },
      );
      expect(affiliate.body.value.fields.affiliateCode.messageKey).toBe('invitation_code_error');
      const taken = await api.sealed('/wps/member/register', await form({ username: 'DEMOPLAYER' }), {
        method: 'PUT',
        ip: nextIp(),
      });
      expect(taken.body.value.fields.username.messageKey).toBe('username_taken');
      await ops('rule', 'captcha', 'required');
      try {
        const filled = await form({ username: 'newbie03' });
        const wrongAnswer = `${(Number(filled.captcha[0]) + 1) % 10}${filled.captcha.slice(1)}`;
        const wrongCaptcha = await api.sealed(
          '/wps/member/register',
          { ...filled, captcha: wrongAnswer },
          { method: 'PUT', ip: nextIp() },
        );
        expect(wrongCaptcha.body.value.fields.captcha).toEqual({ messageKey: 'pattern.captcha' });
        const missing = await api.sealed(
          '/wps/member/register',
          { ...(await form({ username: 'newbie03' })), captcha: '' },
          { method: 'PUT', ip: nextIp() },
        );
        expect(missing.body.value.fields.captcha).toEqual({ messageKey: 'required' });
      } finally {
        await ops('rule', 'captcha', 'disabled');
      }
      expect(await memberCount()).toBe(before);
    });

    it("follows an operator's rule change at once", async () => {
      await ops('rule', 'payeeName', 'required');
      try {
        const res = await api.sealed('/wps/member/register', await form({ username: 'newbie04' }), {
          method: 'PUT',
          ip: nextIp(),
        });
        expect(res.body.value.fields.payeeName).toEqual({ messageKey: 'required' });
      } finally {
        await ops('rule', 'payeeName', 'optional');
      }
    });

    it('registers by mobile with an SMS code when verification is on; the code works once', async () => {
      await ops('flag', 'smsVerification', 'on');
      try {
        const ip = nextIp();
        const sent = await api.call({
          method: 'POST',
          url: '/wps/verification/sms/noLogin',
          payload: { mobileNum: '01812345678', countryDialingCode: '880', purpose: 'register' },
          ip,
        });
        expect(sent.body.value).toEqual({ expiredMinutes: 1 });
        const code = codeIn((await api.outbox('sms', '+8801812345678'))!.body);
        const wrong = await api.sealed(
          '/wps/member/register/mobile',
          await form({
            mobileNum: '01812345678',
            countryDialingCode: '880',
            verificationCode: code === '000000' ? '111111' : '000000',
          }),
          { method: 'PUT', ip },
        );
        expect(wrong.body.code).toBe('code_invalid');
        const res = await api.sealed(
          '/wps/member/register/mobile',
          await form({ mobileNum: '01812345678', countryDialingCode: '880', verificationCode: code }),
          { method: 'PUT', ip },
        );
        expect(res.status).toBe(200);
        expect(res.body.value.member).toMatchObject({
          username: '01812345678',
          mobileNum: '01812345678',
          countryDialingCode: '880',
        });
        const again = await api.sealed(
          '/wps/member/register/mobile',
          await form({ mobileNum: '01812345678', countryDialingCode: '880', verificationCode: code }),
          { method: 'PUT', ip },
        );
        expect(again.status).toBe(400);
      } finally {
        await ops('flag', 'smsVerification', 'off');
      }
    });
  });

  describe('SMS codes and login by code', () => {
    it('logs in by code once; the countdown refuses a second send; five wrong tries kill a code', async () => {
      const ip = nextIp();
      const send = () =>
        api.call({
          method: 'POST',
          url: '/wps/verification/sms/noLogin',
          payload: { mobileNum: '1711000001', countryDialingCode: '880', purpose: 'login' },
          ip,
          headers: { language: 'en' },
        });
      expect((await send()).status).toBe(200);
      const soon = await send();
      expect(soon.status).toBe(429);
      expect(soon.body.message).toMatch(/wait \d+ seconds/);
      const code = codeIn((await api.outbox('sms', '+8801711000001'))!.body);
      const byCode = (c: string) =>
        api.sealed(
          '/wps/session/login',
          { username: '1711000001', password: c, type: 'sms', countryDialingCode: '880' },
          { ip },
        );
      const ok = await byCode(code);
      expect(ok.body.value).toMatchObject({ forceChange: false, member: { username: 'demoplayer' } });
      expect((await byCode(code)).body.code).toBe('code_invalid');

      // Another account's number, so no countdown stands in the way of a fresh code.
      await api.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '1711000002', countryDialingCode: '880', purpose: 'login' },
        ip,
      });
      const fresh = codeIn((await api.outbox('sms', '+8801711000002'))!.body);
      const agentByCode = (c: string) =>
        api.sealed(
          '/wps/session/login',
          { username: '1711000002', password: c, type: 'sms', countryDialingCode: '880' },
          { ip },
        );
      for (let i = 0; i < 5; i += 1)
        expect((await agentByCode(fresh === '999999' ? '999998' : '999999')).body.code).toBe('code_invalid');
      expect((await agentByCode(fresh)).body.code).toBe('code_invalid');
    });

    it('answers an unknown number like a known one and sends it nothing', async () => {
      const res = await api.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '1999999999', countryDialingCode: '880', purpose: 'login' },
        ip: nextIp(),
      });
      expect(res.body).toEqual({ success: true, value: { expiredMinutes: 1 }, message: null });
      expect(await api.outbox('sms', '+8801999999999')).toBeUndefined();
    });

    it('refuses login codes when the operator turns SMS login off', async () => {
      await ops('flag', 'smsLogin', 'off');
      try {
        const res = await api.call({
          method: 'POST',
          url: '/wps/verification/sms/noLogin',
          payload: { mobileNum: '1711000001', countryDialingCode: '880', purpose: 'login' },
          ip: nextIp(),
        });
        expect(res.status).toBe(403);
      } finally {
        await ops('flag', 'smsLogin', 'on');
      }
    });
  });

  describe('forgotten passwords', () => {
    it("by email: a form post; a wrong pair gets the spec's message; the mailed code sets the new password", async () => {
      const post = (payload: string) =>
        api.call({
          method: 'POST',
          url: '/wps/member/password/email',
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
          ip: nextIp(),
        });
      const wrong = await post('username=vipplayer&email=someone%40example.com');
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('Username/Email does not exist');
      expect((await post('username=vipplayer&email=VIPPLAYER%40example.com')).status).toBe(200);
      const mail = (await api.outbox('email', 'vipplayer@example.com'))!;
      const code = /:\s*(\d{8})\s*$/m.exec(mail.body)![1]!;
      // Asking changes nothing: the password in use still opens the account.
      expect((await api.login('vipplayer', 'Demo1234')).status).toBe(200);
      const reset = await api.sealed('/wps/member/password/email/verification', {
        username: 'vipplayer',
        email: 'vipplayer@example.com',
        verificationCode: code,
        newPassword: 'Vip2026x',
        confirmNewPassword: 'Vip2026x',
      });
      expect(reset.body.value).toEqual({ changed: true });
      expect((await api.login('vipplayer', 'Demo1234')).status).toBe(400);
      const login = (await api.login('vipplayer', 'Vip2026x')).body.value;
      expect(login.forceChange).toBe(false);
      await api.sealed(
        '/wps/member/password',
        { oldPassword: 'Vip2026x', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
        { token: login.token },
      );
      expect((await api.login('vipplayer', 'Demo1234')).status).toBe(200);
    });

    it('by phone: the code sets the new password and names the account', async () => {
      const ip = nextIp();
      clock += 120_000;
      await api.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '01711000002', countryDialingCode: '880', purpose: 'password' },
        ip,
      });
      const code = codeIn((await api.outbox('sms', '+8801711000002'))!.body);
      const res = await api.sealed(
        '/wps/member/password/verification',
        { newPassword: 'Agent2026', mobileNum: '01711000002', countryDialingCode: '880', verificationCode: code },
        { ip },
      );
      expect(res.body.value).toEqual({ changed: true, username: 'demoagent' });
      expect((await api.login('demoagent', 'Agent2026')).status).toBe(200);
    });
  });

  describe('free play', () => {
    it('opens a trial account (isAgent 4) that member features refuse', async () => {
      const res = await api.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { os: 'Linux', platform: 'W' },
        headers: { 'gateway-version': '3', language: 'en' },
        ip: nextIp(),
      });
      expect(res.status).toBe(200);
      const { token, member } = res.body.value;
      expect(member).toMatchObject({ isAgent: 4, trial: true });
      const change = await api.sealed(
        '/wps/member/password',
        { oldPassword: 'x', newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
        { token },
      );
      expect(change.status).toBe(403);
      expect(change.body.code).toBe('in_need_true_account');
    });

    it('is refused while the flag is off', async () => {
      await ops('flag', 'freePlay', 'off');
      try {
        const res = await api.call({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          payload: { platform: 'W' },
          ip: nextIp(),
        });
        expect(res.status).toBe(403);
      } finally {
        await ops('flag', 'freePlay', 'on');
      }
    });
  });

  describe('GET /wps/agent/affiliate', () => {
    it("knows the demo agent's code in any case and nothing else", async () => {
      expect(
        (await api.call({ method: 'GET', url: '/wps/agent/affiliate?code=lotus1&domain=localhost' })).body.value,
      ).toEqual({ valid: true, affiliateCode: 'LOTUS1' });
      expect((await api.call({ method: 'GET', url: '/wps/agent/affiliate?code=NOSUCH1' })).body.value).toEqual({
        valid: false,
        affiliateCode: null,
      });
      expect(
        (await api.call({ method: 'GET', url: "/wps/agent/affiliate?code=x'%20OR%201=1--" })).body.value.valid,
      ).toBe(false);
    });
  });
});
