/**
 * Bad and hostile input to every account call: each is refused with a clear envelope (4xx, success false, a
 * message) and nothing is written. Encrypted bodies are tampered with, replayed, aged and sent in the clear.
 * Text the registration rules happen to accept is stored verbatim and changes nothing else; a field the rules
 * disable, or a bookkeeping field of the wrong shape, is refused.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EncryptedEnvelope } from '../../contract/rules/encrypted-body.ts';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, codeIn, nextIp, type Caller, type Reply } from './accounts-client.ts';
import { newMember } from './builders.ts';

const SQL = ["' OR 1=1 --", "'; DROP TABLE members; --"];
const HTML = ['<img src=x onerror=alert(1)>', '<script>'];
const HOSTILE = [...SQL, ...HTML];
const HUGE = 'x'.repeat(10_000);
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['an array', ['a', 'b']],
  ['an object', { a: 'b' }],
  ['null', null],
  ['a boolean', true],
];

/** Every text field the registration payload knows (spec 3 and the payload's additions). */
const REGISTRATION_TEXT_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'captchaId',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'idType',
  'referralCode',
  'domain',
  'countryDialingCode',
  'registerUrl',
  'firebaseChannel',
  'firebaseIdToken',
];
/** Fields the payload caps at 8 characters, so the longer hostile strings never reach the rules. */
const EIGHT_CHARACTER_FIELDS = new Set(['captcha', 'verificationCode', 'idType', 'countryDialingCode']);
/** The mobile number is capped at 20 characters by the payload, before its rule. */
const MOBILE_CAP = 20;
/** Fields the demo merchant's enabled rules check (platform/db/seed/merchant.ts): none of the hostile strings passes them but '<script>' as a password. */
const RULE_CHECKED_FIELDS = ['username', 'password', 'payeeName', 'email', 'mobileNum', 'whatsapp', 'affiliateCode'];
/** Fields whose rules the demo merchant disables (platform/db/seed/merchant.ts): any value for them is refused, never stored. */
const DISABLED_BY_RULES = [
  'paymentPassword',
  'qqNum',
  'line',
  'facebook',
  'wechat',
  'idNumber',
  'idType',
  'recommenderId',
];
/** Bookkeeping fields no rule covers, each with a shape of its own (platform/modules/accounts/registration-origin.ts). */
const SHAPED = ['referralCode', 'registerUrl', 'domain'];
/** A field whose rule accepts anything ('*'), switched on for the test that stores text verbatim, and its column. */
const ANYTHING_FIELD = { field: 'facebook', column: 'facebook' } as const;
/** Fields accepted and not stored on the username tab with the demo rules (captcha off, SMS verification off). */
const IGNORED = [
  'captcha',
  'captchaId',
  'verificationCode',
  'countryDialingCode',
  'firebaseChannel',
  'firebaseIdToken',
];

/** The tables an account call can write. */
const TABLES = ['members', 'sessions', 'verification_codes', 'outbox', 'captchas'] as const;

type Envelope = EncryptedEnvelope;

