/**
 * A 360 px phone (issue 13): a lakh-size balance keeps clear of the logo, the header's Deposit button follows
 * the login gate, the side menu's account buttons are not clipped, and the right bar does not sit over the page.
 * Phone project only: the rules are for narrow screens.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { logInAs, ownAddress, untilNextPage } from './accounts.ts';

test.use({ viewport: { width: 360, height: 740 } });
test.skip(({ isMobile }) => !isMobile, 'phone layout');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Logs vipplayer in with a balance above one lakh (৳1,00,000). */
async function logInWithLakh(page: Page): Promise<void> {
  expect(ops('adjust', 'vipplayer', '+123456.78', 'e2e', 'lakh', 'balance')).toMatch(/adjusted vipplayer/);
  await ownAddress(page);
  await logInAs(page, 'vipplayer');
}

test('a lakh balance, the account name, sign out and deposit share the header without covering the logo', async ({
  page,
}) => {
  await logInWithLakh(page);
  for (const path of ['/en/help', '/help']) {
    await page.goto(path);
    await hydrated(page);
    const banner = page.getByRole('banner');
    const balance = banner.getByLabel(path === '/help' ? 'ব্যালেন্স' : 'Balance');
    await expect(balance).toHaveText(
      path === '/help' ? /^৳[০-৯]{1,2},[০-৯]{2},[০-৯]{3}\.[০-৯]{2}$/ : /^৳\d{3},\d{3}\.\d{2}$/,
    );
    const logo = await box(banner.getByRole('link', { name: path === '/help' ? 'লোটাস প্লে হোম' : 'Lotus Play home' }));
    const amount = await box(balance);
    expect(amount.x, 'balance starts after the logo ends').toBeGreaterThanOrEqual(logo.x + logo.width);
    for (const control of [
      balance,
      banner.getByText('vipplayer'),
      banner.getByRole('button', { name: path === '/help' ? 'সাইন আউট' : 'Sign out' }),
      banner.getByRole('link', { name: path === '/help' ? 'ডিপোজিট' : 'Deposit' }),
    ]) {
      await expect(control).toBeVisible();
      const { x, width } = await box(control);
      expect(x + width, `${control} inside 360 px`).toBeLessThanOrEqual(360);
    }
    // The balance is shown whole, not cut by its box.
    expect(await balance.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await noSidewaysScroll(page);
  }
});

/** True when two boxes share any area (touching edges do not count). */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return (
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
  );
}

test('with an avatar and an unread badge too, every header item keeps its own box in one row, clear of the demo mark', async ({
  page,
}) => {
  // A credit with its message: the header shows the unread badge beside the avatar, the name and the lakh.
  expect(ops('credit-bonus', 'vipplayer', '1', 'e2e', 'phone', 'header')).toMatch(/bonus/);
  await logInWithLakh(page);
  for (const path of ['/en/help', '/help']) {
    await page.goto(path);
    await hydrated(page);
    const bn = path === '/help';
    const banner = page.getByRole('banner');
    const items: [string, Locator][] = [
      ['menu', banner.getByRole('button', { name: bn ? 'মেনু দেখান বা লুকান' : 'Show or hide the menu' })],
      ['logo', banner.getByRole('link', { name: bn ? 'লোটাস প্লে হোম' : 'Lotus Play home' })],
      ['avatar', banner.locator('.header-avatar')],
      ['balance', banner.getByLabel(bn ? 'ব্যালেন্স' : 'Balance')],
      ['account', banner.getByText('vipplayer')],
      ['unread', banner.getByRole('link', { name: bn ? /অপঠিত/ : /Unread/ })],
      ['sign out', banner.getByRole('button', { name: bn ? 'সাইন আউট' : 'Sign out' })],
      ['deposit', banner.getByRole('link', { name: bn ? 'ডিপোজিট' : 'Deposit' })],
    ];
    const boxes: [string, Awaited<ReturnType<typeof box>>][] = [];
    for (const [name, locator] of items) {
      await expect(locator, name).toBeVisible();
      boxes.push([name, await box(locator)]);
    }
    const row = await box(banner.locator('.header-top'));
    for (const [name, b] of boxes) {
      expect(b.x + b.width, `${name} inside 360 px`).toBeLessThanOrEqual(360);
      expect(b.y, `${name} inside the header row`).toBeGreaterThanOrEqual(row.y);
      expect(b.y + b.height, `${name} inside the header row`).toBeLessThanOrEqual(row.y + row.height);
    }
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        // The one pair drawn together on purpose: the count sits on the avatar's corner.
        if (boxes[i]![0] === 'avatar' && boxes[j]![0] === 'unread') continue;
        expect(overlaps(boxes[i]![1], boxes[j]![1]), `${boxes[i]![0]} and ${boxes[j]![0]} overlap`).toBe(false);
      }
    }
    // The header row keeps its one-line height: nothing wrapped onto a row of its own.
    expect(row.height).toBeLessThanOrEqual(60);
    // The demo mark hangs over none of the texts, the avatar or the badge.
    const mark = await box(page.getByRole('note').filter({ hasText: bn ? 'ডেমো' : 'Demo' }));
    for (const [name, b] of boxes.filter(([name]) => !['menu', 'logo'].includes(name))) {
      expect(overlaps(mark, b), `the demo mark covers ${name}`).toBe(false);
    }
    await noSidewaysScroll(page);
  }
});

test('the phone header Deposit: a guest gets the login popup, a member the deposit section', async ({ page }) => {
  await page.goto('/en/help');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/help$/);

  await ownAddress(page);
  await logInAs(page, 'demoplayer');
  await hydrated(page);
  await untilNextPage(page, () => page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click());
  await expect(page).toHaveURL(/\/en\/member\?page=depositv2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
});

test('the phone header Deposit tells a trial account to register a real one', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/en/login');
  await hydrated(page);
  await untilNextPage(page, () => page.getByRole('main').getByRole('button', { name: 'Try for free' }).click());
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Real account needed' })).toBeVisible();
});

test('the side menu shows a lakh balance and every account button whole', async ({ page }) => {
  await logInWithLakh(page);
  for (const path of ['/help', '/en/help']) {
    await page.goto(path);
    await hydrated(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: path === '/help' ? 'মেনু দেখান বা লুকান' : 'Show or hide the menu' })
      .click();
    const menu = page.locator('#side-menu');
    // Measure once the drawer has slid in.
    await page.waitForFunction(() => getComputedStyle(document.getElementById('side-menu')!).transform === 'none');
    const drawer = await box(menu);
    const names =
      path === '/help'
        ? ['ব্যালেন্স রিফ্রেশ করুন', 'ব্যালেন্স লুকান', 'ডিপোজিট', 'উত্তোলন', 'লগ আউট']
        : ['Refresh balance', 'Hide balance', 'Deposit', 'Withdraw', 'Log out'];
    for (const name of names) {
      const control = menu
        .getByRole(name === names[2] || name === names[3] ? 'link' : 'button', { name, exact: true })
        .first();
      await expect(control).toBeVisible();
      const { x, width } = await box(control);
      expect(x + width, `${name} inside the drawer`).toBeLessThanOrEqual(drawer.x + drawer.width);
    }
  }
});

test('the right bar does not sit over the page on a phone', async ({ page }) => {
  await page.goto('/en/help');
  await hydrated(page);
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  const main = await box(page.getByRole('main'));
  for (const control of [bar.getByRole('button', { name: 'Customer Service' })]) {
    const { y } = await box(control);
    expect(y, 'the right bar comes after the page content').toBeGreaterThanOrEqual(main.y + main.height);
  }
  await noSidewaysScroll(page);
});
