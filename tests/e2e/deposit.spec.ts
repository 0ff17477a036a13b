/**
 * Deposits end to end: the member centre's depositv2 section, the built-in demo gateway's page, its signed
 * server-to-server notification, and back on the site the order's status and the header balance, checked
 * against the platform with the page's own token.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ownAddress } from './accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

async function logIn(page: Page, loginPath: string, labels: { username: string; password: string; submit: string }) {
  await page.goto(loginPath);
  await hydrated(page);
  const form = page.getByRole('main');
  await form.getByLabel(labels.username).fill('demoplayer');
  await form.getByLabel(labels.password, { exact: true }).fill('Demo1234');
  await form.getByRole('button', { name: labels.submit }).click();
  // The login page goes home on success; the session is stored by then.
  await expect(page).not.toHaveURL(/\/login$/);
  await hydrated(page);
  await expect(page.getByRole('banner').getByText('demoplayer')).toBeVisible();
}

async function platformBalance(page: Page, request: APIRequestContext): Promise<bigint> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get('/wps/v2/wallets/balance', { headers: { token: token! } });
  expect(response.status()).toBe(200);
  return BigInt((await response.json()).value.sumBalanceMinor);
}

test('deposit through the demo gateway: paid on the gateway page, paid on the site, balance up by the amount', async ({
  page,
  request,
}) => {
  await logIn(page, '/en/login', { username: 'Username', password: 'Password', submit: 'Log in' });
  const before = await platformBalance(page, request);
  await page.goto('/en/member?page=depositv2');
  await hydrated(page);
  const balance = page.getByRole('banner').getByLabel('Balance');
  await expect(balance).toBeVisible();
  const shownBefore = await balance.textContent();

  await page.getByRole('radio', { name: 'Nagad' }).check();
  await expect(page.getByText('Minimum ৳200.00, maximum ৳25,000.00')).toBeVisible();
  await page.getByRole('button', { name: '৳1,000.00' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000.00');
  await page.getByRole('button', { name: 'Deposit now' }).click();

  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await expect(page).toHaveURL(/\/gateway\/demo\/pay\?/);
  await expect(page.getByText('1,000.00 BDT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/en\/member\?page=depositv2&order=D[0-9A-F]{20}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Paid: ৳1,000.00 is in your main wallet.' })).toBeVisible();
  await expect(balance).not.toHaveText(shownBefore ?? '');
  expect(await platformBalance(page, request)).toBe(before + 100_000n);
});

test('in Bengali: the amount is checked against the limits in the form, and a cancelled payment leaves the balance alone', async ({
  page,
  request,
}) => {
  await logIn(page, '/login', { username: 'ইউজারনেম', password: 'পাসওয়ার্ড', submit: 'লগ ইন' });
  const before = await platformBalance(page, request);
  await page.goto('/member?page=depositv2');
  await hydrated(page);
  await page.getByRole('radio', { name: 'বিকাশ' }).check();
  await page.getByRole('textbox', { name: 'পরিমাণ' }).fill('১০০');
  await page.getByRole('button', { name: 'ডিপোজিট করুন' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'সর্বনিম্ন' })).toBeVisible();
  await expect(page).toHaveURL(/page=depositv2$/);

  await page.getByRole('textbox', { name: 'পরিমাণ' }).fill('৫০০');
  await page.getByRole('button', { name: 'ডিপোজিট করুন' }).click();
  await expect(page.getByRole('heading', { name: 'ডেমো পেমেন্ট গেটওয়ে' })).toBeVisible();
  await page.getByRole('button', { name: 'পেমেন্ট বাতিল করুন' }).click();

  await expect(page).toHaveURL(/\/member\?page=depositv2&order=D[0-9A-F]{20}$/);
  await expect(page.getByText('পেমেন্ট সম্পন্ন হয়নি। আপনার ওয়ালেট থেকে কোনো টাকা কাটা হয়নি।')).toBeVisible();
  expect(await platformBalance(page, request)).toBe(before);
});
