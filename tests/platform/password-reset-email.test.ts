/**
 * Forgot password by email (issue 12 §2, finding 5): the mail carries a single-use, expiring code and the
 * password stays as it is until the code is used with a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';

describe.each(STORES)('password reset by email on %s', (store) => {
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

  const db = () => t.platform.context.db;
  let accounts = 0;

  /** A fresh member with password Secret123 (the demo rules ask for no captcha at registration). */
  async function newMember(): Promise<string> {
    accounts += 1;
    const username = `rst${store.slice(0, 2)}${String(accounts).padStart(3, '0')}`;
    const captchaId = (await api.call({ method: 'GET', url: '/wps/captcha', ip: nextIp() })).body.value
      .captchaId as string;
    const { answer } = await db()
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    const res = await api.sealed(
      '/wps/member/register',
      { username, password: 'Secret123', confirmPassword: 'Secret123', captchaId, captcha: answer },
      { method: 'PUT', ip: nextIp() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return username;
  }

  describe('finding 5: forgot by email mails a code and changes nothing until it is used', () => {
    const post = (payload: string, headers: Record<string, string> = {}) =>
      api.call({
        method: 'POST',
        url: '/wps/member/password/email',
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en', ...headers },
        ip: nextIp(),
      });
    const complete = (payload: Record<string, unknown>) =>
      api.sealed('/wps/member/password/email/verification', payload, { ip: nextIp() });

    async function mailedCode(email: string): Promise<string> {
      const mail = (await api.outbox('email', email))!;
      const code = /\b(\d{8})\b/.exec(mail.body)?.[1];
      expect(code, mail.body).toBeDefined();
      return code!;
    }

    it('keeps the old password until the code is used; the code sets the new one once and ends other sessions', async () => {
      const username = await newMember();
      const email = `${username}@example.com`;
      await db().updateTable('members').set({ email }).where('username', '=', username).execute();
      const session = (await api.login(username, 'Secret123')).body.value.token as string;
      expect((await post(`username=${username}&email=${encodeURIComponent(email)}`)).status).toBe(200);
      const code = await mailedCode(email);
      const mail = (await api.outbox('email', email))!;
      expect(mail.body).not.toMatch(/temporary password/i);

      // Nothing changed yet: the old password still opens the account, the session still lives.
      expect((await api.login(username, 'Secret123')).status).toBe(200);
      expect((await api.call({ method: 'GET', url: '/wps/member/info', token: session })).status).toBe(200);

      const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
      expect(
        (
          await complete({
            username,
            email,
            verificationCode: wrongCode,
            newPassword: 'Fresh2026',
            confirmNewPassword: 'Fresh2026',
          })
        ).body.code,
      ).toBe('code_invalid');
      const weak = await complete({
        username,
        email,
        verificationCode: code,
        newPassword: 'short',
        confirmNewPassword: 'short',
      });
      expect(weak.body.code).toBe('password_invalid');
      const mismatch = await complete({
        username,
        email,
        verificationCode: code,
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2027',
      });
      expect(mismatch.body.value.fields.confirmNewPassword).toEqual({ messageKey: 'inconsistent_twice' });
      const otherAccount = await complete({
        username: 'vipplayer',
        email,
        verificationCode: code,
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2026',
      });
      expect(otherAccount.body.code).toBe('code_invalid');

      const done = await complete({
        username,
        email,
        verificationCode: code,
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2026',
      });
      expect(done.body).toMatchObject({ success: true, value: { changed: true } });
      expect((await api.login(username, 'Secret123')).status).toBe(400);
      const fresh = await api.login(username, 'Fresh2026');
      expect(fresh.status).toBe(200);
      expect(fresh.body.value.forceChange).toBe(false);
      expect((await api.call({ method: 'GET', url: '/wps/member/info', token: session })).status).toBe(401);
      // Single use.
      expect(
        (
          await complete({
            username,
            email,
            verificationCode: code,
            newPassword: 'Other2026',
            confirmNewPassword: 'Other2026',
          })
        ).body.code,
      ).toBe('code_invalid');
      // Stored hashed: the mailed code is nowhere in the table.
      const rows = await db()
        .selectFrom('password_reset_codes' as never)
        .selectAll()
        .execute();
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it('lets a code expire after thirty minutes and kill itself after five wrong tries', async () => {
      const username = await newMember();
      const email = `${username}@example.com`;
      await db().updateTable('members').set({ email }).where('username', '=', username).execute();
      await post(`username=${username}&email=${encodeURIComponent(email)}`);
      const late = await mailedCode(email);
      clock += 31 * 60_000;
      expect(
        (
          await complete({
            username,
            email,
            verificationCode: late,
            newPassword: 'Fresh2026',
            confirmNewPassword: 'Fresh2026',
          })
        ).body.code,
      ).toBe('code_invalid');

      await post(`username=${username}&email=${encodeURIComponent(email)}`);
      const code = await mailedCode(email);
      const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
      const tries = await Promise.all(
        Array.from({ length: 8 }, () =>
          complete({
            username,
            email,
            verificationCode: wrong,
            newPassword: 'Fresh2026',
            confirmNewPassword: 'Fresh2026',
          }),
        ),
      );
      for (const a of tries) expect(a.body.code).toBe('code_invalid');
      expect(
        (
          await complete({
            username,
            email,
            verificationCode: code,
            newPassword: 'Fresh2026',
            confirmNewPassword: 'Fresh2026',
          })
        ).body.code,
      ).toBe('code_invalid');
      expect((await api.login(username, 'Secret123')).status).toBe(200);
    });

    it('answers in Bengali, and mails the code in the asked language', async () => {
      const username = await newMember();
      const email = `${username}@example.com`;
      await db().updateTable('members').set({ email }).where('username', '=', username).execute();
      expect((await post(`username=${username}&email=${encodeURIComponent(email)}`, { language: 'bn' })).status).toBe(
        200,
      );
      const mail = (await api.outbox('email', email))!;
      expect(mail.body).toMatch(/কোড/);
      const res = await api.call({
        method: 'POST',
        url: '/wps/member/password/email/verification',
        headers: { language: 'bn' },
        ip: nextIp(),
        payload: await api.seal({
          username,
          email,
          verificationCode: '00000000',
          newPassword: 'Fresh2026',
          confirmNewPassword: 'Fresh2026',
        }),
      });
      expect(res.body.code).toBe('code_invalid');
      expect(res.body.message).toMatch(/[\u0980-\u09FF]/);
    });
  });
});
