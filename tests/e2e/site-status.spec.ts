import { expect, test } from './fixtures.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';

test.describe('site status gate', () => {
  // Settings are cached for up to 2 s: wait until the site is back to normal, or the next test would
  // start on the previous one's state.
  test.afterEach(async ({ request }) => {
    ops('status', 'normal');
    ops('unblock-country', 'BD');
    ops('flag', 'loginedToHomePage', 'off');
    await expect
      .poll(async () => (await request.get('/en/help', { maxRedirects: 0 })).status(), { timeout: SETTINGS_VISIBLE_MS })
      .toBe(200);
  });

  test('maintenance replaces every page, pre-rendered or not, in both languages, then the site comes back', async ({
    page,
  }) => {
    ops('status', 'maintenance');
    await expect.poll(async () => (await page.goto('/en/help'))?.status(), { timeout: SETTINGS_VISIBLE_MS }).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
    await expect(page.getByText('RESTRICTION OF VISIT')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();

    const home = await page.goto('/');
    expect(home?.status()).toBe(503);
    expect(home?.headers()['retry-after']).toBe('300');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'সিস্টেম রক্ষণাবেক্ষণ' })).toBeVisible();

    ops('status', 'normal');
    await expect.poll(async () => (await page.goto('/en/help'))?.status(), { timeout: SETTINGS_VISIBLE_MS }).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  });

  test("restriction shows the visitor's address and country with 403", async ({ page }) => {
    ops('status', 'restricted');
    await expect.poll(async () => (await page.goto('/en/'))?.status(), { timeout: SETTINGS_VISIBLE_MS }).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'IP Restriction' })).toBeVisible();
    await expect(page.getByText('Due to restriction of your location or IP address')).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('127.0.0.1');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'আইপি সীমাবদ্ধতা' })).toBeVisible();
  });

  test("blocking the visitor's country has the same effect as restricting the site", async ({ browser }) => {
    const fromBangladesh = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '103.4.145.1' } });
    const fromElsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    try {
      const page = await fromBangladesh.newPage();
      ops('block-country', 'BD');
      await expect
        .poll(async () => (await page.goto('/en/help'))?.status(), { timeout: SETTINGS_VISIBLE_MS })
        .toBe(403);
      await expect(page.getByTestId('visitor-ip')).toHaveText('103.4.145.1');
      await expect(page.getByTestId('visitor-country')).toHaveText('Bangladesh (BD)');

      const other = await fromElsewhere.newPage();
      expect((await other.goto('/en/help'))?.status()).toBe(200);

      ops('unblock-country', 'BD');
      await expect
        .poll(async () => (await page.goto('/en/help'))?.status(), { timeout: SETTINGS_VISIBLE_MS })
        .toBe(200);
    } finally {
      await fromBangladesh.close();
      await fromElsewhere.close();
    }
  });

  test('status pages cannot be reached directly while the site is up', async ({ page }) => {
    await page.goto('/en/system/maintenance');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lotus Play' })).toBeVisible();
  });

  test('with loginedToHomePage on, a visitor without a session lands on /login and never sees the page', async ({
    page,
  }) => {
    ops('flag', 'loginedToHomePage', 'on');
    await expect
      .poll(
        async () => {
          await page.goto('/en/help');
          return new URL(page.url()).pathname;
        },
        { timeout: SETTINGS_VISIBLE_MS },
      )
      .toBe('/en/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // The redirect is answered by the server, so the protected page's HTML is never sent.
    const response = await page.request.get('/help', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/login');
  });
});
