/**
 * The Bengali phone journey that issue 13 found blocked: a new player registers, deposits through the demo
 * gateway, plays the built-in slot in the game window until the withdraw page's turnover bar is full, withdraws;
 * the operator approves and pays (ops), and the player confirms receipt. At 360 px, in Bengali throughout.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, tickConsent, uniqueMobile, uniqueName } from './accounts.ts';
import { nextRoundAnswer } from './vendor-play.ts';

const PASSWORD = 'Secret123';
const PAYMENT_PASSWORD = '975310';
/** The slot's largest line bet (৳2 × 25 lines = ৳50 a spin): the ৳200 deposit's turnover in four spins. */
const LARGEST_LINE_BET = '200';
const SPIN_MINOR = 5_000n;

test.use({ viewport: { width: 360, height: 780 } });

async function platform(page: Page, request: APIRequestContext, path: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get(path, { headers: { token: token ?? '', language: 'bn' } });
  expect(response.status()).toBe(200);
  return (await response.json()).value;
}

async function openWithdraw(page: Page) {
  await page.goto('/member?page=withdraw');
  await hydrated(page);
  return page.getByRole('region', { name: 'উত্তোলন' });
}

test('a new player deposits, plays until the turnover bar is full, withdraws, is paid and confirms (Bengali, 360 px)', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone journey; the desktop withdraw flow has its own spec');
  test.setTimeout(90_000);
  await ownAddress(page);

  // Register with a username.
  const username = uniqueName('turn');
  await page.goto('/register');
  await hydrated(page);
  const register = page.getByRole('dialog', { name: 'নিবন্ধন' });
  await register.getByLabel('ইউজারনেম').fill(username);
  await register.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
  await register.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill(PASSWORD);
  await tickConsent(register);
  await register.getByRole('button', { name: 'নিবন্ধন করুন' }).click();
  await expect(page.getByRole('dialog', { name: 'স্বাগতম' })).toBeVisible();

  // Deposit ৳200 (the smallest the channel takes) through the demo gateway.
  await page.goto('/member?page=depositv2');
  await hydrated(page);
  await page.getByRole('radio', { name: 'বিকাশ' }).check();
  await page.getByRole('textbox', { name: 'পরিমাণ' }).fill('২০০');
  await page.getByRole('button', { name: 'ডিপোজিট করুন' }).click();
  await expect(page.getByRole('heading', { name: 'ডেমো পেমেন্ট গেটওয়ে' })).toBeVisible();
  await page.getByRole('button', { name: 'পরিশোধ করুন' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'পরিশোধিত: ৳২০০.০০ আপনার মূল ওয়ালেটে জমা হয়েছে।' }),
  ).toBeVisible();
  // A welcome bonus from the operator: bonus money owes no turnover, and it keeps the ৳100 minimum withdrawal
  // within reach whatever the reels give back.
  expect(ops('credit-bonus', username, '100', 'e2e', 'welcome')).toMatch(/bonus 100.00/);

  // The withdraw page owes the deposit: an empty bar, ৳200 left.
  let section = await openWithdraw(page);
  let bar = section.getByRole('progressbar', { name: /টার্নওভার/ });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(section.getByText('উত্তোলনের জন্য আরও ৳২০০.০০ বাজি ধরুন।')).toBeVisible();

  // A payee account and a payment password, then a withdrawal the platform refuses for the turnover.
  await section.getByLabel('অ্যাকাউন্টের ধরন').selectOption({ label: 'বিকাশ' });
  await section.getByLabel('অ্যাকাউন্টধারীর নাম').fill('Rahim Uddin');
  await section.getByLabel('অ্যাকাউন্ট নম্বর').fill(uniqueMobile());
  await section.getByRole('button', { name: 'অ্যাকাউন্ট সংরক্ষণ করুন' }).click();
  await expect(section.getByText('অ্যাকাউন্টটি সংরক্ষিত হয়েছে।')).toBeVisible();
  await section.getByRole('link', { name: 'আমার অ্যাকাউন্টে সেট করুন' }).click();
  await hydrated(page);
  const account = page.getByRole('region', { name: 'আমার অ্যাকাউন্ট' });
  await account.getByLabel('লগইন পাসওয়ার্ড').fill(PASSWORD);
  await account.getByLabel('নতুন পেমেন্ট পাসওয়ার্ড (৬ অঙ্ক)').fill(PAYMENT_PASSWORD);
  await account.getByLabel('পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন').fill(PAYMENT_PASSWORD);
  await account.getByRole('button', { name: 'পেমেন্ট পাসওয়ার্ড সংরক্ষণ করুন' }).click();
  await expect(account.getByText('আপনার পেমেন্ট পাসওয়ার্ড সংরক্ষিত হয়েছে।')).toBeVisible();
  section = await openWithdraw(page);
  await section.getByLabel('পরিমাণ', { exact: true }).fill('১০০');
  await section.getByLabel('পেমেন্ট পাসওয়ার্ড', { exact: true }).fill(PAYMENT_PASSWORD);
  await section.getByRole('button', { name: 'উত্তোলন করুন' }).click();
  await expect(section.getByRole('alert')).toContainText('উত্তোলনের আগে আরও ২০০.০০ বাজি ধরুন');

  // Play Lotus Fortune in the game window at the largest line bet until the deposit is covered.
  await page.goto('/rng');
  await page.getByRole('main').getByRole('button', { name: 'লোটাস ফরচুন খেলুন' }).click();
  await expect(page).toHaveURL(/\/game/);
  const game = page.frameLocator('iframe[title="গেম উইন্ডো"]');
  await expect(game.getByRole('heading', { name: 'লোটাস ফরচুন', level: 1 })).toBeVisible();
  await game.getByLabel('লাইন বাজি').selectOption(LARGEST_LINE_BET);
  let staked = 0n;
  while (staked < 20_000n) {
    await expect(game.getByRole('button', { name: 'স্পিন' })).toBeEnabled();
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: 'স্পিন' }).click();
    const answer = await (await answered).json();
    expect(BigInt(answer.betMinor)).toBe(SPIN_MINOR);
    staked += BigInt(answer.betMinor);
  }

  // The bar is full; the withdrawal goes through.
  section = await openWithdraw(page);
  bar = section.getByRole('progressbar', { name: /টার্নওভার/ });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveAttribute('aria-valuetext', '৳২০০.০০-এর মধ্যে ৳২০০.০০ (১০০%)');
  await expect(section.getByText('টার্নওভার পূর্ণ হয়েছে: এখন উত্তোলন করতে পারেন।')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.member-section').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Nothing sticks out at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await section.getByLabel('পরিমাণ', { exact: true }).fill('১০০');
  await section.getByLabel('পেমেন্ট পাসওয়ার্ড', { exact: true }).fill(PAYMENT_PASSWORD);
  await section.getByRole('button', { name: 'উত্তোলন করুন' }).click();
  await expect(section.getByText('আপনার ৳১০০.০০ উত্তোলন প্রক্রিয়াধীন।')).toBeVisible();
  const [placed] = (await platform(page, request, '/wps/member/withdrawals')).items;
  expect(placed).toMatchObject({ amount: '100.00', status: 'in_process' });

  // The operator approves and pays.
  expect(ops('withdrawal', 'approve', String(placed.id))).toMatch(/approved/);
  expect(ops('withdrawal', 'pay', String(placed.id))).toMatch(/paid/);

  // The player confirms receipt.
  section = await openWithdraw(page);
  const order = section.getByRole('listitem').filter({ hasText: 'পরিশোধিত' });
  await expect(order).toHaveCount(1);
  await order.getByRole('button', { name: 'পেয়েছি', exact: true }).click();
  await expect(order.getByRole('button', { name: 'পেয়েছি', exact: true })).toHaveCount(0);
  const closed = (await platform(page, request, '/wps/member/withdrawals')).items.find(
    (w: { id: number }) => w.id === placed.id,
  );
  expect(closed).toMatchObject({ status: 'paid', confirmation: 'received', confirmedBy: 'player' });
});
