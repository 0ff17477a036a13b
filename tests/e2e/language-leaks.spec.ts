/** English pages stay English (issue 13): the customer-service popup and the 404 page follow the address's language. */
import { test, expect, hydrated } from './fixtures.ts';

test('customer service opens in the language of the page', async ({ page }) => {
  for (const [path, expected] of [
    ['/en/help', /\/en\/support\/chat$/],
    ['/help', /:\d+\/support\/chat$/],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    const popupOpened = page.waitForEvent('popup');
    await page
      .getByRole('navigation', { name: path === '/help' ? 'শর্টকাট' : 'Shortcuts' })
      .getByRole('button')
      .last()
      .click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(expected);
    await expect(popup.locator('html')).toHaveAttribute('lang', path === '/help' ? 'bn' : 'en');
    await popup.close();
  }
});

test('the 404 page answers in the language of the address', async ({ page }) => {
  const english = await page.goto('/en/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en/',
  );
  await expect(page.getByRole('main')).not.toContainText('পাতা');

  const bengali = await page.goto('/no-such-page');
  expect(bengali?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('পাতাটি পাওয়া যায়নি');
  await expect(page.getByRole('main').getByRole('link', { name: 'হোম পাতায় ফিরে যান' })).toHaveAttribute('href', '/');
});
