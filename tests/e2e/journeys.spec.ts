/**
 * Journeys that lost the player (issue 27), each in Bengali on a 360 px phone and in English on a desktop: the point
 * mall reached from the side menu, the VIP centre and the reward centre with the points shown; a member page opened
 * in a second tab stays signed in; consent ticked by the player and remembered on the device for the merchant's
 * days until the text changes; the phone's tab bar; and the small dead ends (help on money, a way to apply on /join,
 * the E-Lottery card, the footer).
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';

const TEXT = {
  en: {
    prefix: '/en',
    menuButton: 'Show or hide the menu',
    menu: 'Menu',
    pointMall: 'Point mall',
    yourPoints: 'Your points',
    points: (n: number) => `${n.toLocaleString('en-GB')} points`,
    spend: 'Spend them in the point mall',
    loginDialog: 'Log in',
    gate: 'Before you play',
    age: 'I am 21 years old or older.',
    terms: /I have read and accept/,
    accept: 'Accept and continue',
    remembered: (days: string) => `This device will remember your answer for ${days} days.`,
    registerDialog: 'Register',
    help: 'Help',
    helpMoney: 'Deposits and withdrawals',
    helpQuestion: 'How do I withdraw?',
    applyChat: 'Apply through customer service',
    applyRegister: 'Register an account',
    copyright: (years: string) => `© ${years} Lotus Play`,
  },
  bn: {
    prefix: '',
    menuButton: 'মেনু দেখান বা লুকান',
    menu: 'মেনু',
    pointMall: 'পয়েন্ট মল',
    yourPoints: 'আপনার পয়েন্ট',
    points: (n: number) => `${n.toLocaleString('bn-BD')} পয়েন্ট`,
    spend: 'পয়েন্ট মলে খরচ করুন',
    loginDialog: 'লগ ইন',
    gate: 'খেলার আগে',
    age: 'আমার বয়স ২১ বছর বা তার বেশি।',
    terms: /শর্তাবলি|শর্তাবলী/,
    accept: 'গ্রহণ করুন এবং চালিয়ে যান',
    remembered: (days: string) => `এই ডিভাইস আপনার উত্তর ${days} দিন মনে রাখবে।`,
    registerDialog: 'নিবন্ধন',
    help: 'সহায়তা',
    helpMoney: 'ডিপোজিট ও উত্তোলন',
    helpQuestion: 'কীভাবে উত্তোলন করব?',
    applyChat: 'গ্রাহক সেবার মাধ্যমে আবেদন করুন',
    applyRegister: 'অ্যাকাউন্ট নিবন্ধন করুন',
    copyright: (years: string) => `© ${years} লোটাস প্লে`,
  },
} as const;

type Texts = (typeof TEXT)[keyof typeof TEXT];

/** Bengali on a 360 px phone, English on the desktop. */
async function setUp(page: Page, isMobile: boolean): Promise<Texts> {
  if (isMobile) await page.setViewportSize({ width: 360, height: 780 });
  await ownAddress(page);
  return isMobile ? TEXT.bn : TEXT.en;
}

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

async function pointsOf(page: Page): Promise<number> {
  const token = (await tokenOf(page))!;
  const answer = await page.request.get('/wps/member/points/balance', { headers: { token } });
  return Number((await answer.json()).value.points);
}

test('the point mall is reached from the side menu, the VIP centre and the reward centre, with the points shown', async ({
  page,
  isMobile,
}) => {
  const t = await setUp(page, isMobile);
  await logInAs(page, 'demoplayer', 'Demo1234', isMobile ? 'bn' : 'en');
  const points = t.points(await pointsOf(page));

  // The side menu (a drawer on phones, a column on the desktop).
  await page.goto(`${t.prefix}/`);
  await hydrated(page);
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: t.menuButton }).click();
  const menu = page.getByRole('complementary', { name: t.menu });
  await menu.getByRole('link', { name: t.pointMall }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/pointMall$`));
  await hydrated(page);
  await expect(page.getByRole('region', { name: t.yourPoints }).getByText(points, { exact: true })).toBeVisible();

  // The VIP centre and the reward centre show the points and lead there too.
  for (const path of ['/vip', '/member?page=rewardCenter']) {
    await page.goto(`${t.prefix}${path}`);
    await hydrated(page);
    const card = page.getByRole('region', { name: t.yourPoints });
    await expect(card.getByText(points, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: t.spend }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/pointMall$`));
  }
});

