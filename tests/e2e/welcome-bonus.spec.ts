/**
 * Issue 16's journey: a new player opens the welcome bonus, makes a first deposit with the bonus chosen, sees it
 * locked with its wagering bar on the withdraw page (and what a withdrawal would do to it), plays the built-in
 * slot until the bar fills, finds the bonus released to the main wallet, and withdraws. English on the desktop,
 * Bengali on the phone. The demo promotion's multiple is cut to 1 by the operator verb so a test can reach it.
 * Screenshots of the deposit, promotion and withdraw screens at 360 and 1280 px go to screenshots/welcome-bonus/.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, registerThroughPage, uniqueMobile, uniqueName } from './accounts.ts';
import { nextRoundAnswer } from './vendor-play.ts';

const PASSWORD = 'Secret123';
const PAYMENT_PASSWORD = '975310';
/** The slot's largest line bet: ৳2 × 25 lines = ৳50 a spin. */
const LARGEST_LINE_BET = '200';
const SPIN_MINOR = 5_000n;
/** ৳500 deposit + ৳500 bonus, wagered once. */
const WAGERING_MINOR = 100_000n;
const SHOTS = 'screenshots/welcome-bonus';

const TEXT = {
  en: {
    prefix: '/en',
    status: 'Your status',
    open: 'Open to you',
    depositWithBonus: 'Deposit with this bonus',
    process: 'Bonus locked: wagering in progress',
    claimed: 'Bonus released to your main wallet',
    bkash: 'bKash',
    bonus: /^100% bonus up to ৳10,000\.00/,
    amount: 'Amount',
    depositNow: 'Deposit now',
    belowMin: 'This bonus needs a deposit of at least ৳500.00.',
    gateway: 'Demo payment gateway',
    pay: 'Pay',
    paid: 'Paid: ৳500.00 is in your main wallet.',
    withdraw: 'Withdraw',
    withdrawButton: 'Withdraw',
    bonusBar: /Bonus wagering/,
    lockedTitle: 'Locked bonus ৳500.00',
    forfeitNote: 'Withdrawing now forfeits your locked bonus of ৳500.00',
    forfeitAccept: 'I understand that my locked bonus of ৳500.00 will be forfeited',
    forfeitRequired: 'Please confirm that your locked bonus will be forfeited',
    released: 'Wagering met: your bonus of ৳500.00 is now in your main wallet.',
    kind: 'Account type',
    holder: 'Account holder name',
    number: 'Account number',
    savePayee: 'Save account',
    payeeSaved: 'The account was saved.',
    setPayment: 'Set it in My Account',
    myAccount: 'My Account',
    loginPassword: 'Login password',
    newPayment: 'New payment password (6 digits)',
    confirmPayment: 'Confirm payment password',
    savePayment: 'Save payment password',
    paymentSaved: 'Your payment password is saved.',
    paymentPassword: 'Payment password',
    submitted: 'Your withdrawal of ৳100.00 is in process.',
    play: 'Play Lotus Fortune',
    frame: 'Game window',
    gameTitle: 'Lotus Fortune',
    lineBet: 'Line bet',
    spin: 'Spin',
  },
  bn: {
    prefix: '',
    status: 'আপনার অবস্থা',
    open: 'আপনার জন্য খোলা',
    depositWithBonus: 'এই বোনাসসহ ডিপোজিট করুন',
    process: 'বোনাস লক: বাজি চলছে',
    claimed: 'বোনাস মূল ওয়ালেটে দেওয়া হয়েছে',
    bkash: 'বিকাশ',
    bonus: /^১০০% বোনাস, সর্বোচ্চ ৳১০,০০০\.০০/,
    amount: 'পরিমাণ',
    depositNow: 'ডিপোজিট করুন',
    belowMin: 'এই বোনাসের জন্য অন্তত ৳৫০০.০০ ডিপোজিট করতে হবে।',
    gateway: 'ডেমো পেমেন্ট গেটওয়ে',
    pay: 'পরিশোধ করুন',
    paid: 'পরিশোধিত: ৳৫০০.০০ আপনার মূল ওয়ালেটে জমা হয়েছে।',
    withdraw: 'উত্তোলন',
    withdrawButton: 'উত্তোলন করুন',
    bonusBar: /বোনাসের বাজি/,
    lockedTitle: 'লক করা বোনাস ৳৫০০.০০',
    forfeitNote: 'এখন উত্তোলন করলে আপনার ৳৫০০.০০ লক করা বোনাস বাতিল হবে',
    forfeitAccept: 'আমি বুঝেছি যে আমার ৳৫০০.০০ লক করা বোনাস বাতিল হবে',
    forfeitRequired: 'অনুগ্রহ করে নিশ্চিত করুন যে লক করা বোনাস বাতিল হবে',
    released: 'বাজির শর্ত পূরণ হয়েছে: আপনার ৳৫০০.০০ বোনাস এখন মূল ওয়ালেটে।',
    kind: 'অ্যাকাউন্টের ধরন',
    holder: 'অ্যাকাউন্টধারীর নাম',
    number: 'অ্যাকাউন্ট নম্বর',
    savePayee: 'অ্যাকাউন্ট সংরক্ষণ করুন',
    payeeSaved: 'অ্যাকাউন্টটি সংরক্ষিত হয়েছে।',
    setPayment: 'আমার অ্যাকাউন্টে সেট করুন',
    myAccount: 'আমার অ্যাকাউন্ট',
    loginPassword: 'লগইন পাসওয়ার্ড',
    newPayment: 'নতুন পেমেন্ট পাসওয়ার্ড (৬ অঙ্ক)',
    confirmPayment: 'পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন',
    savePayment: 'পেমেন্ট পাসওয়ার্ড সংরক্ষণ করুন',
    paymentSaved: 'আপনার পেমেন্ট পাসওয়ার্ড সংরক্ষিত হয়েছে।',
    paymentPassword: 'পেমেন্ট পাসওয়ার্ড',
    submitted: 'আপনার ৳১০০.০০ উত্তোলন প্রক্রিয়াধীন।',
    play: 'লোটাস ফরচুন খেলুন',
    frame: 'গেম উইন্ডো',
    gameTitle: 'লোটাস ফরচুন',
    lineBet: 'লাইন বাজি',
    spin: 'স্পিন',
  },
} as const;

