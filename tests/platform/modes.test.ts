/** Demo and production modes through the HTTP surface: what each one seeds, serves and sends. */
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';
import { productionEnv } from '../support/production-env.ts';
import { seedDemo } from '../../platform/db/seed/index.ts';
import { seedDepositChannels } from '../../platform/db/seed/deposits.ts';

const count = async (t: TestPlatform, table: 'members' | 'merchants' | 'deposit_channels') =>
  Number(
    (
      await t.platform.context.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(STORES)('production mode on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  beforeAll(async () => {
    t = await startTestPlatform(store, { env: productionEnv() });
    api = caller(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a fresh database holds no demo merchant, no demo account and no demo gateway channel', async () => {
    expect(t.config.mode).toBe('production');
    expect(await count(t, 'merchants')).toBe(0);
    expect(await count(t, 'members')).toBe(0);
    expect(await count(t, 'deposit_channels')).toBe(0);
    expect(t.platform.context.gateways.has('demo')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/gateway/demo/pay' })).statusCode).toBe(404);
  });

  it('serves no development outbox, even to this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('for a merchant the operator set up: a Secure session cookie, HSTS, no-store on personal answers, demo channels never offered', async () => {
    // The demo's rows stand in for a real merchant's, written by an operator; the demo gateway's channels come along.
    await seedDemo(t.platform.context.db, t.config.merchantCode);
    await seedDepositChannels(t.platform.context.db, t.config.merchantCode);
    expect(await count(t, 'deposit_channels')).toBeGreaterThan(0);

    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { language: 'en', 'content-type': 'application/json' },
      payload: await api.seal({ username: 'demoplayer', password: 'Demo1234' }),
    });
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).toMatch(/; Secure$/);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const token = login.json().value.token as string;

    const balance = await api.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(balance.status).toBe(200);
    const personal = await t.app.inject({
      method: 'GET',
      url: '/wps/deposit/methods',
      headers: { language: 'en', token },
    });
    expect(personal.headers['cache-control']).toBe('no-store');
    expect(personal.headers['strict-transport-security']).toBeDefined();
    expect(personal.json().value.methods).toEqual([]);

    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(anonymous.headers['strict-transport-security']).toBeDefined();
  });
});

describe.each(STORES)('demo mode on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  beforeAll(async () => {
    t = await startTestPlatform(store);
    api = caller(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the demo and its gateway channels, and signs with secrets generated into a private file', async () => {
    expect(t.config.mode).toBe('demo');
    expect(await count(t, 'members')).toBeGreaterThan(0);
    expect(await count(t, 'deposit_channels')).toBeGreaterThan(0);
    const file = JSON.parse(fs.readFileSync(t.config.secretsPath!, 'utf8'));
    expect(file.gatewaySecret).toBe(t.config.deposits.gatewaySecret);
    expect(file.vendors.LOTUS_SLOTS).toBe(t.config.seamlessSecrets.get('LOTUS_SLOTS'));
    expect(fs.statSync(t.config.secretsPath!).mode & 0o777).toBe(0o600);
  });

  it('answers the outbox to loopback only, judged by the socket, whatever X-Forwarded-For says', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/wps/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/wps/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1', language: 'en' },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ success: false });
  });

  it('marks answers to a session no-store and sends no HSTS (plain http on this machine)', async () => {
    const token = (await api.login('demoplayer', 'Demo1234')).body.value.token as string;
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { language: 'en', token },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('starting the server', () => {
  it('in production with missing settings refuses, naming them all in one list', () => {
    // A directory nobody made: the refused start must not create it (nor a database in it).
    const neverDir = path.join(os.tmpdir(), `never-${randomBytes(6).toString('hex')}`);
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      MODE: 'production',
      PUBLIC_URL: 'http://play.example.com',
      SQLITE_PATH: path.join(neverDir, 'never.db'),
    };
    const run = spawnSync(process.execPath, [path.resolve('src/server/main.ts')], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Cannot start in production mode; fix these settings:');
    for (const name of [
      'SEAMLESS_VENDOR_SECRETS: required',
      'DEPOSIT_GATEWAY_SECRET: required',
      'PUBLIC_URL: must be an https:// address',
    ]) {
      expect(run.stderr).toContain(`  - ${name}`);
    }
    expect(fs.existsSync(neverDir)).toBe(false);
  });
});
