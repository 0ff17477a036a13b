import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';
import { E2E_PORT } from './server-data.ts';

// A second site server with PLATFORM_URL pointing at the first one: it must serve pages and
// proxy /wps and /lgw there, start no platform of its own, and still apply the status gate.
// Beside the e2e server's port, so parallel runs (E2E_PORT) do not collide; shards leave it free (e2e-shards.ts).
const PROXY_PORT = E2E_PORT + 1;
const proxyOrigin = `http://127.0.0.1:${PROXY_PORT}`;
let proxy: ChildProcess;

test.beforeAll(async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'not about the viewport; runs once');
  proxy = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PROXY_PORT),
      HOST: '127.0.0.1',
      PLATFORM_URL: baseURL!,
      SQLITE_PATH: '/nonexistent/never-opened.db',
      DATABASE_URL: '',
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(async () => (await fetch(`${proxyOrigin}/wps/system/status`).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  ops('unblock-country', 'BD');
  if (!proxy || proxy.exitCode !== null) return;
  const exited = new Promise((resolve) => proxy.once('exit', resolve));
  proxy.kill('SIGTERM');
  await exited;
});

test('with PLATFORM_URL the site proxies the platform calls and gates pages by the remote status', async ({
  page,
  request,
}) => {
  await page.goto(`${proxyOrigin}/en/`);
  await expect(page.getByRole('region', { name: 'Games' }).getByRole('link', { name: /Live Casino/ })).toBeVisible();

  const status = await request.get(`${proxyOrigin}/wps/system/status`, {
    headers: { 'x-forwarded-for': '103.4.145.1' },
  });
  expect((await status.json()).value.location).toEqual({ ip: '103.4.145.1', country: 'BD' });

  ops('block-country', 'BD');
  await expect
    .poll(
      async () =>
        (await request.get(`${proxyOrigin}/en/help`, { headers: { 'x-forwarded-for': '103.4.145.1' } })).status(),
      { timeout: SETTINGS_VISIBLE_MS * 2 },
    )
    .toBe(403);
  expect((await request.get(`${proxyOrigin}/en/help`, { headers: { 'x-forwarded-for': '8.8.8.8' } })).status()).toBe(
    200,
  );
});
