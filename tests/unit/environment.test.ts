import { describe, expect, it } from 'vitest';
import { ConfigurationError, readEnvironment, weakSecretReason } from '../../platform/environment.ts';
import { productionEnv } from '../support/production-env.ts';

/** The problems a configuration is refused with (fails the test if it is accepted). */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    readEnvironment(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the environment schema', () => {
  it('with no settings at all is demo mode: seeded, outbox, loopback, no Secure cookie, secrets beside the database', () => {
    const e = readEnvironment({});
    expect(e).toMatchObject({
      MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: 4321,
      SEED_DEMO: true,
      DEV_OUTBOX: true,
      COOKIE_SECURE: false,
    });
    expect(e.PUBLIC_URL).toBeUndefined();
    expect(e.SECRETS_PATH).toBe(e.SQLITE_PATH.replace(/platform\.db$/, 'secrets.json'));
  });

  it('in demo mode takes HOST and an http PUBLIC_URL as given', () => {
    expect(readEnvironment({ HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.5:4321' })).toMatchObject({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://192.168.1.5:4321',
    });
  });

  it('refuses production with nothing set, naming every missing setting in one list', () => {
    const problems = problemsOf({ MODE: 'production' });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'SEAMLESS_VENDOR_SECRETS',
      'DEPOSIT_GATEWAY_SECRET',
      'BODY_KEY_SECRET',
      'PUBLIC_URL',
    ]);
    try {
      readEnvironment({ MODE: 'production' });
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^Cannot start in production mode; fix these settings:\n {2}- SEAMLESS_VENDOR_SECRETS: required/,
      );
    }
  });

  it('refuses weak secrets, an http public address, an insecure cookie and every demo-only setting, all at once', () => {
    const problems = problemsOf({
      ...productionEnv(),
      PUBLIC_URL: 'http://play.example.com',
      DEPOSIT_GATEWAY_SECRET: 'a'.repeat(40),
      SEAMLESS_VENDOR_SECRETS: JSON.stringify({
        LOTUS_SLOTS: 'short',
        LOTUS_LIVE: 'demo-seamless-secret-LOTUS_LIVE-development-only',
      }),
      COOKIE_SECURE: 'false',
      SEED_DEMO: 'true',
      DEV_OUTBOX: '1',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      PORT: 'eighty',
    });
    expect(problems).toEqual([
      'PORT: must be an integer from 0 to 65535',
      'DEPOSIT_GATEWAY_SECRET: has fewer than 10 different characters',
      'PUBLIC_URL: must be an https:// address',
      expect.stringMatching(/^COOKIE_SECURE: must be on/),
      expect.stringMatching(/^SEED_DEMO: demo-only/),
      expect.stringMatching(/^DEV_OUTBOX: demo-only/),
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST: demo-only/),
      'SEAMLESS_VENDOR_SECRETS: the secret for LOTUS_SLOTS is shorter than 32 characters',
      'SEAMLESS_VENDOR_SECRETS: the secret for LOTUS_LIVE looks like a placeholder',
    ]);
  });

  it('never repeats a secret in a problem', () => {
    const env = {
      ...productionEnv(),
      DEPOSIT_GATEWAY_SECRET: 'x1y2z3'.repeat(4),
      SEAMLESS_VENDOR_SECRETS: '{"LOTUS_SLOTS": "tooshort-secret-value"',
    };
    const text = problemsOf(env).join('\n');
    expect(text).not.toContain('x1y2z3');
    expect(text).not.toContain('tooshort');
  });

  it('starts production with every setting: Secure cookie, no seed, no outbox, listening everywhere', () => {
    const e = readEnvironment(productionEnv());
    expect(e).toMatchObject({
      MODE: 'production',
      HOST: '0.0.0.0',
      SEED_DEMO: false,
      DEV_OUTBOX: false,
      COOKIE_SECURE: true,
      PUBLIC_URL: 'https://play.example.com',
    });
    expect([...e.vendorSecrets.keys()]).toEqual(['LOTUS_SLOTS', 'LOTUS_LIVE']);
  });

  it('refuses an unknown mode, and reads blank values as unset', () => {
    expect(problemsOf({ MODE: 'staging' })).toEqual(['MODE: must be demo or production']);
    expect(readEnvironment({ MODE: '', PORT: '', HOST: ' ' })).toMatchObject({
      MODE: 'demo',
      PORT: 4321,
      HOST: '127.0.0.1',
    });
  });

  it('keeps the emulator on demo- Firebase projects in demo mode', () => {
    expect(problemsOf({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'lotus-prod' })).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST: needs a demo- FIREBASE_PROJECT_ID',
    ]);
  });

  it('judges secrets by length, variety and placeholders', () => {
    expect(weakSecretReason('0123456789abcdef'.repeat(4))).toBeUndefined();
    expect(weakSecretReason('abc')).toBe('is shorter than 32 characters');
    expect(weakSecretReason('changeme-please-0123456789-ABCDEFGH')).toBe('looks like a placeholder');
  });
});
