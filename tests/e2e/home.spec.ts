import { expect, test } from './fixtures.ts';

test.describe('home page', () => {
  test('is Bengali at / with the seeded categories and notices', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'লোটাস প্লে' })).toBeVisible();
    const games = page.getByRole('region', { name: 'গেমস' });
    await expect(games.getByRole('link', { name: /লাইভ ক্যাসিনো/ })).toBeVisible();
    await expect(games.getByText('DS88 Sabong', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'সাম্প্রতিক নোটিশ' }).getByRole('heading', { name: 'লোটাস প্লে-তে স্বাগতম' }),
    ).toBeVisible();
  });

  test('is English at /en/ with links into each category', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Lotus Play' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Games' }).getByRole('link', { name: /Live Casino/ }),
    ).toHaveAttribute('href', '/en/live?vassalage=LOTUS_LIVE');
    await expect(
      page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name: 'Welcome bonus 100%' }),
    ).toBeVisible();
    // One provider is "1 provider", two are "2 providers".
    await expect(page.getByRole('region', { name: 'Games' }).getByRole('link', { name: /E-Lottery/ })).toContainText(
      '1 provider · Lotus Keno',
    );
    await expect(page.getByRole('region', { name: 'Games' }).getByRole('link', { name: /^Lottery/ })).toContainText(
      '2 providers · ',
    );
  });

  test('serves the pre-rendered help page in both languages with its banner and anchors', async ({ page }) => {
    await page.goto('/en/help#terms');
    await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInViewport();
    await expect(page.locator('img.banner')).toHaveAttribute('src', '/images/banners/help-en.svg');
    await page.goto('/help#privacy');
    await expect(page.getByRole('heading', { level: 2, name: 'গোপনীয়তা নীতি' })).toBeVisible();
  });

  test('answers an unknown page with 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
  });
});
