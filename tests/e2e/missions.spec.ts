/**
 * Mission activity (issue 17, missionLeaderboard) as a player meets it: a new member opens Mission Activity, sees
 * the daily "play 3 rounds" mission at zero and cannot claim it, plays three spins of the built-in slot, comes back
 * to the menu item's badge and a full bar, claims the reward (a double press pays once, and the wallet moves by
 * exactly the reward), and finds themself on today's leaderboard under a masked name. English on the desktop,
 * Bengali at 360 px. Screenshots at 360 and 1280 px go to E2E_SHOTS (default screenshots/missions/).
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, uniqueName, registerThroughPage } from './accounts.ts';
import { launchedGameUrl, nextRoundAnswer, walletBalanceOf } from './vendor-play.ts';
import { formatMoney } from '../../contract/rules/money.ts';
import { localDigits } from '../../contract/rules/digits.ts';

const PASSWORD = 'Secret123';
/** The demo merchant's daily "play 3 rounds of any game" mission pays ৳5. */
const ROUNDS_REWARD = 500n;
const SHOTS = process.env.E2E_SHOTS ?? 'screenshots/missions';

const TEXT = {
  en: {
    prefix: '/en',
    activity: 'Mission Activity',
    openMenu: 'Open the menu: Mission Activity',
    menu: 'Member centre menu',
    badge: (n: string) => `Mission rewards to claim: ${n}`,
    daily: 'Daily missions',
    weekly: 'Weekly missions',
    rounds: 'Play 3 rounds of any game',
    progress: (done: string, of: string) => `${done} of ${of}`,
    inProgress: 'In progress',
    claim: 'Claim reward',
    claimed: 'Claimed',
    paid: (amount: string) => `${amount} was paid to your main wallet.`,
    endsIn: 'Ends in',
    leaderboard: 'Leaderboard',
    today: 'Today',
    you: '(you)',
    mine: (rank: string, missions: string, amount: string) =>
      `Your rank: ${rank}, with ${missions} missions completed and ${amount} in rewards`,
    unranked: 'You are not on this board yet: claim a completed mission to join it.',
    rewardCentre: 'Reward Centre',
    missions: 'Missions',
    allMissions: 'All missions',
  },
  bn: {
    prefix: '',
    activity: 'মিশন কার্যক্রম',
    openMenu: 'মেনু খুলুন: মিশন কার্যক্রম',
    menu: 'সদস্য কেন্দ্রের মেনু',
    badge: (n: string) => `দাবি করার মতো মিশন পুরস্কার: ${n}`,
    daily: 'দৈনিক মিশন',
    weekly: 'সাপ্তাহিক মিশন',
    rounds: 'যেকোনো গেমের ৩ রাউন্ড খেলুন',
    progress: (done: string, of: string) => `${of}-এর মধ্যে ${done}`,
    inProgress: 'চলমান',
    claim: 'পুরস্কার দাবি করুন',
    claimed: 'দাবি করা হয়েছে',
    paid: (amount: string) => `${amount} আপনার মূল ওয়ালেটে জমা হয়েছে।`,
    endsIn: 'শেষ হবে',
    leaderboard: 'লিডারবোর্ড',
    today: 'আজ',
    you: '(আপনি)',
    mine: (rank: string, missions: string, amount: string) =>
      `আপনার র‍্যাঙ্ক: ${rank}, ${missions}টি মিশন সম্পূর্ণ, পুরস্কার ${amount}`,
    unranked: 'আপনি এখনও এই লিডারবোর্ডে নেই: একটি সম্পূর্ণ মিশনের পুরস্কার দাবি করে যোগ দিন।',
    rewardCentre: 'রিওয়ার্ড সেন্টার',
    missions: 'মিশন',
    allMissions: 'সব মিশন',
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
    await page.screenshot({
      path: `${SHOTS}/${name}-${language}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (size) await page.setViewportSize(size);
}

for (const locale of ['en', 'bn'] as const) {
  const t = TEXT[locale];
  test.describe(`mission activity in ${locale}`, () => {
    // The Bengali run is the 360-px one (the smallest phone the site supports).
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test(`a mission progresses from play, shows its badge and is claimed once (${locale})`, async ({
      page,
      request,
      isMobile,
    }) => {
      test.skip(isMobile !== (locale === 'bn'), 'one width per language');
      test.setTimeout(180_000);
      const money = (minor: bigint) => formatMoney(minor, locale, '৳');
      const digits = (n: number) => localDigits(n, locale);
      await ownAddress(page);

      const username = uniqueName('mission');
      await registerThroughPage(page, username, PASSWORD, locale);
      expect(ops('credit-bonus', username, '500', 'e2e', 'missions')).toMatch(/bonus 500.00/);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const balance = walletBalanceOf(request, token);

      // Nothing played yet: the rounds mission is at zero and cannot be claimed; no badge.
      await page.goto(`${t.prefix}/member?page=missionLeaderboard`);
      await hydrated(page);
      let section = page.getByRole('region', { name: t.activity });
      let daily = section.getByRole('region', { name: t.daily });
      await expect(daily.getByText(t.endsIn)).toBeVisible();
      await expect(section.getByRole('region', { name: t.weekly })).toBeVisible();
      let card = daily.getByRole('listitem', { name: t.rounds });
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(card.getByText(t.progress(digits(0), digits(3)))).toBeVisible();
      await expect(card.getByRole('button', { name: t.inProgress })).toBeDisabled();
      const badge = page.locator('.member-menu a[href$="?page=missionLeaderboard"] .mission-badge');
      await expect(badge).toHaveCount(0);
      // Nothing claimed: the member's own line says they are not on the board yet.
      await expect(section.getByRole('region', { name: t.leaderboard }).getByText(t.unranked)).toBeVisible();
      await shoot(page, 'missions-start', locale);

      // Three spins of the built-in slot at ৳0.20 a line (৳5.00 a spin): three settled rounds.
      await page.goto(await launchedGameUrl(request, token, 'LOTUS_SLOTS', 'lotus-fortune'));
      await page.getByLabel('Line bet').selectOption('20');
      for (let i = 0; i < 3; i += 1) {
        await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
        const answered = nextRoundAnswer(page);
        await page.getByRole('button', { name: 'Spin' }).click();
        expect((await answered).ok()).toBe(true);
      }
      await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();

      // Back in the member centre: the menu item carries the badge, the bar is full, the button claims.
      await page.goto(`${t.prefix}/member?page=missionLeaderboard`);
      await hydrated(page);
      if (isMobile) await page.getByRole('button', { name: t.openMenu }).click();
      const menu = page.getByRole('navigation', { name: t.menu });
      await expect(menu.getByRole('link', { name: new RegExp(`${t.activity}.*${t.badge(digits(1))}`) })).toBeVisible();
      if (isMobile) await menu.getByRole('link', { name: new RegExp(t.activity) }).click();
      section = page.getByRole('region', { name: t.activity });
      daily = section.getByRole('region', { name: t.daily });
      card = daily.getByRole('listitem', { name: t.rounds });
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await expect(card.getByText(t.progress(digits(3), digits(3)))).toBeVisible();
      await expect(card.getByText(money(ROUNDS_REWARD))).toBeVisible();
      await shoot(page, 'missions-done', locale);

      // The reward centre lists the completed mission waiting to be claimed.
      await page.goto(`${t.prefix}/member?page=rewardCenter`);
      await hydrated(page);
      const waiting = page.getByRole('region', { name: t.rewardCentre }).getByRole('region', { name: t.missions });
      await expect(
        waiting.getByRole('listitem', { name: t.rounds }).getByRole('button', { name: t.claim }),
      ).toBeEnabled();
      await shoot(page, 'reward-centre-missions', locale);
      await waiting.getByRole('link', { name: t.allMissions }).click();
      await expect(page).toHaveURL(/page=missionLeaderboard/);
      await hydrated(page);
      section = page.getByRole('region', { name: t.activity });
      card = section.getByRole('region', { name: t.daily }).getByRole('listitem', { name: t.rounds });

      // The badge counts the one completed mission not claimed yet (the weekly ones are far from done).
      await expect(badge).toHaveCount(1);
      await expect(badge).toContainText(t.badge(digits(1)));

      // A double press pays once, and the wallet moves by exactly the reward.
      const before = await balance();
      await card.getByRole('button', { name: t.claim }).dblclick();
      await expect(card.getByRole('status')).toHaveText(t.paid(money(ROUNDS_REWARD)));
      await expect(card.getByText(t.claimed, { exact: true })).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);
      expect(await balance()).toBe(before + ROUNDS_REWARD);
      const summary = await (await request.get('/lgw/mission/summary', { headers: { token } })).json();
      const rounds = summary.value.missions.find((m: { kind: string }) => m.kind === 'rounds');
      expect(rounds).toMatchObject({ claimed: true, claimable: false });
      expect(summary.value.openCount).toBe(0);
      // The claim's answer carries the new count: the badge goes without a reload.
      await expect(badge).toHaveCount(0);
      // Claimed again by hand: refused, the wallet unchanged.
      const again = await request.post('/lgw/mission/claim', {
        headers: { token, language: locale },
        data: { missionId: rounds.id },
      });
      expect(again.status()).toBe(409);
      expect(await balance()).toBe(before + ROUNDS_REWARD);

      // Today's leaderboard has the member, masked and marked.
      const board = section.getByRole('region', { name: t.leaderboard });
      await board.getByRole('button', { name: t.today }).click();
      await expect(board.getByRole('button', { name: t.today })).toHaveAttribute('aria-pressed', 'true');
      const mine = board.getByRole('row', { name: new RegExp(t.you.replace(/[()]/g, '\\$&')) });
      await expect(mine).toBeVisible();
      await expect(mine).toContainText(`${username.slice(0, 2)}******${username.slice(-2)}`);
      await expect(mine).not.toContainText(username);
      // Below the rows, the member's own rank and figures (the rank as the platform counts it today).
      const standing = await (
        await request.get('/lgw/mission/leaderboard?period=daily', { headers: { token } })
      ).json();
      expect(standing.value.mine).toMatchObject({ missions: 1, rewardMinor: String(ROUNDS_REWARD) });
      await expect(
        board.getByText(t.mine(digits(standing.value.mine.rank), digits(1), money(ROUNDS_REWARD))),
      ).toBeVisible();
      await shoot(page, 'missions-claimed', locale);

      // The page as it stands (cards, bars, badges, the leaderboard) has no serious or critical accessibility fault.
      const results = await new AxeBuilder({ page }).include('.member-section').analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  });
}
