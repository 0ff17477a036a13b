import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { emulatorTokenVerifier, signedTokenVerifier } from '../../platform/modules/firebase/verifiers.ts';
import { IdentityRefused } from '../../platform/modules/firebase/identity.ts';
import { usernameFor } from '../../platform/modules/accounts/firebase-member.ts';
import { googleCertSource, maxAgeSeconds } from '../../platform/modules/firebase/google-certs.ts';
import { PROJECT, claims, emulatorToken, signedToken, signingKey } from './firebase-tokens.ts';

describe.each(STORES)('Firebase login on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  const clock = Date.now();
  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, identities: emulatorTokenVerifier(PROJECT, () => clock) });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const db = () => t.platform.context.db;
  const firebaseLogin = (idToken: string) => api.sealed('/wps/session/login/firebase', { idToken }, { ip: nextIp() });
  const links = () => db().selectFrom('member_identities').selectAll().execute();

  it('a Google token creates a member, links it, and logs in without a forced password change', async () => {
    const res = await firebaseLogin(
      emulatorToken(clock, { sub: 'uid-google-1', email: 'Ann.Lee+bets@example.com', name: 'Ann Lee' }),
    );
    expect(res.status).toBe(200);
    const { member, forceChange, token } = res.body.value;
    expect(forceChange).toBe(false);
    expect(member.username).toMatch(/^annleebets[a-z2-9]{6}$/);
    expect(member.email).toBe('ann.lee+bets@example.com');
    const me = await api.call({ method: 'GET', url: '/wps/member/info', token });
    expect(me.body.value.username).toBe(member.username);
    const session = await db()
      .selectFrom('sessions')
      .select(['login_kind', 'forced_change'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ login_kind: 'firebase', forced_change: 0 });
    expect((await links()).filter((l) => l.subject === 'uid-google-1')).toMatchObject([
      { provider: 'google.com', member_id: member.id },
    ]);
  });

  it('a second login with the same identity reuses the link and creates nobody', async () => {
    const count = async () => (await db().selectFrom('members').select('id').execute()).length;
    const first = (
      await firebaseLogin(emulatorToken(clock, { sub: 'uid-fb-7', provider: 'facebook.com', name: 'রহিম' }))
    ).body.value;
    expect(first.member.username).toMatch(/^user[a-z2-9]{6}$/);
    const before = await count();
    const second = await firebaseLogin(
      emulatorToken(clock, { sub: 'uid-fb-7', provider: 'facebook.com', name: 'রহিম' }),
    );
    expect(second.status).toBe(200);
    expect(second.body.value.member.id).toBe(first.member.id);
    expect(second.body.value.token).not.toBe(first.token);
    expect(await count()).toBe(before);
  });

  it('the same subject under another provider is another identity', async () => {
    const google = (await firebaseLogin(emulatorToken(clock, { sub: 'uid-shared', email: 'x1@example.com' }))).body
      .value;
    const facebook = (
      await firebaseLogin(
        emulatorToken(clock, { sub: 'uid-shared', provider: 'facebook.com', email: 'x1@example.com' }),
      )
    ).body.value;
    expect(facebook.member.id).not.toBe(google.member.id);
  });

  it('phone tokens need firebaseSms, then find the member by number and link it; unknown numbers open nothing', async () => {
    const phone = (sub: string, number: string) => emulatorToken(clock, { sub, provider: 'phone', phone: number });
    expect((await firebaseLogin(phone('uid-phone-1', '+8801711000001'))).body.code).toBe('feature_off');
    await ops('flag', 'firebaseSms', 'on');
    try {
      const res = await firebaseLogin(phone('uid-phone-1', '+8801711000001'));
      expect(res.status).toBe(200);
      expect(res.body.value.member.username).toBe('demoplayer');
      expect(res.body.value.forceChange).toBe(false);
      expect((await links()).find((l) => l.subject === 'uid-phone-1')?.provider).toBe('phone');
      const stranger = await firebaseLogin(phone('uid-phone-2', '+8801999999999'));
      expect(stranger.body.code).toBe('firebase_no_member');
      expect((await links()).some((l) => l.subject === 'uid-phone-2')).toBe(false);
    } finally {
      await ops('flag', 'firebaseSms', 'off');
    }
  });

  it.each([
    ['wrong audience', { aud: 'demo-other' }],
    ['wrong issuer', { iss: 'https://securetoken.google.com/demo-other' }],
    ['expired', { expiresIn: -120 }],
    ['no subject', { sub: '' }],
    ['a provider the site does not offer', { provider: 'password' }],
  ])('refuses a token with %s and opens no session', async (_name, bad) => {
    const sessions = (await db().selectFrom('sessions').select('token_hash').execute()).length;
    const res = await firebaseLogin(emulatorToken(clock, { sub: 'uid-bad', ...bad }));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('firebase_token_invalid');
    expect((await db().selectFrom('sessions').select('token_hash').execute()).length).toBe(sessions);
  });

  it('with firebaseSms on, mobile registration takes a Firebase phone token for the same number instead of a code', async () => {
    await ops('flag', 'smsVerification', 'on');
    await ops('flag', 'firebaseSms', 'on');
    try {
      const form = (extra: Record<string, unknown>) => ({
        mobileNum: '01812000111',
        countryDialingCode: '880',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        registerMethod: 'WEB',
        login: true,
        firebaseChannel: 'sms',
        verificationCode: '123456',
        ...extra,
      });
      const register = (extra: Record<string, unknown>) =>
        api.sealed('/wps/member/register/mobile', form(extra), { method: 'PUT', ip: nextIp() });
      const otherNumber = await register({
        firebaseIdToken: emulatorToken(clock, { sub: 'uid-reg', provider: 'phone', phone: '+8801812000999' }),
      });
      expect(otherNumber.body.code).toBe('firebase_phone_mismatch');
      const forged = await register({
        firebaseIdToken: emulatorToken(clock, {
          sub: 'uid-reg',
          provider: 'phone',
          phone: '+8801812000111',
          aud: 'demo-other',
        }),
      });
      expect(forged.body.code).toBe('firebase_token_invalid');
      // Our own SMS code does not stand in for the Firebase proof.
      const codeOnly = await register({});
      expect(codeOnly.status).toBe(400);
      expect(codeOnly.body.value.fields.verificationCode).toEqual({ messageKey: 'required' });
      const res = await register({
        firebaseIdToken: emulatorToken(clock, { sub: 'uid-reg', provider: 'phone', phone: '+8801812000111' }),
      });
      expect(res.status).toBe(200);
      expect(res.body.value.member.username).toBe('01812000111');
      // The proved number's identity is linked, so the next Firebase phone login finds this member.
      const next = await firebaseLogin(
        emulatorToken(clock, { sub: 'uid-reg', provider: 'phone', phone: '+8801812000111' }),
      );
      expect(next.body.value.member.id).toBe(res.body.value.member.id);
    } finally {
      await ops('flag', 'firebaseSms', 'off');
      await ops('flag', 'smsVerification', 'off');
    }
  });
});

