/** The API document (GET /wps/docs, /wps/docs/openapi.json): served in demo mode, absent in production. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { productionEnv } from '../support/production-env.ts';
import { CALLS } from '../../contract/calls/index.ts';
import { openApiPath } from '../../contract/openapi.ts';

describe.each(STORES)('the API document in demo mode on %s', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the OpenAPI document with an operation for every declared call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    for (const call of CALLS)
      expect(
        document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()],
        `${call.method} ${call.path}`,
      ).toBeDefined();
  });

  it('serves a readable page listing every call, with no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('href="/wps/docs/openapi.json"');
    for (const call of CALLS) expect(res.body).toContain(`<code>${call.path}</code>`);
  });
});

describe.each(STORES)('the API document in production mode on %s', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store, { env: productionEnv() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not served: neither the page nor the JSON', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/wps/docs/openapi.json' })).statusCode).toBe(404);
  });
});
