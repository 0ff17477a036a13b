/**
 * The raffle promotion end to end: the operator opens a fresh round of the demo "Lucky raffle" (drawing the one
 * running), a new member plays the built-in slot (two ৳50 spins: ৳100 of slots, one ticket), sees the ticket and
 * the round's published seed hash on the promotion page, the operator draws, and the page reveals the seed, shows
 * the member's win and verifies the draw in the browser; the prize is claimed once (on the page in English, in
 * the reward centre in Bengali), a repeated claim pays nothing more, and the platform's main wallet agrees.
 * English at desktop width, Bengali at 360 px. Screenshots go to screenshots/raffle/.
 */
import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, uniqueName, registerThroughPage } from './accounts.ts';
import { launchedGameUrl, nextRoundAnswer } from './vendor-play.ts';

const PASSWORD = 'Secret123';
const SHOTS = 'screenshots/raffle';
/** The slot's largest line bet: ৳2 × 25 lines = ৳50 a spin; two spins are one ticket. */
const LARGEST_LINE_BET = '200';
const FIRST_PRIZE_MINOR = 100_000n;

const TEXT = {
  en: {
    prefix: '/en',
    panel: 'Your raffle',
    join: 'Open to you: play to earn tickets',
    joined: 'You hold tickets in this round',
    won: 'You won! Claim your prize',
    claimedStatus: 'Prize claimed',
    tickets: '1',
    claim: 'Claim ৳1,000.00',
    claimed: '৳1,000.00 added to your main wallet.',
    verify: 'Verify the draw',
    verified: /Verified in your browser/,
    rewards: 'Raffle prizes',
  },
  bn: {
    prefix: '',
    panel: 'আপনার র‍্যাফেল',
    join: 'আপনার জন্য চালু: খেলে টিকিট অর্জন করুন',
    joined: 'এই রাউন্ডে আপনার টিকিট আছে',
    won: 'আপনি জিতেছেন! পুরস্কার দাবি করুন',
    claimedStatus: 'পুরস্কার দাবি করা হয়েছে',
    tickets: '১',
    claim: '৳১,০০০.০০ দাবি করুন',
    claimed: '৳১,০০০.০০ আপনার মূল ওয়ালেটে যোগ হয়েছে।',
    verify: 'ড্র যাচাই করুন',
    verified: /আপনার ব্রাউজারে যাচাই হয়েছে/,
    rewards: 'র‍্যাফেল পুরস্কার',
  },
} as const;

/** The page at 360 and 1280 px (and the section itself, readable at full size), then back to the run's own size. */
async function shoot(page: Page, name: string, language: string, section: Locator): Promise<void> {
  const size = page.viewportSize();
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // Nothing sticks out sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
    await section.screenshot({ path: `${SHOTS}/${name}-${language}-${width}-section.png` });
  }
  if (size) await page.setViewportSize(size);
}

const mainMinor = async (request: APIRequestContext, token: string) =>
  BigInt(
    (await (await request.get('/wps/member/info/funds/consolidated', { headers: { token } })).json()).value.main
      .amountMinor,
  );

/** Draws whatever round of the demo raffle is running and opens a fresh one: only this test's bets count in it. */
function freshRound(): { id: string; hash: string } {
  const running = /round\s+(\d+)\s+lucky-raffle\s+open/.exec(ops('promotions', 'raffles'));
  if (running) expect(ops('promotions', 'raffle-draw', running[1]!)).toMatch(/drawn/);
  const opened = ops('promotions', 'raffle-open', 'lucky-raffle');
  const [, id, hash] = /round (\d+) of lucky-raffle open until .*; commitment ([0-9a-f]{64})/.exec(opened)!;
  return { id: id!, hash: hash! };
}

