import fs from 'node:fs';
import { test, expect } from './fixtures.ts';
import { ROUTES, inLocale } from './routes.ts';

// Every message file of every area: a raw key from any of them must never reach the screen.
const messageKeys = fs
  .readdirSync('locales/en')
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => Object.keys(JSON.parse(fs.readFileSync(`locales/en/${f}`, 'utf8')) as Record<string, string>));

for (const locale of ['bn', 'en'] as const) {
  test(`every route of the spec answers in ${locale} with its heading and no raw message key`, async ({ page }) => {
    // Every route of spec 1 in one test (about thirty pages): more than 30 s on a shared 2-core machine.
    test.setTimeout(120_000);
    for (const route of ROUTES) {
      const path = inLocale(route.path, locale);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(route[locale]);
      // biome-ignore lint/performance/useDomNodeTextContent: only the text a person sees; textContent would include scripts.
      const text = await page.locator('body').innerText();
      const raw = messageKeys.filter((key) => text.includes(key));
      expect(raw, `raw keys on ${path}`).toEqual([]);
    }
  });
}

test('an unknown promotion is a 404 page', async ({ page }) => {
  expect((await page.goto('/promoDetail?id=does-not-exist'))?.status()).toBe(404);
});

test('/help#terms and #privacy open at their sections', async ({ page }) => {
  await page.goto('/en/help#privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInViewport();
  await page.goto('/help#terms');
  await expect(page.getByRole('heading', { level: 2, name: 'শর্তাবলী' })).toBeInViewport();
});
