import { test, expect, hydrated } from './fixtures.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';

const gameNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Game categories' });

test.describe('navigation from vendor data', () => {
  test.afterEach(() => ops('vendor', 'enable', 'LOTUS_ESPORTS'));

  test("lists the seeded categories in the spec's order, with DS88 after live and vassalage on the links", async ({
    page,
  }) => {
    await page.goto('/en/help');
    const nav = gameNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Hot Games',
      'Bingo',
      'Lottery',
      'Live Casino',
      'Sabong',
      'Sports',
      'Fishing',
      'Slots',
      'PVP',
      'Esports',
    ]);
    await expect(nav.getByRole('link', { name: 'Live Casino' })).toHaveAttribute(
      'href',
      '/en/live?vassalage=LOTUS_LIVE',
    );
    await expect(nav.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/en/rng?vassalage=LOTUS_SLOTS');
    await expect(nav.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/en/elott?vassalage=TCG_SEA');
    await expect(nav.getByRole('link', { name: 'Sabong' })).toHaveAttribute('href', '/en/sports?vassalage=DS88');
  });

  test('follows the operator: a category without vendors leaves the nav of static and rendered pages alike', async ({
    page,
  }) => {
    ops('vendor', 'disable', 'LOTUS_ESPORTS');
    for (const path of ['/en/help', '/en/']) {
      await expect
        .poll(
          async () => {
            await page.goto(path);
            return gameNav(page).getByRole('link', { name: 'Esports' }).count();
          },
          { timeout: SETTINGS_VISIBLE_MS },
        )
        .toBe(0);
    }
    ops('vendor', 'enable', 'LOTUS_ESPORTS');
    await expect
      .poll(
        async () => {
          await page.goto('/en/help');
          return gameNav(page).getByRole('link', { name: 'Esports' }).count();
        },
        { timeout: SETTINGS_VISIBLE_MS },
      )
      .toBe(1);
  });
});

test('the side menu toggles; the wide column keeps its state across pages, the phone drawer starts closed', async ({
  page,
  isMobile,
}) => {
  await page.goto('/en/help');
  await hydrated(page);
  const menu = page.getByRole('complementary', { name: 'Menu' });
  const toggle = page.getByRole('button', { name: 'Show or hide the menu' });
  const appLink = menu.getByRole('link', { name: 'App Download' });
  if (!isMobile) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(appLink).toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/en/promotions');
    await expect(page.locator('html')).toHaveAttribute('data-side', 'closed');
    await expect(page.getByRole('button', { name: 'Show or hide the menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(appLink).not.toBeInViewport();
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await page.reload();
    await expect(appLink).toBeInViewport();
    return;
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(appLink).not.toBeInViewport();
  await toggle.click();
  await expect(appLink).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(appLink).not.toBeInViewport();
  await toggle.click();
  await expect(appLink).toBeInViewport();
  await menu.getByRole('button', { name: 'Close the menu' }).click();
  await expect(appLink).not.toBeInViewport();
  await toggle.click();
  await page.goto('/en/promotions');
  await expect(page.getByRole('button', { name: 'Show or hide the menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(appLink).not.toBeInViewport();
});

test('the theme switches and is there before first paint on the next page', async ({ page, isMobile }) => {
  await page.goto('/en/help');
  await hydrated(page);
  if (isMobile) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByRole('button', { name: 'Switch between dark and light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Read the attribute as the document is parsed, before any module script runs.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.dataset.theme ?? '';
    }),
  );
  await page.goto('/en/join');
  expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toBe('light');
});

test('choosing a language stores lang and hisLang, notifies nothing visible, and persists across reloads', async ({
  page,
  isMobile,
}) => {
  await page.goto('/help');
  await hydrated(page);
  if (isMobile) await page.getByRole('button', { name: 'মেনু দেখান বা লুকান' }).click();
  await page.getByRole('combobox', { name: 'ভাষা বেছে নিন' }).selectOption('en');
  await expect(page).toHaveURL(/\/en\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'en',
    'bn',
  ]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A later visit to a Bengali address comes back in the chosen language.
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/en\/promotions$/);
  // A language without its own messages is kept and shown with the English pages.
  if (isMobile) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByRole('combobox', { name: 'Choose a language' }).selectOption('th');
  await expect(page).toHaveURL(/\/en\/promotions$/);
  await expect(page.getByRole('combobox', { name: 'Choose a language' })).toHaveValue('th');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'th',
    'en',
  ]);
  await expect(page.getByText('Shown in English until this language is available.')).toBeVisible();
});

test('the footer shows providers, payment methods, the age-21 badge and the copyright since 2025', async ({ page }) => {
  await page.goto('/en/help');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('region', { name: 'Game providers' }).getByText('DS88 Sabong')).toBeVisible();
  await expect(
    footer.getByRole('region', { name: 'Payment methods' }).getByRole('img', { name: 'bKash' }),
  ).toBeVisible();
  await expect(footer.getByText('21+')).toBeVisible();
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date());
  await expect(footer.getByText(`© 2025–${year} Lotus Play`)).toBeVisible();
});

test('promotions filter by type', async ({ page }) => {
  await page.goto('/en/promotions');
  await hydrated(page);
  // The seven seeded promotions (the raffle among them) and three headings of the page around them.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7 + 3);
  await page.getByRole('button', { name: 'Daily' }).click();
  await expect(page.locator('.promo-card:visible')).toHaveCount(1);
  await expect(page.locator('.promo-card:visible').getByRole('heading')).toHaveText('Daily reload 5%');
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.locator('.promo-card:visible')).toHaveCount(7);
});

test('the download page offers only the apps the merchant configured, each leading somewhere else', async ({
  page,
}) => {
  await page.goto('/en/down');
  // The demo merchant has the iPhone web app (the site itself) and no Android build.
  await expect(page.getByRole('img', { name: 'Scan to download' })).toHaveCount(1);
  const open = page.getByRole('link', { name: 'Open' });
  await expect(open).toHaveCount(1);
  const href = await open.getAttribute('href');
  // A site path without PUBLIC_URL (the address is never built from the request's Host).
  expect(new URL(href!, page.url()).pathname).not.toMatch(/\/down$/);
  expect((await page.request.get(href!)).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Android app' })).toBeVisible();
  await expect(page.getByText('The Android app is not available yet.')).toBeVisible();
  await page.goto('/down');
  await expect(page.getByText('অ্যান্ড্রয়েড অ্যাপ এখনো পাওয়া যাচ্ছে না।')).toBeVisible();
});
