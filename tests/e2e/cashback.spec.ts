/**
 * Issue 16's cashback and reward centre as a player meets them: a new member plays the built-in slot, opens
 * Cashback, sees what the settled spins earn at the slots rate, claims it once (the balance moves by exactly
 * that, the button is disabled, the history shows the claim), plays again and claims from the reward centre
 * (pays once, however quickly the button is pressed twice). With the merchant's switch MANPLAYREB3 off, the
 * menu items and the page are gone. English on the desktop, Bengali on the phone. Screenshots of the cashback
 * and reward-centre screens at 360 and 1280 px go to E2E_SHOTS (default screenshots/cashback/).
 */
import fs from 'node:fs';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';
import { ownAddress, registerThroughPage, uniqueName } from './accounts.ts';
import { nextRoundAnswer, walletBalanceOf } from './vendor-play.ts';
import { formatMoney } from '../../contract/rules/money.ts';

const PASSWORD = 'Secret123';
/** The slot's largest line bet: ৳2 × 25 lines = ৳50 a spin. */
const LARGEST_LINE_BET = '200';
/** The demo merchant's slots rate below VIP level 3: 1.5 %. */
const SLOTS_BP = 150n;
const SHOTS = process.env.E2E_SHOTS ?? 'screenshots/cashback';