test('a member page opened in a second tab stays signed in: no password asked over the member’s name', async ({
  page,
  context,
  isMobile,
}) => {
  const t = await setUp(page, isMobile);
  await logInAs(page, 'demoplayer', 'Demo1234', isMobile ? 'bn' : 'en');
  // The second tab has its own session storage: only the shared cookie says who is signed in. Its disclaimer was
  // answered on this device, so the member page's own login gate is the first thing that runs.
  const tab = await context.newPage();
  if (isMobile) await tab.setViewportSize({ width: 360, height: 780 });
  await tab.addInitScript(() => window.sessionStorage.setItem('disclaimerAccept', 'true'));
  await ownAddress(tab);
  const restored = tab.waitForResponse((response) => response.url().endsWith('/wps/session/restore'));
  await tab.goto(`${t.prefix}/member?page=transactionHistory`);
  await restored;
  await hydrated(tab);
  await expect(tab.getByRole('banner').getByText('demoplayer')).toBeVisible();
  expect(await tokenOf(tab)).toBe(await tokenOf(page));
  // Give a late gate every chance to open: it must not.
  await tab.waitForTimeout(500);
  await expect(tab.getByRole('dialog', { name: t.loginDialog })).toHaveCount(0);
  await tab.close();
});

test.describe('consent', () => {
  test.use({ freshVisitor: true });

  test('the player ticks the boxes; the answer is remembered for the merchant’s days, and asked again when the text changes', async ({
    page,
    context,
    isMobile,
  }) => {
    const t = await setUp(page, isMobile);
    await page.goto(`${t.prefix}/help`);
    const gate = page.getByRole('dialog', { name: t.gate });
    await expect(gate).toBeVisible();
    await expect(gate.getByText(t.remembered(isMobile ? '৩০' : '30'))).toBeVisible();
    const age = gate.getByRole('checkbox', { name: t.age });
    const terms = gate.getByRole('checkbox', { name: t.terms });
    await expect(age).not.toBeChecked();
    await expect(terms).not.toBeChecked();
    await age.check();
    await terms.check();
    await gate.getByRole('button', { name: t.accept }).click();
    await expect(gate).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('disclaimerConsent'));
    const [version, until] = stored!.split(':');
    expect(version).toBe(await page.evaluate(() => document.documentElement.dataset.consent));
    expect(Number(until) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(Number(until) - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);

    // A new tab (a new browser session of this device) is not asked again.
    const tab = await context.newPage();
    if (isMobile) await tab.setViewportSize({ width: 360, height: 780 });
    await tab.goto(`${t.prefix}/help`);
    await hydrated(tab);
    await expect(tab.getByRole('dialog', { name: t.gate })).toHaveCount(0);
    // Nor is the registration's consent ticked for the player: they tick it there too.
    await tab.goto(`${t.prefix}/register`);
    await hydrated(tab);
    const register = tab.getByRole('dialog', { name: t.registerDialog });
    await expect(register.getByRole('checkbox', { name: /21|২১/ })).not.toBeChecked();
    await expect(register.getByRole('checkbox', { name: /terms|শর্তাবলি/ })).not.toBeChecked();
    await tab.close();

    // Past the remembered days the gate asks again.
    const later = await context.newPage();
    await later.clock.install({ time: Number(until) + 60_000 });
    await later.goto(`${t.prefix}/help`);
    await expect(later.getByRole('dialog', { name: t.gate })).toBeVisible();
    await later.close();

    // An answer given to another text counts for nothing.
    await page.evaluate(() => {
      const [, kept] = localStorage.getItem('disclaimerConsent')!.split(':');
      localStorage.setItem('disclaimerConsent', `older-text0:${kept}`);
    });
    const changed = await context.newPage();
    await changed.goto(`${t.prefix}/help`);
    await expect(changed.getByRole('dialog', { name: t.gate })).toBeVisible();
    await changed.close();
  });

  test('the merchant sets how long a device remembers the answer', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the setting is the same for both languages; the desktop run checks it');
    const t = await setUp(page, isMobile);
    ops('consent-days', '7');
    try {
      await expect
        .poll(
          async () => {
            await page.goto(`${t.prefix}/help`);
            return page.getByRole('dialog', { name: t.gate }).getByText(t.remembered('7')).count();
          },
          { timeout: SETTINGS_VISIBLE_MS * 2 },
        )
        .toBe(1);
      const gate = page.getByRole('dialog', { name: t.gate });
      await gate.getByRole('checkbox', { name: t.age }).check();
      await gate.getByRole('checkbox', { name: t.terms }).check();
      await gate.getByRole('button', { name: t.accept }).click();
      const until = Number((await page.evaluate(() => localStorage.getItem('disclaimerConsent')))!.split(':')[1]);
      expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect(until - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    } finally {
      ops('consent-days', '30');
    }
  });
});

