/**
 * Invite friends end to end (issue 17, member-centre section referral behind REFERRAL3): a member opens the
 * section and finds a code, the invitation link and its QR code; a friend opens the link from another address,
 * registers with the code already filled in, and pays a first deposit through the demo gateway; the referrer is
 * rewarded once (the platform and the operator's list agree) and sees the friend as rewarded with the reward
 * received. English at desktop width, Bengali at 360 px.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';
import { ownAddress, tickConsent, uniqueName } from './accounts.ts';
import { E2E_PORT } from './server-data.ts';

const PASSWORD = 'Secret123';

const TEXT = {
  en: {
    prefix: '/en',
    register: 'Register',
    registerSubmit: 'Register',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    referralCode: 'Referral code (optional)',
    welcome: 'Welcome',
    section: 'Invite Friends',
    link: 'Your invitation link',
    qr: 'QR code of your invitation link',
    none: 'No friend has registered with your code yet.',
    channel: 'Nagad',
    amount: 'Amount',
    amountValue: '600',
    deposit: 'Deposit now',
    pay: 'Pay',
    paid: /Paid: ৳600\.00/,
    rewarded: 'Rewarded',
    earned: '৳100.00',
  },
  bn: {
    prefix: '',
    register: 'নিবন্ধন',
    registerSubmit: 'নিবন্ধন করুন',
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
    referralCode: 'রেফারেল কোড (ঐচ্ছিক)',
    welcome: 'স্বাগতম',
    section: 'বন্ধুদের আমন্ত্রণ',
    link: 'আপনার আমন্ত্রণ লিংক',
    qr: 'আপনার আমন্ত্রণ লিংকের QR কোড',
    none: 'এখনও কোনো বন্ধু আপনার কোড দিয়ে নিবন্ধন করেননি।',
    channel: 'বিকাশ',
    amount: 'পরিমাণ',
    amountValue: '৬০০',
    deposit: 'ডিপোজিট করুন',
    pay: 'পরিশোধ করুন',
    paid: /পরিশোধিত/,
    rewarded: 'পুরস্কৃত',
    earned: '৳১০০.০০',
  },
} as const;

type Texts = (typeof TEXT)[keyof typeof TEXT];

/** Registers through the page's registration dialog (already open), checking the referral code it carries. */
async function registerIn(page: Page, t: Texts, username: string, expectedCode = '') {
  const register = page.getByRole('dialog', { name: t.register });
  if (expectedCode) await expect(register.getByLabel(t.referralCode)).toHaveValue(expectedCode);
  await register.getByLabel(t.username).fill(username);
  await register.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await register.getByLabel(t.confirm).fill(PASSWORD);
  await tickConsent(register);
  await register.getByRole('button', { name: t.registerSubmit, exact: true }).last().click();
  // Registration seals the form, hashes the password and logs in: slow on a loaded machine.
  await expect(page.getByRole('dialog', { name: t.welcome })).toBeVisible({ timeout: 15_000 });
}

/** A page in a browser of its own (the friend's phone or computer), at the run's width. */
async function friendsPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(viewport ? { viewport } : {}),
  });
  // Like every spec's page (fixtures.ts): the disclaimer accepted and the popup notices seen, so neither covers it.
  await context.addInitScript(() => {
    window.sessionStorage.setItem('disclaimerAccept', 'true');
    window.sessionStorage.setItem('popupSeen', 'true');
  });
  return context.newPage();
}

