/**
 * Records a player can read (issue 13): the account record, betting record and bonus details name the game
 * and give short numbers, never an internal reference, a vendor code or a round id; on phones each row is a
 * card with its amount in view.
 */
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress } from './accounts.ts';
import { demoPlayerWithMoney, nextRoundAnswer, openFromLobby } from './vendor-play.ts';
import type { Locator, Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

/** Internal references, vendor codes and game codes: none may reach the page. */
const INTERNAL = /seamless:|withdrawal:|wallet:\d|agent:\d|ops:|LOTUS_[A-Z]+|lotus-fortune|R[0-9a-f]{24}/;

async function spin(page: Page): Promise<{ roundId: string }> {
  const game = await openFromLobby(page, '/en/rng', 'Lotus Fortune');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  const answered = nextRoundAnswer(page);
  await game.getByRole('button', { name: 'Spin' }).click();
  const answer = await (await answered).json();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  return answer;
}

/** The amount of a row is inside the screen: nothing to scroll sideways to see it. */
async function amountInView(page: Page, amount: Locator) {
  const box = (await amount.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test('the account record names the game and the round by a short number; no internal reference anywhere', async ({
  page,
  isMobile,
}) => {
  await demoPlayerWithMoney(page, 'records', '200');
  const { roundId } = await spin(page);
  const shortRound = roundId.slice(-8).toUpperCase();

  await page.goto('/en/member?page=transactionHistory');
  await hydrated(page);
  const record = page.getByRole('region', { name: 'Account Record' });
  await record.getByLabel('Type').selectOption({ label: 'Game' });
  await record.getByRole('button', { name: 'Search' }).click();
  const bet = record
    .getByRole('row')
    .filter({ hasText: 'Bet' })
    .filter({ hasText: `No. ${shortRound}` });
  await expect(bet).toBeVisible();
  await expect(bet).toContainText('Lotus Fortune');
  await expect(record).not.toContainText(INTERNAL);
  // The summary is of the rows shown (the filter's), with no opening or closing balance of the whole wallet.
  await expect(record.getByLabel('Main wallet, for the records of this filter')).toContainText('Money out');
  await expect(record.getByText('Opening balance')).toHaveCount(0);
  const amount = bet.getByRole('cell').filter({ hasText: /^-৳/ });
  await expect(amount).toBeVisible();
  if (isMobile) await amountInView(page, amount);

  await page.goto('/en/member?page=personalHistoryCopy');
  await hydrated(page);
  const bets = page.getByRole('region', { name: 'Betting Record' });
  const round = bets.getByRole('row').filter({ hasText: shortRound });
  await expect(round).toBeVisible();
  await expect(round).toContainText('Lotus Fortune');
  await expect(round).toContainText('Lotus Slots');
  await expect(bets).not.toContainText(INTERNAL);
  if (isMobile) await amountInView(page, round.getByRole('cell').nth(6));
});

test('bonus details: the rows are bonuses and the summary is theirs; in Bengali too', async ({ page }) => {
  ops('credit-bonus', 'demoplayer', '7', 'e2e', 'bonus-details');
  await demoPlayerWithMoney(page, 'bonus-page', '1');
  await page.goto('/en/member?page=bonusDetails');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Bonus Details' });
  await expect(section.getByRole('row').filter({ hasText: 'Bonus' }).first()).toBeVisible();
  await expect(section.getByText('No records in this period.')).toHaveCount(0);
  const summary = section.getByLabel('Main wallet, for the records of this filter');
  await expect(summary).toContainText('Money in');
  await expect(summary).toContainText('Money out৳0.00');
  await expect(section).not.toContainText(INTERNAL);

  await page.goto('/member?page=bonusDetails');
  await hydrated(page);
  const bn = page.getByRole('region', { name: 'বোনাসের বিবরণ' });
  await expect(bn.getByRole('row').filter({ hasText: 'বোনাস' }).first()).toBeVisible();
  await expect(bn.getByLabel('মূল ওয়ালেট, এই ফিল্টারের রেকর্ডের জন্য')).toBeVisible();
});
