/**
 * Issue 27's small dead ends on the platform's side: links it hands out are whole addresses (PUBLIC_URL, else in a
 * demo the address the server is configured to listen on; never a request's Host), and its own HTML pages (the
 * demo gateway's payment page, the API docs) name an icon that exists instead of leaving the browser to ask for a
 * missing /favicon.ico.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';
import { linkOrigin } from '../../platform/listen-address.ts';

describe('where a link points', () => {
  it('is PUBLIC_URL when set, else the demo listening address, else nothing (production requires PUBLIC_URL)', () => {
    const demo = { MODE: 'demo', HOST: '127.0.0.1', PORT: 4321 };
    expect(linkOrigin({ ...demo, PUBLIC_URL: 'https://play.example.com/' })).toBe('https://play.example.com');
    expect(linkOrigin(demo)).toBe('http://127.0.0.1:4321');
    expect(linkOrigin({ ...demo, HOST: '0.0.0.0', PORT: 8080 })).toBe('http://localhost:8080');
    // A port picked at start is not known when the platform is configured: no address rather than a wrong one.
    expect(linkOrigin({ ...demo, PORT: 0 })).toBeUndefined();
    expect(linkOrigin({ ...demo, MODE: 'production' })).toBeUndefined();
  });
});

describe.each(STORES)('whole addresses and page icons on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let agent: string;
  let player: string;

  beforeAll(async () => {
    t = await startTestPlatform(store, { env: { HOST: '0.0.0.0', PORT: '5230' } });
    api = caller(t.app, () => Date.now());
    agent = (await api.login('demoagent', 'Demo1234')).body.value.token;
    player = (await api.login('demoplayer', 'Demo1234')).body.value.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("an agent's invitation link is whole on the configured listening address, whatever Host the request names", async () => {
    const reply = await api.call({
      method: 'GET',
      url: '/wps/agent/invitation',
      token: agent,
      headers: { language: 'en', host: 'evil.example' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.value.link).toBe('http://localhost:5230/en/register?affiliateCode=LOTUS1');
  });

  it("the demo gateway's payment page names the site's icon", async () => {
    const methods = await api.call({ method: 'GET', url: '/wps/deposit/methods', token: player });
    const channel = methods.body.value.methods.find((m: { method: string }) => m.method === 'PAYMENT_BKASH')
      .channels[0];
    const order = await api.call({
      method: 'POST',
      url: '/wps/deposit/orders',
      token: player,
      payload: { channelId: channel.id, amount: '500', requestId: `icon-${Date.now()}` },
    });
    expect(order.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: order.body.value.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    // The page's policy lets the browser fetch it (img-src 'self').
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
    // And the icon is one the site really serves.
    expect(fs.existsSync('public/favicon.svg')).toBe(true);
  });
});