for (const locale of ['en', 'bn'] as const) {
  const t = TEXT[locale];
  test.describe(`invite friends in ${locale}`, () => {
    // The Bengali run is the 360-px one (the smallest phone the site supports).
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test(`a friend registers through the link and deposits; the referrer is rewarded once (${locale})`, async ({
      page,
      browser,
      request,
      isMobile,
      viewport,
    }) => {
      test.skip(isMobile !== (locale === 'bn'), 'one width per language');
      test.setTimeout(120_000);
      await ownAddress(page);

      // The referrer: a new member, whose section shows the code, the link and its QR code.
      const referrer = uniqueName('ref');
      await page.goto(`${t.prefix}/register`);
      await hydrated(page);
      await registerIn(page, t, referrer);
      await page.goto(`${t.prefix}/member?page=referral`);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: t.section, level: 2 })).toBeVisible();
      await expect(page.getByText(t.none)).toBeVisible();
      const qr = page.getByRole('img', { name: t.qr });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('width', '200');
      // No PUBLIC_URL on the e2e server: the link is whole on the address the server is configured to listen on, so
      // a phone scanning the QR code can open it (issue 27); never the browser's or a request's host.
      const origin = `http://127.0.0.1:${E2E_PORT}`;
      const whole = (await page.getByText(/^http:\/\/127\.0\.0\.1:\d+\/register\?ref=[A-Z2-9]{8}$/).textContent())!;
      expect(whole.startsWith(`${origin}/register?ref=`)).toBe(true);
      const linkText = whole.slice(origin.length);
      const code = linkText.split('=')[1]!;
      await expect(page.getByText(code, { exact: true })).toBeVisible();

      // The friend opens the link from another address and registers with the code filled in.
      const friend = uniqueName('fr');
      const friendPage = await friendsPage(browser, viewport);
      try {
        await ownAddress(friendPage);
        await friendPage.goto(`${t.prefix}${linkText}`);
        await hydrated(friendPage);
        await registerIn(friendPage, t, friend, code);

        // The friend's first deposit, paid on the demo gateway's page.
        await friendPage.goto(`${t.prefix}/member?page=depositv2`);
        await hydrated(friendPage);
        await friendPage.getByRole('radio', { name: t.channel }).check();
        await friendPage.getByRole('textbox', { name: t.amount }).fill(t.amountValue);
        await friendPage.getByRole('button', { name: t.deposit }).click();
        await friendPage.getByRole('button', { name: t.pay, exact: true }).click();
        await expect(friendPage.getByRole('status').filter({ hasText: t.paid })).toBeVisible();
      } finally {
        await friendPage.context().close();
      }

      // The referrer sees the friend rewarded and the reward received.
      await page.reload();
      await hydrated(page);
      const row = page.getByRole('row').filter({ hasText: friend });
      await expect(row.getByRole('cell').filter({ hasText: t.rewarded })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: t.earned })).toBeVisible();

      // Once: the platform's answer and the operator's list agree.
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const answer = await (await request.get('/wps/member/referral', { headers: { token } })).json();
      expect(answer.value).toMatchObject({
        earnedMinor: '10000',
        invitees: [{ username: friend, status: 'rewarded' }],
      });
      const listed = ops('referral', 'list', 'rewarded')
        .split('\n')
        .filter((line) => line.startsWith(`${friend} invited by ${referrer}`));
      expect(listed).toHaveLength(1);

      // Screenshots for review (not committed): both widths in this run's language.
      const shots = process.env.REFERRAL_SCREENSHOTS;
      if (shots) {
        for (const width of [1280, 360]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `${shots}/referral-${locale}-${width}.png`, fullPage: true });
        }
      }
    });
  });
}

test('with REFERRAL3 off, invite friends leaves the header, the side menu and the member centre, and its call 404s', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'English at desktop width');
  test.setTimeout(90_000);
  await ownAddress(page);
  const t = TEXT.en;
  await page.goto(`${t.prefix}/register`);
  await hydrated(page);
  await registerIn(page, t, uniqueName('off'));
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  // Menus may be collapsed (which hides their links from the accessibility tree): presence is read from the page.
  const items = {
    header: page.getByRole('banner').locator('a[href$="?page=referral"]'),
    side: page.locator('#side-menu a[href$="?page=referral"]'),
    member: page.locator('.member-menu a[href$="?page=referral"]'),
  };
  await page.goto(`${t.prefix}/member?page=referral`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: t.section, level: 2 })).toBeVisible();
  for (const item of Object.values(items)) await expect(item).toHaveCount(1);

  ops('flag', 'REFERRAL3', 'off');
  try {
    // Header and side menu are live regions, re-rendered within their TTL; the member centre reads the switch per page.
    await expect(async () => {
      await page.goto(`${t.prefix}/member?page=referral`);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'My Wallet', level: 2 })).toBeVisible({ timeout: 1000 });
      for (const item of Object.values(items)) await expect(item).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: SETTINGS_VISIBLE_MS * 2 });
    expect((await request.get('/wps/member/referral', { headers: { token } })).status()).toBe(404);
  } finally {
    ops('flag', 'REFERRAL3', 'on');
  }
});