describe('the production verifier (RS256 against Google-style certificates)', () => {
  const now = Date.now();
  const key = signingKey('kid-1');
  const certs = { key: async (kid: string) => (kid === key.kid ? key.publicKey : undefined) };
  const verifier = signedTokenVerifier(PROJECT, certs, () => now);

  it('accepts a token signed by a published key', async () => {
    const identity = await verifier.verify(
      signedToken(key, claims(now, { sub: 'uid-signed', email: 'a@example.com' })),
    );
    expect(identity).toMatchObject({
      provider: 'google.com',
      subject: 'uid-signed',
      email: 'a@example.com',
      emailVerified: true,
    });
  });

  it('refuses another key, an unknown key id, a changed payload, alg none and wrong claims', async () => {
    const stranger = { ...signingKey('kid-1') };
    await expect(verifier.verify(signedToken(stranger, claims(now)))).rejects.toThrow('bad signature');
    await expect(verifier.verify(signedToken(signingKey('kid-9'), claims(now)))).rejects.toThrow('unknown key id');
    const [h, , s] = signedToken(key, claims(now, { sub: 'uid-a' })).split('.');
    const swapped = `${h}.${Buffer.from(JSON.stringify(claims(now, { sub: 'uid-b' }))).toString('base64url')}.${s}`;
    await expect(verifier.verify(swapped)).rejects.toThrow('bad signature');
    await expect(verifier.verify(emulatorToken(now))).rejects.toThrow('not RS256');
    await expect(verifier.verify(signedToken(key, claims(now, { aud: 'demo-other' })))).rejects.toThrow(
      'wrong audience',
    );
    await expect(verifier.verify(signedToken(key, claims(now, { expiresIn: -120 })))).rejects.toThrow('expired');
    await expect(verifier.verify('not.a.token')).rejects.toBeInstanceOf(IdentityRefused);
  });

  it("keeps Google's certificates as long as Cache-Control says, then fetches again", async () => {
    let clock = now;
    let fetches = 0;
    const pem = SELF_SIGNED_PEM;
    const fetchJson = async () => {
      fetches += 1;
      return {
        ok: true,
        status: 200,
        headers: { get: () => 'public, max-age=600, must-revalidate' },
        json: async () => ({ k1: pem }),
      };
    };
    const source = googleCertSource(() => clock, fetchJson);
    expect(await source.key('k1')).toBeDefined();
    expect(await source.key('nope')).toBeUndefined();
    expect(fetches).toBe(1);
    clock += 601_000;
    await source.key('k1');
    expect(fetches).toBe(2);
    expect(maxAgeSeconds('no-cache')).toBe(300);
  });
});