/** The page as it is now at 360 and 1280 px, then back to the project's own size. */
async function shoot(page: Page, name: string, language: string): Promise<void> {
  const size = page.viewportSize();
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // Nothing sticks out sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test('a first deposit with the welcome bonus: locked, wagered on the slot, released, withdrawn', async ({
  page,
  isMobile,
}) => {
  // Twenty spins and a dozen pages on a shared 2-core machine.
  test.setTimeout(300_000);
  const language = isMobile ? 'bn' : 'en';
  const t = TEXT[language];
  ops('promotions', 'set', 'welcome-bonus', 'multiple', '1');
  await ownAddress(page);

  const username = uniqueName('bonus');
  await registerThroughPage(page, username, PASSWORD, language);

  // The promotion page: open to this new member, chosen with a deposit.
  await page.goto(`${t.prefix}/promoDetail?id=welcome-bonus`);
  await hydrated(page);
  const status = page.getByRole('region', { name: t.status });
  await expect(status.getByRole('status')).toHaveText(t.open);
  await shoot(page, 'promotion-open', language);
  await status.getByRole('link', { name: t.depositWithBonus }).click();

  // The deposit form offers the bonus; below its minimum the form says so and nothing is opened.
  await hydrated(page);
  await page.getByRole('radio', { name: t.bkash }).check();
  await page.getByRole('radio', { name: t.bonus }).check();
  await page.getByRole('textbox', { name: t.amount }).fill('300');
  await page.getByRole('button', { name: t.depositNow }).click();
  await expect(page.getByText(t.belowMin)).toBeVisible();
  await page.getByRole('textbox', { name: t.amount }).fill('500');
  await shoot(page, 'deposit-bonus', language);
  await page.getByRole('button', { name: t.depositNow }).click();
  await expect(page.getByRole('heading', { name: t.gateway })).toBeVisible();
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.paid })).toBeVisible();
  // Enough stakes for the wagering whatever the reels give back (operator bonus money owes no wagering).
  expect(ops('credit-bonus', username, '1000', 'e2e', 'stakes')).toMatch(/bonus 1000.00/);

  // The withdraw page: the locked bonus with an empty wagering bar; a payee and a payment password.
  await page.goto(`${t.prefix}/member?page=withdraw`);
  await hydrated(page);
  let section = page.getByRole('region', { name: t.withdraw });
  await expect(section.getByText(t.lockedTitle)).toBeVisible();
  await expect(section.getByRole('progressbar', { name: t.bonusBar })).toHaveAttribute('aria-valuenow', '0');
  await section.getByLabel(t.kind).selectOption({ label: t.bkash });
  await section.getByLabel(t.holder).fill('Rahim Uddin');
  await section.getByLabel(t.number).fill(uniqueMobile());
  await section.getByRole('button', { name: t.savePayee }).click();
  await expect(section.getByText(t.payeeSaved)).toBeVisible();
  await section.getByRole('link', { name: t.setPayment }).click();
  await hydrated(page);
  const account = page.getByRole('region', { name: t.myAccount });
  await account.getByLabel(t.loginPassword).fill(PASSWORD);
  await account.getByLabel(t.newPayment).fill(PAYMENT_PASSWORD);
  await account.getByLabel(t.confirmPayment).fill(PAYMENT_PASSWORD);
  await account.getByRole('button', { name: t.savePayment }).click();
  await expect(account.getByText(t.paymentSaved)).toBeVisible();

  // Before confirming, the form says the bonus would be forfeited, and will not send without the player's yes.
  await page.goto(`${t.prefix}/member?page=withdraw`);
  await hydrated(page);
  section = page.getByRole('region', { name: t.withdraw });
  await expect(section.getByText(t.forfeitNote)).toBeVisible();
  await section.getByLabel(t.amount, { exact: true }).fill('100');
  await section.getByLabel(t.paymentPassword, { exact: true }).fill(PAYMENT_PASSWORD);
  await section.getByRole('button', { name: t.withdrawButton, exact: true }).click();
  await expect(section.getByText(t.forfeitRequired)).toBeVisible();
  await expect(section.getByRole('checkbox', { name: t.forfeitAccept })).not.toBeChecked();
  await shoot(page, 'withdraw-locked', language);

  await page.goto(`${t.prefix}/promoDetail?id=welcome-bonus`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: t.status }).getByRole('status')).toHaveText(t.process);
  await shoot(page, 'promotion-process', language);

  // Play Lotus Fortune at its largest line bet until the bonus's wagering is staked.
  await page.goto(`${t.prefix}/rng`);
  await page.getByRole('main').getByRole('button', { name: t.play }).click();
  await expect(page).toHaveURL(/\/game/);
  const game = page.frameLocator(`iframe[title="${t.frame}"]`);
  await expect(game.getByRole('heading', { name: t.gameTitle, level: 1 })).toBeVisible();
  await game.getByLabel(t.lineBet).selectOption(LARGEST_LINE_BET);
  let staked = 0n;
  while (staked < WAGERING_MINOR) {
    await expect(game.getByRole('button', { name: t.spin })).toBeEnabled();
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: t.spin }).click();
    const answer = await (await answered).json();
    expect(BigInt(answer.betMinor)).toBe(SPIN_MINOR);
    staked += BigInt(answer.betMinor);
  }

  // The bar filled: the withdraw page releases the bonus to the main wallet, and nothing is forfeited any more.
  await page.goto(`${t.prefix}/member?page=withdraw`);
  await hydrated(page);
  section = page.getByRole('region', { name: t.withdraw });
  await expect(section.getByText(t.released)).toBeVisible();
  await expect(section.getByText(t.forfeitNote)).toHaveCount(0);
  await shoot(page, 'withdraw-released', language);
  await section.getByLabel(t.amount, { exact: true }).fill('100');
  await section.getByLabel(t.paymentPassword, { exact: true }).fill(PAYMENT_PASSWORD);
  await section.getByRole('button', { name: t.withdrawButton, exact: true }).click();
  await expect(section.getByText(t.submitted)).toBeVisible();

  await page.goto(`${t.prefix}/promoDetail?id=welcome-bonus`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: t.status }).getByRole('status')).toHaveText(t.claimed);
});