const TEXT = {
  en: {
    prefix: '/en',
    play: 'Play Lotus Fortune',
    frame: 'Game window',
    gameTitle: 'Lotus Fortune',
    lineBet: 'Line bet',
    spin: 'Spin',
    cashback: 'Cashback',
    rewardCentre: 'Reward Centre',
    claimable: 'Claimable now',
    slots: 'Slots',
    rate: '1.5%',
    claim: 'Claim cashback',
    claimed: (amount: string) => `${amount} cashback was paid to your main wallet.`,
    none: 'Nothing to claim yet',
    history: 'Cashback received',
    byClaim: 'Claimed',
    received: 'Received',
    kindCashback: 'Cashback',
    wallet: 'My Wallet',
  },
  bn: {
    prefix: '',
    play: 'লোটাস ফরচুন খেলুন',
    frame: 'গেম উইন্ডো',
    gameTitle: 'লোটাস ফরচুন',
    lineBet: 'লাইন বাজি',
    spin: 'স্পিন',
    cashback: 'ক্যাশব্যাক',
    rewardCentre: 'রিওয়ার্ড সেন্টার',
    claimable: 'এখন দাবি করা যায়',
    slots: 'স্লট',
    rate: '১.৫%',
    claim: 'ক্যাশব্যাক দাবি করুন',
    claimed: (amount: string) => `${amount} ক্যাশব্যাক আপনার মূল ওয়ালেটে জমা হয়েছে।`,
    none: 'এখনও দাবি করার কিছু নেই',
    history: 'পাওয়া ক্যাশব্যাক',
    byClaim: 'দাবি করা হয়েছে',
    received: 'যা পেয়েছেন',
    kindCashback: 'ক্যাশব্যাক',
    wallet: 'আমার ওয়ালেট',
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
    // Transitions off: crossing the wide-screen breakpoint docks the side menu with a padding transition that a
    // full-page capture would otherwise catch half-way.
    await page.screenshot({
      path: `${SHOTS}/${name}-${language}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (size) await page.setViewportSize(size);
}

/** Spins the slot `spins` times at its largest line bet; answers what was staked. */
async function spin(page: Page, game: FrameLocator, t: (typeof TEXT)['en' | 'bn'], spins: number): Promise<bigint> {
  let staked = 0n;
  for (let i = 0; i < spins; i += 1) {
    await expect(game.getByRole('button', { name: t.spin })).toBeEnabled();
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: t.spin }).click();
    staked += BigInt((await (await answered).json()).betMinor);
  }
  return staked;
}

async function openSlot(page: Page, t: (typeof TEXT)['en' | 'bn']): Promise<FrameLocator> {
  await page.goto(`${t.prefix}/rng`);
  await page.getByRole('main').getByRole('button', { name: t.play }).first().click();
  await expect(page).toHaveURL(/\/game/);
  const game = page.frameLocator(`iframe[title="${t.frame}"]`);
  await expect(game.getByRole('heading', { name: t.gameTitle, level: 1 })).toBeVisible();
  await game.getByLabel(t.lineBet).selectOption(LARGEST_LINE_BET);
  return game;
}

const rebatePayments = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/wps/rebate', { headers: { token } })).json()).value.history as { amountMinor: string }[];

test('cashback from the slot: claimed once on its page and once from the reward centre; hidden when off', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const language = isMobile ? 'bn' : 'en';
  const t = TEXT[language];
  const money = (minor: bigint) => formatMoney(minor, language, '৳');
  await ownAddress(page);

  const username = uniqueName('cash');
  await registerThroughPage(page, username, PASSWORD, language);
  expect(ops('credit-bonus', username, '500', 'e2e', 'cashback')).toMatch(/bonus 500.00/);
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  const balance = walletBalanceOf(request, token);

  // Nothing played yet: nothing to claim, the button is disabled.
  await page.goto(`${t.prefix}/member?page=manualRebate`);
  await hydrated(page);
  let section = page.getByRole('region', { name: t.cashback });
  await expect(section.getByText(t.none)).toBeVisible();
  await expect(section.getByRole('button', { name: t.claim })).toBeDisabled();

  // Three settled spins at ৳50 earn 1.5 % each.
  let game = await openSlot(page, t);
  const staked = await spin(page, game, t, 3);
  const earned = (staked * SLOTS_BP) / 10_000n;
  expect(earned).toBeGreaterThan(0n);

  await page.goto(`${t.prefix}/member?page=manualRebate`);
  await hydrated(page);
  section = page.getByRole('region', { name: t.cashback });
  await expect(section.getByRole('term').filter({ hasText: t.claimable })).toBeVisible();
  await expect(section.getByRole('definition').first()).toHaveText(money(earned));
  const slotsRow = section.getByRole('row', { name: new RegExp(`^${t.slots}`) });
  await expect(slotsRow.getByRole('cell')).toHaveText([money(staked), t.rate, money(earned)]);
  await shoot(page, 'cashback-claimable', language);

  const before = await balance();
  await section.getByRole('button', { name: t.claim }).click();
  await expect(section.getByRole('status').filter({ hasText: t.claimed(money(earned)) })).toBeVisible();
  expect(await balance()).toBe(before + earned);
  await expect(section.getByRole('button', { name: t.claim })).toBeDisabled();
  await expect(section.getByRole('definition').first()).toHaveText(money(0n));
  const history = section.getByRole('region', { name: t.history });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(t.byClaim);
  await expect(history.getByRole('row').nth(1)).toContainText(money(earned));
  await shoot(page, 'cashback-claimed', language);

  // Play again, then claim from the reward centre (the header's link); a double press pays once.
  game = await openSlot(page, t);
  const more = (await spin(page, game, t, 2)) * SLOTS_BP;
  const earnedAgain = more / 10_000n;
  await page.goto(`${t.prefix}/`);
  await hydrated(page);
  if (isMobile) await page.goto(`${t.prefix}/member?page=rewardCenter`);
  else await page.getByRole('banner').getByRole('link', { name: t.rewardCentre }).click();
  await expect(page).toHaveURL(/page=rewardCenter/);
  await hydrated(page);
  const rewards = page.getByRole('region', { name: t.rewardCentre });
  const cashbackCard = rewards.getByRole('region', { name: t.cashback });
  await expect(cashbackCard.getByRole('definition')).toHaveText(money(earnedAgain));
  await expect(rewards.getByRole('region', { name: t.received }).getByText(t.kindCashback)).toHaveCount(1);
  await shoot(page, 'reward-centre', language);
  const beforeAgain = await balance();
  await cashbackCard.getByRole('button', { name: t.claim }).dblclick();
  await expect(cashbackCard.getByRole('status').filter({ hasText: t.claimed(money(earnedAgain)) })).toBeVisible();
  await expect(cashbackCard.getByRole('button', { name: t.claim })).toBeDisabled();
  expect(await balance()).toBe(beforeAgain + earnedAgain);
  expect((await rebatePayments(request, token)).map((p) => BigInt(p.amountMinor))).toEqual([earnedAgain, earned]);
  await expect(rewards.getByRole('region', { name: t.received }).getByText(t.kindCashback)).toHaveCount(2);
  await shoot(page, 'reward-centre-claimed', language);

  // The switch off: no Cashback in the member centre's menu nor in the side menu's account dropdown, and its page
  // is not shown. Both menus are collapsed on some screens (which hides their links from the accessibility tree),
  // so the items' presence is read from the page itself.
  const memberItem = page.locator('.member-menu a[href$="?page=manualRebate"]');
  const sideItem = page.locator('#side-menu a[href$="?page=manualRebate"]');
  await page.goto(`${t.prefix}/member?page=manualRebate`);
  await hydrated(page);
  await expect(memberItem).toHaveText(t.cashback);
  await expect(sideItem).toHaveText(t.cashback);
  ops('flag', 'MANPLAYREB3', 'off');
  try {
    // The member centre reads the switch per page; the side menu is a live region, re-rendered within its TTL.
    await expect(async () => {
      await page.goto(`${t.prefix}/member?page=manualRebate`);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: t.wallet, level: 2 })).toBeVisible({ timeout: 1000 });
      await expect(sideItem).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: SETTINGS_VISIBLE_MS * 2 });
    await expect(page.getByRole('region', { name: t.cashback })).toHaveCount(0);
    await expect(memberItem).toHaveCount(0);
    expect((await request.get('/wps/rebate', { headers: { token } })).status()).toBe(403);
  } finally {
    ops('flag', 'MANPLAYREB3', 'on');
  }
  await expect(async () => {
    await page.goto(`${t.prefix}/member?page=manualRebate`);
    await hydrated(page);
    await expect(memberItem).toHaveCount(1, { timeout: 1000 });
    await expect(sideItem).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: SETTINGS_VISIBLE_MS * 2 });
});