test('the phone tab bar: Home, Casino, Deposit in the centre, Promotions, Account, drawn icons, 44 px targets', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the tab bar is the phone’s; the desktop has the header and the side menu');
  const t = await setUp(page, isMobile);
  await page.goto(`${t.prefix}/`);
  await hydrated(page);
  const bar = page.getByRole('navigation', { name: 'দ্রুত নেভিগেশন' });
  const tabs = bar.getByRole('link');
  await expect(tabs).toHaveText(['হোম', 'ক্যাসিনো', 'ডিপোজিট', 'প্রমোশন', 'অ্যাকাউন্ট']);
  await expect(bar.getByRole('link', { name: 'হোম' })).toHaveAttribute('aria-current', 'page');
  for (let i = 0; i < 5; i += 1) {
    const tab = tabs.nth(i);
    // A drawn icon, not a glyph.
    await expect(tab.locator('svg.icon path, svg.icon circle').first()).toBeAttached();
    const box = (await tab.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  // Deposit stands in the middle, raised above the bar.
  const deposit = (await tabs.nth(2).locator('.tab-deposit-disc').boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(Math.abs(deposit.x + deposit.width / 2 - 180)).toBeLessThanOrEqual(2);
  expect(deposit.y).toBeLessThan(barBox.y);
  // A guest meets the login popup on Deposit and Account, not a member page.
  await bar.getByRole('link', { name: 'ডিপোজিট' }).click();
  const login = page.getByRole('dialog', { name: t.loginDialog });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await bar.getByRole('link', { name: 'ক্যাসিনো' }).click();
  await expect(page).toHaveURL(/\/live/);
  // The side menu's glyphs are drawn icons too.
  expect(await page.locator('body').textContent()).not.toMatch(/[↻◉◌☰]/);
});

test('help answers about money, /join has a way to apply, the footer links and year, the E-Lottery card', async ({
  page,
  isMobile,
}) => {
  const t = await setUp(page, isMobile);
  await page.goto(`${t.prefix}/help`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: t.helpMoney })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.helpQuestion })).toBeVisible();

  // The footer: real links (help's opens the help popup when scripts run) and the years up to this one, in the
  // page's digits.
  const footer = page.getByRole('contentinfo');
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date());
  const years = Number(year) > 2025 ? `2025–${year}` : '2025';
  const shown = isMobile ? years.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : years;
  await expect(footer.getByText(t.copyright(shown))).toBeVisible();
  await expect(footer.getByRole('link', { name: t.help, exact: true })).toHaveAttribute('href', `${t.prefix}/help`);

  // /join: apply through customer service (a chat window opens) or register first.
  await page.goto(`${t.prefix}/join`);
  await hydrated(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.applyChat }).click();
  const chat = await popup;
  await chat.close();
  await page.getByRole('link', { name: t.applyRegister }).click();
  await expect(page.getByRole('dialog', { name: t.registerDialog })).toBeVisible();

  // The home page's E-Lottery card opens the e-lottery vendor's tab, not the SEA lottery.
  await page.goto(`${t.prefix}/`);
  const card = page.locator('[data-category="ELOTT"]').getByRole('link');
  await expect(card).toHaveAttribute('href', `${t.prefix}/elott?vassalage=LOTUS_KENO`);
});