test('a member earns a raffle ticket by playing, wins the draw and claims the prize once', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const language = isMobile ? 'bn' : 'en';
  const t = TEXT[language];
  // The Bengali run is the phone one, at the smallest width the site supports.
  if (isMobile) await page.setViewportSize({ width: 360, height: 780 });
  await ownAddress(page);
  const round = freshRound();

  const username = uniqueName('raffle');
  await registerThroughPage(page, username, PASSWORD, language);
  expect(ops('credit-bonus', username, '500', 'e2e', 'raffle')).toMatch(/bonus 500.00/);
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;

  // Before playing: the round and its commitment, no tickets yet.
  await page.goto(`${t.prefix}/promoDetail?id=lucky-raffle`);
  await hydrated(page);
  let panel = page.getByRole('region', { name: t.panel });
  await expect(panel.getByRole('status').first()).toHaveText(t.join);
  await expect(panel.getByTestId('raffle-hash')).toHaveText(round.hash);

  // Two ৳50 spins of the slot (counted in full): ৳100 of settled turnover, one ticket.
  await page.goto(await launchedGameUrl(request, token, 'LOTUS_SLOTS', 'lotus-fortune'));
  await page.getByLabel('Line bet').selectOption(LARGEST_LINE_BET);
  for (let i = 0; i < 2; i += 1) {
    await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
    const answered = nextRoundAnswer(page);
    await page.getByRole('button', { name: 'Spin' }).click();
    expect((await (await answered).json()).betMinor).toBe('5000');
  }
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();

  await page.goto(`${t.prefix}/promoDetail?id=lucky-raffle`);
  await hydrated(page);
  panel = page.getByRole('region', { name: t.panel });
  await expect(panel.getByRole('status').first()).toHaveText(t.joined);
  await expect(panel.getByTestId('raffle-tickets')).toHaveText(t.tickets);
  await expect(panel.locator('time')).toBeVisible();
  await shoot(page, 'promotion-running', language, panel);

  // The operator draws: the only ticket wins the first prize.
  const drawn = ops('promotions', 'raffle-draw', round.id);
  expect(drawn).toMatch(
    new RegExp(`round ${round.id} drawn: 1 ticket\\(s\\); seed ([0-9a-f]{64}); #1 ticket 1 ${username}`),
  );
  const seed = /seed ([0-9a-f]{64})/.exec(drawn)![1]!;
  expect(ops('promotions', 'raffle-draw', round.id)).toMatch(/already drawn/);

  await page.reload();
  await hydrated(page);
  panel = page.getByRole('region', { name: t.panel });
  await expect(panel.getByRole('status').first()).toHaveText(t.won);
  await expect(panel.getByTestId('raffle-seed')).toHaveText(seed);
  await panel.getByRole('button', { name: t.verify }).click();
  await expect(panel.getByText(t.verified)).toBeVisible();
  await shoot(page, 'promotion-won', language, panel);

  // The reward centre lists the prize with its Claim.
  await page.goto(`${t.prefix}/member?page=rewardCenter`);
  await hydrated(page);
  const prizes = page.getByRole('region', { name: t.rewards });
  await expect(prizes.getByRole('button', { name: t.claim })).toBeVisible();
  await shoot(page, 'reward-centre', language, page.getByRole('main'));

  const before = await mainMinor(request, token);
  if (language === 'en') {
    await page.goto(`${t.prefix}/promoDetail?id=lucky-raffle`);
    await hydrated(page);
    panel = page.getByRole('region', { name: t.panel });
    await panel.getByRole('button', { name: t.claim }).click();
    await expect(panel.getByText(t.claimed)).toBeVisible();
    await expect(panel.getByRole('status').first()).toHaveText(t.claimedStatus);
    await expect(panel.getByRole('button', { name: t.claim })).toHaveCount(0);
  } else {
    await prizes.getByRole('button', { name: t.claim }).click();
    await expect(page.getByText(t.claimed)).toBeVisible();
    await expect(page.getByRole('button', { name: t.claim })).toHaveCount(0);
  }
  expect(await mainMinor(request, token)).toBe(before + FIRST_PRIZE_MINOR);

  // Claiming again answers the same payment and pays nothing more; the wallet agrees.
  const again = await request.post('/wps/promotions/raffle/claim', {
    headers: { token },
    data: { round: Number(round.id), ticket: 1 },
  });
  expect((await again.json()).value).toMatchObject({ amountMinor: String(FIRST_PRIZE_MINOR), paidVia: 'claim' });
  expect(await mainMinor(request, token)).toBe(before + FIRST_PRIZE_MINOR);
  await page.goto(`${t.prefix}/promoDetail?id=lucky-raffle`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: t.panel }).getByRole('status').first()).toHaveText(t.claimedStatus);
});
