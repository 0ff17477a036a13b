import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, codeIn, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

describe.each(STORES)('extra verification of a login from a registered address (LOGINIPVERIF3) on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  const SHARED = '198.51.100.77';
  const MAILBOX_ADDRESS = '198.51.100.78';
  beforeAll(async () => {
    t = await startTestPlatform(store);
    api = caller(t.app);
    const { db, config } = t.platform.context;
    // Another account was registered from each of these addresses.
    await db
      .updateTable('members')
      .set({ register_ip: SHARED })
      .where('merchant_code', '=', config.merchantCode)
      .where('username', '=', 'vipplayer')
      .execute();
    await db
      .updateTable('members')
      .set({ register_ip: MAILBOX_ADDRESS })
      .where('merchant_code', '=', config.merchantCode)
      .where('username', '=', 'demoplayer')
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const login = (username: string, ip: string, extra: Record<string, string> = {}) =>
    api.sealed('/wps/session/login', { username, password: 'Demo1234', type: 'username', ...extra }, { ip });

  it('is off in the demo seed: a login from a registered address goes straight in', async () => {
    expect((await api.login('demoplayer', 'Demo1234', SHARED)).status).toBe(200);
  });

  describe('switched on', () => {
    beforeAll(async () => {
      await ops('flag', 'loginAddressCheck', 'on');
    });
    afterAll(async () => {
      await ops('flag', 'loginAddressCheck', 'off');
    });

    it("sends an SMS code to the member's mobile and lets the login in only with it, once", async () => {
      const first = await login('demoplayer', SHARED);
      expect(first.status).toBe(403);
      expect(first.body.code).toBe('address_check');
      expect(first.body.value).toEqual({ addressCheck: true, channel: 'sms', to: '+880****01' });
      expect(first.body.message).toBe('For your security, enter the verification code we sent to +880****01.');
      const code = codeIn((await api.outbox('sms', '+8801711000001'))!.body);

      const wrong = await login('demoplayer', SHARED, { verificationCode: code === '000000' ? '111111' : '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('code_invalid');
      const right = await login('demoplayer', SHARED, { verificationCode: code });
      expect(right.status).toBe(200);
      expect(right.body.value.token).toMatch(/\S{20,}/);
      expect((await login('demoplayer', SHARED, { verificationCode: code })).body.code).toBe('code_invalid');
    });

    it('mails the code to a member without a mobile number', async () => {
      const first = await login('vipplayer', MAILBOX_ADDRESS);
      expect(first.status).toBe(403);
      expect(first.body.value).toMatchObject({ channel: 'email', to: 'vi***@example.com' });
      const mail = (await api.outbox('email', 'vipplayer@example.com'))!;
      expect(mail.body).toContain('verification code');
      const right = await login('vipplayer', MAILBOX_ADDRESS, { verificationCode: codeIn(mail.body) });
      expect(right.status).toBe(200);
    });

    it('asks nothing of a login from an address where no other account was registered, nor of a wrong password', async () => {
      expect((await api.login('demoagent', 'Demo1234', '198.51.100.99')).status).toBe(200);
      const wrongPassword = await api.sealed(
        '/wps/session/login',
        { username: 'demoplayer', password: 'nope1234', type: 'username' },
        { ip: SHARED },
      );
      expect(wrongPassword.body.code).toBe('login_failed');
    });
  });
});
