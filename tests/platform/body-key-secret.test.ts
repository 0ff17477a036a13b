/**
 * The key that unseals request bodies, at rest (issue 30): a production platform's database holds its private half
 * only encrypted under BODY_KEY_SECRET, never usable in clear, while sealed requests still open; a key an earlier
 * version left in clear is encrypted at the next start, and a database copied without the secret opens nothing.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';
import { productionEnv } from '../support/production-env.ts';
import { seedDemo } from '../../platform/db/seed/index.ts';
import { BodyKeyStore } from '../../platform/modules/crypto/index.ts';

/** Whether a stored private half is a usable key as it stands (base64 PKCS#8 DER, today's clear form, or PEM). */
function usableInClear(stored: string): boolean {
  for (const attempt of [
    () => createPrivateKey({ key: Buffer.from(stored, 'base64'), format: 'der', type: 'pkcs8' }),
    () => createPrivateKey(stored),
  ]) {
    try {
      attempt();
      return true;
    } catch {
      // not this form
    }
  }
  return false;
}

describe.each(STORES)('the body-sealing key in production on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  const env = productionEnv();
  const stored = () =>
    t.platform.context.db.selectFrom('body_keys').select(['key_id', 'private_key']).orderBy('key_id').execute();

  beforeAll(async () => {
    t = await startTestPlatform(store, { env });
    api = caller(t.app);
    // The demo's rows stand in for a merchant an operator set up.
    await seedDemo(t.platform.context.db, t.config.merchantCode);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the private key only encrypted in the database, and sealed requests still open', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { language: 'en', 'content-type': 'application/json' },
      payload: await api.seal({ username: 'demoplayer', password: 'Demo1234' }),
    });
    expect(login.statusCode, login.body).toBe(200);
    const rows = await stored();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(usableInClear(row.private_key)).toBe(false);
      expect(row.private_key).toMatch(/^aes-256-gcm:v1:/);
    }
    // Another process with the secret opens the same key; a copy of the database without it opens nothing.
    const now = () => Date.now();
    const keyId = rows[0]!.key_id;
    expect(await new BodyKeyStore(t.platform.context.db, now, env.BODY_KEY_SECRET).find(keyId)).toBeDefined();
    expect(await new BodyKeyStore(t.platform.context.db, now, randomBytes(32).toString('hex')).find(keyId)).toBe(
      undefined,
    );
    expect(await new BodyKeyStore(t.platform.context.db, now).find(keyId)).toBe(undefined);
  });

  it('encrypts a key an earlier version left in clear at the next start, and still opens with it', async () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    await t.platform.context.db
      .insertInto('body_keys')
      .values({
        key_id: 'left-in-clear',
        public_key: pair.publicKey.toString('base64'),
        private_key: pair.privateKey.toString('base64'),
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const restarted = new BodyKeyStore(t.platform.context.db, () => Date.now(), env.BODY_KEY_SECRET);
    await restarted.currentKey();
    for (const row of await stored()) expect(usableInClear(row.private_key)).toBe(false);
    const opened = await restarted.find('left-in-clear');
    expect(opened?.privateKey.export({ type: 'pkcs8', format: 'der' }).equals(pair.privateKey)).toBe(true);
  });
});