describe('usernames for new Google and Facebook members', () => {
  it('follow the username rule whatever the e-mail or name holds', () => {
    const rule = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
    for (const source of [
      { email: '123@x.com', name: null },
      { email: null, name: "José Ñúñez-O'Brien the Third" },
      { email: null, name: null },
      { email: 'a@b.c', name: null },
    ]) {
      expect(usernameFor(source)).toMatch(rule);
    }
  });
});

// A throwaway self-signed certificate (no private key kept anywhere), standing in for Google's published x509.
const SELF_SIGNED_PEM = `-----BEGIN CERTIFICATE-----
MIIDFzCCAf+gAwIBAgIUaE9F3pyARctmMhqkxgQOrNH4xoUwDQYJKoZIhvcNAQEL
BQAwGzEZMBcGA1UEAwwQdGVzdC1zZWN1cmV0b2tlbjAeFw0yNjExMjIyMzM3MzZa
Fw0zNjExMTkyMzM3MzZaMBsxGTAXBgNVBAMMEHRlc3Qtc2VjdXJldG9rZW4wggEi
MA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQDET9BkC5eyil5nxpbufT3j5bxU
8U9SqyroH6BTNgb/3deh3ikt5YySJkeskpUcset5XbBvfcGaP5MaOLV3a3SuhVBj
3hMXToZpMPQS6Vq6sI+hrh4rDwPkdBZE3VZSIqKh3VrgRqQNWC7VAWzwmlQKFPzb
9C9HRzhAlg/sK+QvTI+a7RkAL+QMtsULWvOcHWiReUGrqrYCqpOiFUT1wO6M2ObP
7f9bHJZxQHHVB6DMMHD+wS7TLxTCRxQ0MEcxLm37GJKYuBdn9Qixh669OluCz2On
SYO6JjzQ05U+Gf2M7THu05MJ9gdMZWqrkpFpu7noNg3RXi/8xHYnlZjGkNIjAgMB
AAGjUzBRMB0GA1UdDgQWBBSx1dprb0g5VamrHZ3adMmQt8F1pzAfBgNVHSMEGDAW
gBSx1dprb0g5VamrHZ3adMmQt8F1pzAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3
DQEBCwUAA4IBAQAHC4pDd+/Qg9peQ3R5d7uaL3Vsk40+pSiJFQaBB9sY+DRSccFx
fV7d4WG/Lc94q4m5vAkqlflFgroSp7mR5JdtcGTLI4QjddaUV3ce500qrFrj727F
7vlygJ+UAPglxlnMR0hhgRwdfpDyiSftmXRSIz+YyTlJ+TGqU5IHTSKt1PgKXMbk
C9oNn9QKy+fsrAjeJGj7C6Hg38P3LCeiJjb2eJIEpG+i+RL+4dlhS9CIrh7RgvdT
HV7TVGtYY3CGysmLD78flJ5KiosNX+hwUVwKiVHkbZMxeI9xV0AnGH8TUVxjIY07
zCgCg/GIAM0WAToZ+r+l76WnDNfWfDp7Hgd8
-----END CERTIFICATE-----`;
