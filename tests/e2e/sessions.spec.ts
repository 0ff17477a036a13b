/**
 * Sessions that behave (issue 13): remember me keeps the device signed in for a day, a new tab and a reload
 * get the session back from the cookie, a session ended elsewhere opens the login popup saying so; the unread
 * badge; changing the login password from My Account.
 */
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, tickConsent, untilNextPage } from './accounts.ts';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const DAY_S = 86_400;

/** Logs in on /en/login, with or without "Remember me", and waits for the home page it goes to. */
async function logIn(page: Page, username: string, { remember = false, password = 'Demo1234' } = {}) {
  await page.goto('/en/login');
  await hydrated(page);
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: 'Remember me' }).setChecked(remember);
  await untilNextPage(page, () => form.getByRole('button', { name: 'Log in' }).click());
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
}

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test('remember me: a new browser with the one-day cookie is still signed in, and so is a reload', async ({
  page,
  browser,
  context,
}) => {
  await logIn(page, 'demoplayer', { remember: true });
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'wps_session')!;
  expect(session.httpOnly).toBe(true);
  // A persistent cookie of one day (a browser-session cookie has no expiry: -1).
  expect(session.expires - Date.now() / 1000).toBeGreaterThan(DAY_S - 120);
  expect(session.expires - Date.now() / 1000).toBeLessThanOrEqual(DAY_S + 5);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('banner').getByText('demoplayer')).toBeVisible();

  // Another browser (as after a restart): nothing in its session storage, only the cookies.
  const later = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await later.addCookies(cookies);
    await later.addInitScript(() => {
      sessionStorage.setItem('disclaimerAccept', 'true');
      sessionStorage.setItem('popupSeen', 'true');
    });
    const again = await later.newPage();
    await ownAddress(again);
    await again.goto('/en/member?page=securityCenter');
    await expect(again.getByRole('banner').getByText('demoplayer')).toBeVisible();
    await expect(
      again.getByRole('region', { name: 'My Account' }).getByText('demoplayer', { exact: true }),
    ).toBeVisible();
    expect(await tokenOf(again)).toBe(await tokenOf(page));
  } finally {
    await later.close();
  }
});

test('without remember me: the cookie ends with the browser, and a new tab of the same browser is signed in', async ({
  page,
  context,
}) => {
  await logIn(page, 'demoplayer');
  const session = (await context.cookies()).find((c) => c.name === 'wps_session')!;
  expect(session.expires).toBe(-1);
  const tab = await context.newPage();
  await ownAddress(tab);
  await tab.goto('/en/');
  await hydrated(tab);
  await expect(tab.getByRole('banner').getByText('demoplayer')).toBeVisible();
  expect(await tokenOf(tab)).toBe(await tokenOf(page));
  await tab.close();
});

test('a session ended elsewhere: the next page clears it and opens the login popup saying so', async ({
  page,
  request,
}) => {
  await logIn(page, 'demoplayer');
  const token = await tokenOf(page);
  // Logged out from another device: the platform forgets the session.
  expect((await request.delete('/wps/session/logout', { headers: { token: token! } })).ok()).toBe(true);
  await page.goto('/en/');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('You are not logged in, please login');
  expect(await tokenOf(page)).toBeNull();
  await expect(page.getByRole('banner').getByText('demoplayer')).toHaveCount(0);
  // And a reload does not bring the dead session back from the cookie.
  await page.keyboard.press('Escape');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await tokenOf(page)).toBeNull();
});

test("a new tab whose cookie's session has ended opens the login popup saying so, once", async ({
  page,
  context,
  request,
}) => {
  // Two tabs, two logins' worth of pages and a reload: past 30 s when the machine is shared with builds.
  test.setTimeout(60_000);
  await logIn(page, 'demoplayer');
  const token = (await tokenOf(page))!;
  // The first tab leaves the site: a call of its own answered "session ended" would clear the shared cookies
  // before the new tab reads them (the race that left the new tab nothing to restore).
  await page.goto('about:blank');
  await request.delete('/wps/session/logout', { headers: { token } });
  // A new tab has no token of its own: only the cookie says signed in, and the platform answers that it is over.
  // Its session storage is new too, so the disclaimer is due first; the login popup waits for it.
  expect((await context.cookies()).find((c) => c.name === 'wps_signed_in')?.value).toBe('1');
  const tab = await context.newPage();
  // Like every page of the suite, the tab comes from an address of its own, not the one shared by API calls.
  await ownAddress(tab);
  const restored = tab.waitForResponse((response) => response.url().endsWith('/wps/session/restore'));
  await tab.goto('/en/');
  await hydrated(tab);
  await restored;
  const disclaimer = tab.getByRole('dialog', { name: 'Before you play' });
  await expect(disclaimer).toBeVisible();
  const dialog = tab.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toHaveCount(0);
  // The boxes start unticked: the player ticks both before accepting.
  await tickConsent(disclaimer);
  await disclaimer.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You are not logged in, please login');
  expect(await tokenOf(tab)).toBeNull();
  // The answer cleared the cookies: the next page is a guest's without the popup.
  await tab.reload();
  await hydrated(tab);
  await expect(tab.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(tab.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await tab.close();
});

test('the Bengali login popup says the session ended in Bengali', async ({ page, request }) => {
  await logIn(page, 'demoplayer');
  await request.delete('/wps/session/logout', { headers: { token: (await tokenOf(page))! } });
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'লগ ইন' }).getByRole('alert')).toHaveText(
    'আপনি লগ ইন করেননি, অনুগ্রহ করে লগ ইন করুন',
  );
});

test('the unread badge shows the count and clears once the messages are read', async ({ page, request, isMobile }) => {
  await logIn(page, 'demoplayer');
  const token = (await tokenOf(page))!;
  await request.post('/wps/member/messages/read', { headers: { token }, data: { ids: 'all' } });
  ops('credit-bonus', 'demoplayer', '1', 'e2e', 'badge');
  await page.reload();
  await hydrated(page);
  const badge = page.getByRole('banner').getByRole('link', { name: 'Unread messages: 1' });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(/1/);
  if (isMobile) {
    // On phones the side menu, over the page once open, has the badge too: it is the one to follow there.
    await page.getByRole('button', { name: 'Show or hide the menu' }).first().click();
    const sideBadge = page
      .getByRole('complementary', { name: 'Menu' })
      .getByRole('link', { name: 'Unread messages: 1' });
    await expect(sideBadge).toBeVisible();
    await sideBadge.click();
  } else {
    await badge.click();
  }
  await expect(page).toHaveURL(/\/en\/member\?page=messageV2$/);
  await expect(page.getByRole('region', { name: 'Platform Information' }).getByText(/bonus/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Unread messages/ })).toHaveCount(0);
});

test('My Account changes the login password in the change-password popup', async ({ page, request }) => {
  const change = async (from: string, to: string) => {
    await page.goto('/en/member?page=securityCenter');
    await hydrated(page);
    await page
      .getByRole('region', { name: 'My Account' })
      .getByRole('button', { name: 'Change login password' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(from);
    await dialog.getByLabel('New password', { exact: true }).fill(to);
    await dialog.getByLabel('Confirm new password').fill(to);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your password is changed.');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    // Still signed in, on a new session.
    await expect(page.getByRole('banner').getByText('vipplayer')).toBeVisible();
    expect((await request.get('/wps/member/info', { headers: { token: (await tokenOf(page))! } })).status()).toBe(200);
  };
  await logIn(page, 'vipplayer');
  await change('Demo1234', 'Lotus5678');
  // The old password no longer opens a session; then the demo password comes back.
  await change('Lotus5678', 'Demo1234');
});