/** One character of base64 text changed for another base64 character. */
function flip(text: string, at = 0): string {
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${(serial += 1)}`;

describe.each(STORES)('hostile input to the account calls on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.now();
  beforeAll(async () => {
    // In-process limits: resetCode() moves the clock past the SMS windows, which Redis would not see.
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.platform.context.db;

  /** Row counts of the tables an account call can write, and a digest of their contents (so an update shows too). */
  async function written(): Promise<Record<string, { rows: number; digest: string }>> {
    const state: Record<string, { rows: number; digest: string }> = {};
    for (const table of TABLES) {
      const count = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const rows = (await db().selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
      state[table] = { rows: Number(count.n), digest: createHash('sha256').update(rows.join('\n')).digest('hex') };
    }
    return state;
  }

  /** Sends, expects a clear refusal (4xx, success false, a message; the given status and code when named) and no write. */
  async function refused(
    send: () => Promise<Reply>,
    expected: { status?: number; code?: string } = {},
  ): Promise<Reply> {
    const before = await written();
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    if (expected.status !== undefined) expect(res.status, JSON.stringify(res.body)).toBe(expected.status);
    if (expected.code !== undefined) expect(res.body.code).toBe(expected.code);
    expect(await written()).toEqual(before);
    return res;
  }

  /** The fields a 400 bad_request names. */
  const badFields = (res: Reply) => Object.keys(res.body.fields ?? {});
  /** The fields a registration or password refusal names. */
  const ruleFields = (res: Reply) => Object.keys(res.body.value?.fields ?? {});

  const json = (
    url: string,
    payload: unknown,
    options: { method?: 'POST' | 'PUT' | 'DELETE'; token?: string; ip?: string } = {},
  ) =>
    api.call({
      method: options.method ?? 'POST',
      url,
      payload: payload as object,
      token: options.token,
      ip: options.ip ?? nextIp(),
    });
  const raw = (url: string, method: 'POST' | 'PUT' | 'DELETE', contentType: string, payload: string, token?: string) =>
    api.call({ method, url, payload, headers: { 'content-type': contentType }, token, ip: nextIp() });
  const sendSealed = (url: string, method: 'POST' | 'PUT', body: unknown, token?: string, ip?: string) =>
    api.call({ method, url, payload: body as object, token, ip: ip ?? nextIp() });

  /** A member registered through the API, with a live session. */
  const freshMember = (password = 'Secret123') => newMember(api, { password, username: unique('member') });

  /** A live password-reset code for the demo agent's number, with the limits of earlier sends left behind. */
  async function resetCode(): Promise<string> {
    clock += 3_600_001;
    const sent = await json('/wps/verification/sms/noLogin', {
      mobileNum: '01711000002',
      countryDialingCode: '880',
      purpose: 'password',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return codeIn((await api.outbox('sms', '+8801711000002'))!.body);
  }

  /** A fresh member with an email address, and the reset code mailed to it. */
  async function mailedResetCode(): Promise<{ email: string; code: string }> {
    const { username } = await freshMember();
    const email = `${username.toLowerCase()}@example.com`;
    await db().updateTable('members').set({ email }).where('username', '=', username).execute();
    const sent = await api.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: new URLSearchParams({ username, email }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: nextIp(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = /\b(\d{8})\b/.exec((await api.outbox('email', email))!.body)?.[1];
    return { email, code: code! };
  }

  interface SealedCall {
    url: string;
    method: 'POST' | 'PUT';
    /** A body that succeeds (and writes) when sent sealed as it is, with the token the call needs. */
    prepare(): Promise<{ payload: Record<string, unknown>; token?: string; username?: string }>;
    /** A well-formed payload for checking one field at a time; it need not succeed. */
    base: Record<string, unknown>;
    required: string[];
    textFields: string[];
    /** A live token, for calls that need one. */
    token?(): Promise<string>;
  }

  let changerToken: string | undefined;
  const changer = async () => (changerToken ??= (await freshMember()).token);

  const SEALED: Record<string, SealedCall> = {
    'POST /wps/session/login': {
      url: '/wps/session/login',
      method: 'POST',
      prepare: async () => ({ payload: { username: 'demoplayer', password: 'Demo1234', type: 'username' } }),
      base: { username: 'demoplayer', password: 'Demo1234', type: 'username' },
      required: ['username', 'password'],
      textFields: ['username', 'password', 'type', 'captcha', 'captchaId', 'countryDialingCode'],
    },
    'PUT /wps/member/register': {
      url: '/wps/member/register',
      method: 'PUT',
      prepare: async () => ({
        payload: { username: unique('reg'), password: 'Secret123', confirmPassword: 'Secret123' },
      }),
      base: {
        username: 'hostile1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        registerMethod: 'WEB',
        login: true,
      },
      required: [],
      textFields: REGISTRATION_TEXT_FIELDS,
    },
    'PUT /wps/member/register/mobile': {
      url: '/wps/member/register/mobile',
      method: 'PUT',
      prepare: async () => ({
        payload: {
          mobileNum: `0170${String((serial += 1)).padStart(7, '0')}`,
          countryDialingCode: '880',
          password: 'Secret123',
          confirmPassword: 'Secret123',
        },
      }),
      base: {
        mobileNum: '01709999999',
        countryDialingCode: '880',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
      required: [],
      textFields: REGISTRATION_TEXT_FIELDS,
    },
    'POST /wps/member/password': {
      url: '/wps/member/password',
      method: 'POST',
      prepare: async () => ({
        payload: { oldPassword: 'Secret123', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' },
        ...(await freshMember()),
      }),
      base: { oldPassword: 'Secret123', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' },
      required: ['newPassword', 'confirmNewPassword'],
      textFields: ['oldPassword', 'newPassword', 'confirmNewPassword'],
      token: changer,
    },
    'POST /wps/member/password/verification': {
      url: '/wps/member/password/verification',
      method: 'POST',
      prepare: async () => ({
        payload: {
          newPassword: unique('Agent'),
          mobileNum: '01711000002',
          countryDialingCode: '880',
          verificationCode: await resetCode(),
        },
      }),
      base: {
        newPassword: 'Agent2026',
        mobileNum: '01711000002',
        countryDialingCode: '880',
        verificationCode: '123456',
      },
      required: ['newPassword', 'mobileNum', 'countryDialingCode', 'verificationCode'],
      textFields: ['newPassword', 'mobileNum', 'countryDialingCode', 'verificationCode'],
    },
    'POST /wps/member/password/email/verification': {
      url: '/wps/member/password/email/verification',
      method: 'POST',
      prepare: async () => {
        const { email, code } = await mailedResetCode();
        const password = unique('Mail');
        return {
          payload: {
            username: email.split('@')[0],
            email,
            verificationCode: code,
            newPassword: password,
            confirmNewPassword: password,
          },
        };
      },
      base: {
        username: 'vipplayer',
        email: 'vipplayer@example.com',
        verificationCode: '12345678',
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2026',
      },
      required: ['username', 'email', 'verificationCode', 'newPassword', 'confirmNewPassword'],
      textFields: ['username', 'email', 'verificationCode', 'newPassword', 'confirmNewPassword'],
    },
  };

  describe.each(Object.entries(SEALED))('%s (encrypted body)', (_name, call) => {
    const token = async () => call.token?.();
    const send = async (payload: unknown) =>
      api.sealed(call.url, payload, { method: call.method, token: await token(), ip: nextIp() });
    // The call's session exists before any test counts rows.
    beforeAll(async () => {
      await token();
    });

    it('refuses a payload that is not an object', async () => {
      for (const payload of ['text', 42, null, [call.base]]) {
        const res = await refused(() => send(payload), { status: 400, code: 'bad_request' });
        expect(badFields(res)).toContain('request');
      }
    });

    it('refuses an empty payload, naming what is missing', async () => {
      const res = await refused(() => send({}), { status: 400 });
      if (call.required.length > 0) expect(badFields(res)).toEqual(expect.arrayContaining(call.required));
      else expect(ruleFields(res).length).toBeGreaterThan(0);
    });

    it.each(call.required)('refuses a payload without %s', async (field) => {
      const { [field]: _dropped, ...rest } = call.base;
      expect(badFields(await refused(() => send(rest), { status: 400, code: 'bad_request' }))).toContain(field);
    });

    it.each(call.textFields.flatMap((field) => WRONG_TYPES.map(([kind, value]) => [field, kind, value] as const)))(
      'refuses %s given as %s',
      async (field, _kind, value) => {
        expect(
          badFields(await refused(() => send({ ...call.base, [field]: value }), { status: 400, code: 'bad_request' })),
        ).toContain(field);
      },
    );

    it.each(call.textFields)('refuses 10 000 characters in %s', async (field) => {
      expect(
        badFields(await refused(() => send({ ...call.base, [field]: HUGE }), { status: 400, code: 'bad_request' })),
      ).toContain(field);
    });

    it('refuses unknown extra fields', async () => {
      for (const extra of [{ isAgent: 1 }, { admin: true }, { accountType: 'agent', status: 'active' }]) {
        const res = await refused(() => send({ ...call.base, ...extra }), { status: 400, code: 'bad_request' });
        expect(res.body.message).toMatch(/\S/);
      }
    });

    it('refuses the payload sent in the clear', async () => {
      const { payload, token: given } = await call.prepare();
      await refused(() => sendSealed(call.url, call.method, payload, given), {
        status: 400,
        code: 'bad_encrypted_body',
      });
      await refused(() => sendSealed(call.url, call.method, { enc: payload }, given), {
        status: 400,
        code: 'bad_encrypted_body',
      });
    });

    it('refuses a body that is not JSON, and an empty one', async () => {
      const given = await token();
      await refused(() => raw(call.url, call.method, 'application/json', '{"enc": {"v": 1,', given), { status: 400 });
      await refused(() => raw(call.url, call.method, 'application/json', '', given), { status: 400 });
    });

    it('refuses a sealed body under a content type other than JSON', async () => {
      const { payload, token: given } = await call.prepare();
      const text = JSON.stringify(await api.seal(payload));
      await refused(() => raw(call.url, call.method, 'text/plain', text, given));
      await refused(() => raw(call.url, call.method, 'application/xml', text, given), { status: 415 });
      await refused(() =>
        raw(call.url, call.method, 'application/x-www-form-urlencoded', `enc=${encodeURIComponent(text)}`, given),
      );
    });

    const TAMPERS: [string, (e: Envelope) => unknown][] = [
      ['a character of data flipped', (e) => ({ enc: { ...e, data: flip(e.data) } })],
      [
        'a character of the last block of data flipped',
        (e) => ({ enc: { ...e, data: flip(e.data, e.data.replace(/=+$/, '').length - 3) } }),
      ],
      ['a character of mac flipped', (e) => ({ enc: { ...e, mac: flip(e.mac) } })],
      ['a character of iv flipped', (e) => ({ enc: { ...e, iv: flip(e.iv) } })],
      ['a character of the wrapped key flipped', (e) => ({ enc: { ...e, key: flip(e.key) } })],
      ['a character of nonce flipped', (e) => ({ enc: { ...e, nonce: flip(e.nonce) } })],
      ['kid changed to an unknown key', (e) => ({ enc: { ...e, kid: `${e.kid}x` } })],
      ['ts changed after signing', (e) => ({ enc: { ...e, ts: e.ts - 1 } })],
      ['the version changed', (e) => ({ enc: { ...e, v: 2 } })],
      ['the mac left out', (e) => ({ enc: { ...e, mac: undefined } })],
      ['an extra envelope field', (e) => ({ enc: { ...e, alg: 'none' } })],
      ['an extra field beside enc', (e) => ({ enc: e, username: 'demoplayer' })],
    ];

    it.each(TAMPERS)('refuses a sealed body with %s, which is good untouched', async (_what, tamper) => {
      const { payload, token: given } = await call.prepare();
      const { enc } = await api.seal(payload);
      const ip = nextIp();
      await refused(() => sendSealed(call.url, call.method, tamper(enc), given, ip), {
        status: 400,
        code: 'bad_encrypted_body',
      });
      // The same body untouched goes through: the refusal was the tampering's, and it did not burn the nonce.
      const intact = await sendSealed(call.url, call.method, { enc }, given, ip);
      expect(intact.status, JSON.stringify(intact.body)).toBe(200);
    });

    it('refuses an iv altered so that the plaintext decrypts to other valid JSON', async () => {
      const { payload, token: given } = await call.prepare();
      const plain = JSON.stringify(payload);
      // CBC: flipping bit 5 of iv byte i flips the case of plaintext byte i. Pick a letter inside a value in the first block.
      const at = [...plain.slice(0, 16)].findIndex(
        (c, i) => /[a-z]/i.test(c) && /":"[A-Za-z0-9]*$/.test(plain.slice(0, i)),
      );
      const { enc } = await api.seal(payload);
      const iv = Buffer.from(enc.iv, 'base64');
      iv[at >= 0 ? at : 0]! ^= 0x20;
      await refused(() => sendSealed(call.url, call.method, { enc: { ...enc, iv: iv.toString('base64') } }, given), {
        status: 400,
        code: 'bad_encrypted_body',
      });
    });

    it('refuses the exact same sealed body a second time', async () => {
      const { payload, token: given, username } = await call.prepare();
      const body = await api.seal(payload);
      const members = (await written()).members!.rows;
      const first = await sendSealed(call.url, call.method, body, given);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      // A password change ends the account's sessions: the replay comes with a session opened by the new password.
      const again = username
        ? ((await api.login(username, String(payload.newPassword))).body.value.token as string)
        : given;
      await refused(() => sendSealed(call.url, call.method, body, again), { status: 400, code: 'bad_encrypted_body' });
      const registers = call.url.startsWith('/wps/member/register');
      expect((await written()).members!.rows).toBe(members + (registers ? 1 : 0));
      if (registers) {
        const name = String(payload.username ?? payload.mobileNum);
        const rows = await db()
          .selectFrom('members')
          .select('id')
          .where('username_key', '=', name.toLowerCase())
          .execute();
        expect(rows).toHaveLength(1);
      }
    });

    it.each([
      ['ten minutes old', -600_000],
      ['ten minutes in the future', 600_000],
    ])('refuses a body sealed %s', async (_when, offset) => {
      const { payload, token: given } = await call.prepare();
      const stale = await api.seal(payload, clock + offset);
      await refused(() => sendSealed(call.url, call.method, stale, given), { status: 400, code: 'bad_encrypted_body' });
      // Sealed now, the same payload is fine.
      const fresh = await sendSealed(call.url, call.method, await api.seal(payload), given);
      expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    });
  });

  describe('POST /wps/session/login with hostile text', () => {
    it.each(HOSTILE)("refuses %s as the username, and demoplayer's password does not help", async (text) => {
      await refused(() => api.login(text, 'Demo1234'), { status: 400, code: 'login_failed' });
      await refused(() => api.login(`demoplayer${text}`, 'Demo1234'), { status: 400, code: 'login_failed' });
    });

    it.each(HOSTILE)('refuses %s as the password of a real account', async (text) => {
      const { username } = await freshMember();
      await refused(() => api.login(username, text), { status: 400, code: 'login_failed' });
      await refused(() => api.login(username, `Secret123${text}`), { status: 400, code: 'login_failed' });
      expect((await api.login(username, 'Secret123')).status).toBe(200);
    });

    it.each(HOSTILE)(
      "refuses %s as the captcha id once the captcha is due, and spends no one else's captcha",
      async (text) => {
        const ip = nextIp();
        const { username } = await freshMember();
        for (let i = 0; i < 3; i += 1) await api.login(username, `wrong-${i}`, ip);
        const other = (await api.call({ method: 'GET', url: '/wps/captcha', ip: nextIp() })).body.value.captchaId;
        await refused(
          () =>
            api.sealed(
              '/wps/session/login',
              { username, password: 'Secret123', type: 'username', captchaId: text, captcha: '1234' },
              { ip },
            ),
          { status: 400, code: 'captcha_invalid' },
        );
        expect(await db().selectFrom('captchas').select('id').where('id', '=', other).executeTakeFirst()).toBeDefined();
      },
    );

    it.each(HOSTILE)('refuses %s as the dialing code or number of a login by code', async (text) => {
      await refused(() =>
        api.sealed(
          '/wps/session/login',
          { username: '1711000001', password: '123456', type: 'sms', countryDialingCode: text },
          { ip: nextIp() },
        ),
      );
      await refused(
        () =>
          api.sealed(
            '/wps/session/login',
            { username: text, password: '123456', type: 'sms', countryDialingCode: '880' },
            { ip: nextIp() },
          ),
        { status: 400, code: 'mobile_invalid' },
      );
    });
  });

  describe('PUT /wps/member/register with hostile text', () => {
    const base = () => ({ username: unique('hostile'), password: 'Secret123', confirmPassword: 'Secret123' });
    const register = (payload: Record<string, unknown>, tab: '' | '/mobile' = '') =>
      api.sealed(`/wps/member/register${tab}`, payload, { method: 'PUT', ip: nextIp() });

    const RULE_CASES = RULE_CHECKED_FIELDS.flatMap((field) =>
      HOSTILE.filter((text) => !(field === 'password' && text === '<script>')).map((text) => [field, text] as const),
    );

    it.each(RULE_CASES)(
      "refuses %s = %s by the merchant's rule for it (or the payload's cap before it)",
      async (field, text) => {
        const payload = { ...base(), [field]: text, ...(field === 'password' ? { confirmPassword: text } : {}) };
        if (field === 'mobileNum' && text.length > MOBILE_CAP) {
          expect(badFields(await refused(() => register(payload), { status: 400, code: 'bad_request' }))).toContain(
            field,
          );
          return;
        }
        const res = await refused(() => register(payload), { status: 400, code: 'registration_invalid' });
        expect(ruleFields(res)).toContain(field);
        expect(res.body.value.fields[field].messageKey).toMatch(/^pattern\./);
      },
    );

    it.each(HOSTILE)('refuses %s as the confirmation of another password', async (text) => {
      const res = await refused(() => register({ ...base(), confirmPassword: text }), {
        status: 400,
        code: 'registration_invalid',
      });
      expect(res.body.value.fields.confirmPassword).toEqual({ messageKey: 'inconsistent_twice' });
    });

    it.each(HOSTILE.filter((text) => text.length > 8))(
      'refuses %s in the fields capped at eight characters',
      async (text) => {
        for (const field of EIGHT_CHARACTER_FIELDS) {
          expect(
            badFields(
              await refused(() => register({ ...base(), [field]: text }), { status: 400, code: 'bad_request' }),
            ),
          ).toContain(field);
        }
      },
    );

    it.each(HOSTILE)('refuses %s as the number or dialing code of a registration by mobile', async (text) => {
      const mobile = {
        mobileNum: '01709999998',
        countryDialingCode: '880',
        password: 'Secret123',
        confirmPassword: 'Secret123',
      };
      const byNumber = await refused(() => register({ ...mobile, mobileNum: text }, '/mobile'), { status: 400 });
      expect(text.length > MOBILE_CAP ? badFields(byNumber) : ruleFields(byNumber)).toContain('mobileNum');
      await refused(() => register({ ...mobile, countryDialingCode: text }, '/mobile'), { status: 400 });
    });

    it.each(HOSTILE)(
      'refuses %s in every field the merchant disabled or whose shape it breaks, and writes nothing',
      async (text) => {
        for (const field of [...DISABLED_BY_RULES, ...SHAPED]) {
          const send = () => register({ ...base(), [field]: text });
          if (EIGHT_CHARACTER_FIELDS.has(field) && text.length > 8) {
            expect(badFields(await refused(send, { status: 400, code: 'bad_request' }))).toContain(field);
            continue;
          }
          const res = await refused(send, { status: 400, code: 'registration_invalid' });
          expect(ruleFields(res), field).toEqual([field]);
          expect(res.body.value.fields[field].messageKey, field).toEqual(
            DISABLED_BY_RULES.includes(field)
              ? 'field_disabled'
              : expect.stringMatching(/^(register_origin_invalid|pattern\.)/),
          );
        }
      },
    );

    it.each(HOSTILE)(
      'stores %s verbatim in a field whose rule lets it through, and alters nothing else',
      async (text) => {
        // The demo merchant disables the one field whose pattern is '*': switched on for this test only.
        const enable = (enabled: 0 | 1) =>
          db()
            .updateTable('register_rules')
            .set({ enabled })
            .where('merchant_code', '=', t.config.merchantCode)
            .where('field_key', '=', ANYTHING_FIELD.field)
            .execute();
        await enable(1);
        try {
          const demoBefore = await db()
            .selectFrom('members')
            .selectAll()
            .where('username_key', '=', 'demoplayer')
            .executeTakeFirstOrThrow();
          const before = await written();
          const payload: Record<string, unknown> = { ...base(), [ANYTHING_FIELD.field]: text };
          for (const field of IGNORED) {
            if (!(EIGHT_CHARACTER_FIELDS.has(field) && text.length > 8)) payload[field] = text;
          }
          const res = await register(payload);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const after = await written();
          expect(after.members!.rows).toBe(before.members!.rows + 1);
          expect(after.sessions!.rows).toBe(before.sessions!.rows + 1);
          expect(after.verification_codes).toEqual(before.verification_codes);
          expect(after.outbox).toEqual(before.outbox);
          const row = await db()
            .selectFrom('members')
            .selectAll()
            .where('username_key', '=', String(payload.username).toLowerCase())
            .executeTakeFirstOrThrow();
          expect(row[ANYTHING_FIELD.column]).toBe(text);
          expect(row.to_upline).toBeNull();
          expect(row).toMatchObject({
            account_type: 0,
            trial: 0,
            status: 'active',
            affiliate_code: null,
            email: null,
            mobile_e164: null,
            payment_password_hash: null,
            qq_num: null,
            recommender_id: null,
            referral_code: null,
            register_url: null,
            register_domain: null,
          });
          // Nobody else was touched: the demo player's row is as it was and still logs in.
          expect(
            await db()
              .selectFrom('members')
              .selectAll()
              .where('username_key', '=', 'demoplayer')
              .executeTakeFirstOrThrow(),
          ).toEqual(demoBefore);
          const info = await api.call({ method: 'GET', url: '/wps/member/info', token: res.body.value.token });
          expect(info.body.value).toMatchObject({ username: payload.username, isAgent: 0 });
        } finally {
          await enable(0);
        }
      },
    );

    it('takes <script> as a password, as its rule allows, and only that exact text opens the account', async () => {
      const username = unique('scripted');
      const res = await register({ username, password: '<script>', confirmPassword: '<script>' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await api.login(username, '<script>')).status).toBe(200);
      await refused(() => api.login(username, '&lt;script&gt;'), { status: 400, code: 'login_failed' });
      await refused(() => api.login(username, '<SCRIPT>'), { status: 400, code: 'login_failed' });
    });
  });

  describe('POST /wps/member/password with hostile input', () => {
    const change = (payload: unknown, token?: string) =>
      api.sealed('/wps/member/password', payload, { token, ip: nextIp() });

    it('refuses a change without a session, or with a made-up, hostile or huge token', async () => {
      const body = { oldPassword: 'Secret123', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' };
      await refused(() => change(body), { status: 401, code: 'not_logged_in' });
      for (const token of ['nope', ...HOSTILE, HUGE])
        await refused(() => change(body, token), { status: 401, code: 'not_logged_in' });
    });

    it('refuses a trial account', async () => {
      const trial = await api.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { platform: 'W' },
        ip: nextIp(),
      });
      await refused(
        () =>
          change(
            { oldPassword: 'x', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' },
            trial.body.value.token,
          ),
        { status: 403, code: 'in_need_true_account' },
      );
    });

    it.each(HOSTILE)('refuses %s as the old password', async (text) => {
      const { token } = await freshMember();
      await refused(
        () => change({ oldPassword: text, newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' }, token),
        { status: 400, code: 'old_password_wrong' },
      );
    });

    it.each(HOSTILE.filter((text) => text !== '<script>'))(
      'refuses %s as the new password by the password rule',
      async (text) => {
        const { token } = await freshMember();
        const res = await refused(
          () => change({ oldPassword: 'Secret123', newPassword: text, confirmNewPassword: text }, token),
          { status: 400, code: 'password_invalid' },
        );
        expect(ruleFields(res)).toEqual(['newPassword']);
      },
    );
  });

  describe('POST /wps/member/password/verification with hostile input', () => {
    const reset = (payload: unknown) => api.sealed('/wps/member/password/verification', payload, { ip: nextIp() });
    const good = {
      newPassword: 'Agent2026',
      mobileNum: '01711000002',
      countryDialingCode: '880',
      verificationCode: '123456',
    };

    it.each(HOSTILE)('refuses %s as the number or dialing code', async (text) => {
      await refused(() => reset({ ...good, mobileNum: text }), { status: 400 });
      await refused(() => reset({ ...good, countryDialingCode: text }), { status: 400 });
    });

    it.each(HOSTILE.filter((text) => text !== '<script>'))(
      'refuses %s as the new password by the password rule',
      async (text) => {
        const code = await resetCode();
        const res = await refused(() => reset({ ...good, newPassword: text, verificationCode: code }), {
          status: 400,
          code: 'password_invalid',
        });
        expect(ruleFields(res)).toEqual(['newPassword']);
      },
    );

    it.each(HOSTILE)(
      'refuses %s as the code while a real code is live; only the wrong try is counted, and the real code still works',
      async (text) => {
        const code = await resetCode();
        const live = () =>
          db()
            .selectFrom('verification_codes')
            .selectAll()
            .where('mobile_e164', '=', '+8801711000002')
            .orderBy('id', 'desc')
            .limit(1)
            .execute();
        const [codeBefore, before] = [await live(), await written()];
        const res = await reset({ ...good, verificationCode: text });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
        const after = await written();
        for (const table of ['members', 'sessions', 'outbox', 'captchas'])
          expect(after[table], table).toEqual(before[table]);
        expect(after.verification_codes!.rows).toBe(before.verification_codes!.rows);
        // A text short enough to be a code is a wrong try and counts towards the code's five; a longer one never reaches it.
        const tries = text.length <= 8 ? 1 : 0;
        expect((await live()).map((row) => row.attempts)).toEqual(codeBefore.map((row) => row.attempts + tries));
        const ok = await reset({ ...good, newPassword: unique('Agent'), verificationCode: code });
        expect(ok.body.value).toEqual({ changed: true, username: 'demoagent' });
      },
    );
  });

  describe('POST /wps/session/login/freeplay', () => {
    const freeplay = (payload: unknown) => json('/wps/session/login/freeplay', payload);

    it('refuses a body without platform, or with another platform', async () => {
      expect(badFields(await refused(() => freeplay({ os: 'Linux' }), { status: 400, code: 'bad_request' }))).toContain(
        'platform',
      );
      expect(
        badFields(await refused(() => freeplay({ platform: 'X' }), { status: 400, code: 'bad_request' })),
      ).toContain('platform');
      await refused(() => api.call({ method: 'POST', url: '/wps/session/login/freeplay', ip: nextIp() }), {
        status: 400,
      });
    });

    it.each(
      WRONG_TYPES.flatMap(
        ([kind, value]) =>
          [
            ['os', kind, value],
            ['platform', kind, value],
          ] as const,
      ),
    )('refuses %s given as %s', async (field, _kind, value) => {
      expect(
        badFields(
          await refused(() => freeplay({ os: 'Linux', platform: 'W', [field]: value }), {
            status: 400,
            code: 'bad_request',
          }),
        ),
      ).toContain(field);
    });

    it('refuses 10 000 characters, unknown fields, and hostile text in os', async () => {
      expect(badFields(await refused(() => freeplay({ os: HUGE, platform: 'W' }), { status: 400 }))).toContain('os');
      await refused(() => freeplay({ os: 'Linux', platform: 'W', trial: 0 }), { status: 400, code: 'bad_request' });
      await refused(() => freeplay({ os: 'Linux', platform: 'W', isAgent: 1 }), { status: 400, code: 'bad_request' });
      for (const text of HOSTILE)
        expect(badFields(await refused(() => freeplay({ os: text, platform: text }), { status: 400 }))).toContain(
          'platform',
        );
    });

    it('refuses a body that is not JSON, and other content types', async () => {
      await refused(
        () => raw('/wps/session/login/freeplay', 'POST', 'application/json', '{"platform": "W"', undefined),
        { status: 400 },
      );
      await refused(
        () =>
          raw(
            '/wps/session/login/freeplay',
            'POST',
            'application/json',
            '{"__proto__": {"trial": 0}, "platform": "W"}',
            undefined,
          ),
        { status: 400 },
      );
      await refused(() => raw('/wps/session/login/freeplay', 'POST', 'text/plain', '{"platform":"W"}', undefined));
      await refused(
        () => raw('/wps/session/login/freeplay', 'POST', 'application/xml', '<platform>W</platform>', undefined),
        { status: 415 },
      );
      await refused(
        () =>
          raw(
            '/wps/session/login/freeplay',
            'POST',
            'application/x-www-form-urlencoded',
            'platform=W&os=Linux',
            undefined,
          ),
        { status: 415 },
      );
    });
  });

  describe('DELETE /wps/session/logout', () => {
    it('ends no session for a made-up, hostile or huge token', async () => {
      const { token } = await freshMember();
      for (const given of ['nope', ...HOSTILE, HUGE, `${token}x`, token.slice(0, -1)]) {
        const before = await written();
        const res = await api.call({ method: 'DELETE', url: '/wps/session/logout', token: given, ip: nextIp() });
        // Logging out is idempotent (the site clears its own state whatever the answer): a dead token is simply gone.
        expect(res.status).toBe(200);
        expect(await written()).toEqual(before);
      }
      expect((await api.call({ method: 'GET', url: '/wps/member/info', token })).status).toBe(200);
    });

    it('refuses a body that is not JSON, and a content type it does not read', async () => {
      const { token } = await freshMember();
      await refused(() => raw('/wps/session/logout', 'DELETE', 'application/json', '{"token": ', token), {
        status: 400,
      });
      await refused(() => raw('/wps/session/logout', 'DELETE', 'application/xml', '<token/>', token), { status: 415 });
      expect((await api.call({ method: 'GET', url: '/wps/member/info', token })).status).toBe(200);
    });
  });

  describe('GET /wps/captcha', () => {
    it('refuses unknown, repeated, huge and hostile query parameters', async () => {
      for (const query of [
        'x=1',
        'language=en&language=bn',
        `language=${HUGE}`,
        'captchaId=1',
        ...HOSTILE.map((text) => `${encodeURIComponent(text)}=1`),
      ]) {
        await refused(() => api.call({ method: 'GET', url: `/wps/captcha?${query}`, ip: nextIp() }), {
          status: 400,
          code: 'bad_request',
        });
      }
    });
  });

  describe('POST /wps/verification/sms/noLogin', () => {
    const base: Record<string, string> = { mobileNum: '1711000001', countryDialingCode: '880', purpose: 'login' };
    const sms = (payload: unknown) => json('/wps/verification/sms/noLogin', payload);

    it.each(['mobileNum', 'countryDialingCode'])('refuses a request without %s', async (field) => {
      const { [field]: _dropped, ...rest } = base;
      expect(badFields(await refused(() => sms(rest), { status: 400, code: 'bad_request' }))).toContain(field);
    });

    it.each(
      ['mobileNum', 'countryDialingCode', 'purpose'].flatMap((field) =>
        WRONG_TYPES.map(([kind, value]) => [field, kind, value] as const),
      ),
    )('refuses %s given as %s', async (field, _kind, value) => {
      expect(
        badFields(await refused(() => sms({ ...base, [field]: value }), { status: 400, code: 'bad_request' })),
      ).toContain(field);
    });

    it.each(['mobileNum', 'countryDialingCode', 'purpose'])('refuses 10 000 characters in %s', async (field) => {
      expect(
        badFields(await refused(() => sms({ ...base, [field]: HUGE }), { status: 400, code: 'bad_request' })),
      ).toContain(field);
    });

    it('refuses unknown fields and purposes', async () => {
      await refused(() => sms({ ...base, deliver: true }), { status: 400, code: 'bad_request' });
      expect(badFields(await refused(() => sms({ ...base, purpose: 'admin' }), { status: 400 }))).toContain('purpose');
    });

    it.each(HOSTILE)('refuses %s as the number or dialing code', async (text) => {
      await refused(() => sms({ ...base, mobileNum: text }), { status: 400 });
      await refused(() => sms({ ...base, countryDialingCode: text }), { status: 400 });
    });

    it('refuses a body that is not JSON, and other content types', async () => {
      const url = '/wps/verification/sms/noLogin';
      await refused(() => raw(url, 'POST', 'application/json', '{"mobileNum": "1711000001",', undefined), {
        status: 400,
      });
      await refused(() => raw(url, 'POST', 'text/plain', JSON.stringify(base), undefined));
      await refused(() => raw(url, 'POST', 'application/xml', '<mobileNum>1711000001</mobileNum>', undefined), {
        status: 415,
      });
      await refused(
        () => raw(url, 'POST', 'application/x-www-form-urlencoded', new URLSearchParams(base).toString(), undefined),
        { status: 415 },
      );
    });
  });

  describe('GET /wps/member/info', () => {
    it('refuses a missing, made-up, hostile or huge token', async () => {
      await refused(() => api.call({ method: 'GET', url: '/wps/member/info' }), { status: 401, code: 'not_logged_in' });
      for (const token of ['nope', ...HOSTILE, HUGE]) {
        await refused(() => api.call({ method: 'GET', url: '/wps/member/info', token }), {
          status: 401,
          code: 'not_logged_in',
        });
        await refused(
          () => api.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } }),
          { status: 401, code: 'not_logged_in' },
        );
      }
    });

    it('refuses unknown, huge and hostile query parameters even with a session', async () => {
      const { token } = await freshMember();
      for (const query of [
        'memberId=1',
        `language=${HUGE}`,
        'language=en&language=bn',
        ...HOSTILE.map((text) => `id=${encodeURIComponent(text)}`),
      ]) {
        await refused(() => api.call({ method: 'GET', url: `/wps/member/info?${query}`, token }), {
          status: 400,
          code: 'bad_request',
        });
      }
    });
  });

  describe('POST /wps/member/password/email', () => {
    const url = '/wps/member/password/email';
    const form = (body: string, contentType = 'application/x-www-form-urlencoded') =>
      raw(url, 'POST', contentType, body, undefined);
    const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

    it.each(['username', 'email'])('refuses a form without %s', async (field) => {
      const fields: Record<string, string> = { username: 'vipplayer', email: 'vipplayer@example.com' };
      delete fields[field];
      expect(badFields(await refused(() => form(encode(fields)), { status: 400, code: 'bad_request' }))).toContain(
        field,
      );
    });

    it.each(['username', 'email', 'language'])('refuses 10 000 characters in %s', async (field) => {
      const fields: Record<string, string> = { username: 'vipplayer', email: 'vipplayer@example.com', [field]: HUGE };
      expect(badFields(await refused(() => form(encode(fields)), { status: 400, code: 'bad_request' }))).toContain(
        field,
      );
    });

    it('refuses unknown fields, bracketed names and an address that is no address', async () => {
      await refused(() => form('username=vipplayer&email=vipplayer%40example.com&admin=1'), {
        status: 400,
        code: 'bad_request',
      });
      await refused(() => form('username[]=vipplayer&email=vipplayer%40example.com'), {
        status: 400,
        code: 'bad_request',
      });
      expect(badFields(await refused(() => form('username=vipplayer&email=vipplayer'), { status: 400 }))).toContain(
        'email',
      );
    });

    it.each(HOSTILE)('refuses %s as the username or the address, and mails nothing', async (text) => {
      await refused(() => form(encode({ username: text, email: 'vipplayer@example.com' })), {
        status: 404,
        code: 'username_email_not_found',
      });
      await refused(() => form(encode({ username: 'vipplayer', email: text })), { status: 400 });
      await refused(() => form(encode({ username: 'vipplayer', email: `x${text.replace(/\s/g, '')}@example.com` })));
    });

    it('refuses a JSON body or another content type: the call is a form post', async () => {
      await refused(
        () => form(JSON.stringify({ username: 'vipplayer', email: 'vipplayer@example.com' }), 'application/json'),
        { status: 415 },
      );
      await refused(() => form('username=vipplayer&email=vipplayer%40example.com', 'text/plain'), { status: 415 });
      await refused(() => form('<username>vipplayer</username>', 'application/xml'), { status: 415 });
    });
  });

  describe('GET /wps/agent/affiliate', () => {
    it('refuses unknown, repeated and huge query parameters', async () => {
      for (const query of [
        'code=lotus1&agentId=1',
        'code=lotus1&code=lotus2',
        `code=${HUGE}`,
        `domain=${HUGE}`,
        `language=${HUGE}`,
      ]) {
        await refused(() => api.call({ method: 'GET', url: `/wps/agent/affiliate?${query}` }), {
          status: 400,
          code: 'bad_request',
        });
      }
    });

    it.each(HOSTILE)('knows no agent by %s as code or domain, and writes nothing', async (text) => {
      for (const query of [`code=${encodeURIComponent(text)}`, `domain=${encodeURIComponent(text)}`]) {
        const before = await written();
        const res = await api.call({ method: 'GET', url: `/wps/agent/affiliate?${query}`, ip: nextIp() });
        expect(res.body).toEqual({ success: true, value: { valid: false, affiliateCode: null }, message: null });
        expect(await written()).toEqual(before);
      }
      // Appended to a real code it is past the code's 32 characters or not a code at all: never the agent.
      const appended = `code=lotus1${encodeURIComponent(text)}`;
      const send = () => api.call({ method: 'GET', url: `/wps/agent/affiliate?${appended}`, ip: nextIp() });
      if (`lotus1${text}`.length > 32) await refused(send, { status: 400, code: 'bad_request' });
      else
        expect((await send()).body).toEqual({
          success: true,
          value: { valid: false, affiliateCode: null },
          message: null,
        });
    });
  });
});
