/**
 * Personal profit and loss (issue 16), in both languages: a member plays a few spins of the built-in slot, opens
 * Personal Loss, finds the Slots row's bets, wins and net equal to what the account record lists for the same
 * days, switches to the last 7 days, sees a wrong custom range explained and an empty period said in words.
 * Nothing sticks out sideways at 360 px; screenshots at 360 and 1280 px go to screenshots/profit/.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { DAY_MS, playerDay } from '../../contract/player-day.ts';
import { formatMoney } from '../../contract/rules/money.ts';
import { ownAddress } from './accounts.ts';
import { demoPlayerWithMoney, nextRoundAnswer, openFromLobby } from './vendor-play.ts';

const SHOTS = 'screenshots/profit';
/** The vendors of the Slots (RNG) category, by the names the account record gives them. */
const SLOT_VENDORS = ['Lotus Slots', 'Lotus Classic Slots'];

const TEXT = {
  en: {
    prefix: '/en',
    section: 'Personal Loss',
    today: 'Today',
    last7: 'Last 7 days',
    custom: 'Custom range',
    from: 'From',
    to: 'To',
    show: 'Show',
    slots: 'Slots',
    total: 'Total',
    order: 'The start date must not be after the end date.',
    tooLong: 'Please choose a period of at most 90 days.',
    empty: 'You did not play any games in this period.',
  },
  bn: {
    prefix: '',
    section: 'ব্যক্তিগত লোকসান',
    today: 'আজ',
    last7: 'গত ৭ দিন',
    custom: 'নিজে বেছে নিন',
    from: 'শুরু',
    to: 'শেষ',
    show: 'দেখুন',
    slots: 'স্লট',
    total: 'মোট',
    order: 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না।',
    tooLong: 'অনুগ্রহ করে সর্বোচ্চ ৯০ দিনের সময়কাল বেছে নিন।',
    empty: 'এই সময়কালে আপনি কোনো গেম খেলেননি।',
  },
} as const;

const dayBefore = (days: number) => playerDay(Date.now() - days * DAY_MS);

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

async function spins(page: Page, count: number): Promise<void> {
  const game = await openFromLobby(page, '/en/rng', 'Lotus Fortune');
  for (let i = 0; i < count; i += 1) {
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: 'Spin' }).click();
    expect((await answered).status()).toBe(200);
  }
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
}

/** The account record's slot rows of a period, every page, summed: stakes less refunds, wins, and their net. */
async function recordSlots(request: APIRequestContext, token: string, from: string, to: string) {
  let bet = 0n;
  let win = 0n;
  let net = 0n;
  for (let page = 1; ; page += 1) {
    const url = `/wps/member/records?type=game&from=${from}&to=${to}&size=100&page=${page}&language=en`;
    const { value } = await (await request.get(url, { headers: { token } })).json();
    for (const row of value.items as { code: string; vendorName: string; amountMinor: string }[]) {
      if (!SLOT_VENDORS.includes(row.vendorName)) continue;
      const amount = BigInt(row.amountMinor);
      net += amount;
      if (row.code === 'win') win += amount;
      else bet -= amount;
    }
    if (page >= value.pageCount) break;
  }
  return { bet, win, net };
}

/** The page at 360 and 1280 px: nothing sticks out sideways; a screenshot of each, then back to the project's size. */
async function shoot(page: Page, name: string, language: string): Promise<void> {
  const size = page.viewportSize();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // The side menu slides when the width crosses its breakpoint: capture after it has settled.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

for (const language of ['en', 'bn'] as const) {
  test(`personal loss (${language}): the slot's bets, wins and net are the account record's, for today and the last 7 days`, async ({
    page,
    request,
  }) => {
    const t = TEXT[language];
    const money = (minor: bigint) => formatMoney(minor, language, '৳');
    const token = await demoPlayerWithMoney(page, `profit-${language}`, '300');
    await spins(page, 3);

    await page.goto(`${t.prefix}/member?page=personalProfit`);
    await hydrated(page);
    const section = page.getByRole('region', { name: t.section });
    await expect(section.getByRole('radio', { name: t.today })).toBeChecked();
    const table = section.getByRole('table');
    const slotRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: t.slots, exact: true }) });
    const expectSlots = async (from: string, to: string) => {
      const record = await recordSlots(request, token, from, to);
      expect(record.bet).toBeGreaterThan(0n);
      const cells = slotRow.getByRole('cell');
      await expect(cells.nth(1)).toHaveText(money(record.bet));
      await expect(cells.nth(2)).toHaveText(money(record.win));
      await expect(cells.nth(3)).toHaveText(money(record.net));
    };
    await expectSlots(playerDay(Date.now()), playerDay(Date.now()));
    await expect(table.getByRole('row').filter({ hasText: t.total })).toBeVisible();
    await shoot(page, 'today', language);

    await section.getByRole('radio', { name: t.last7 }).check();
    await expectSlots(dayBefore(6), playerDay(Date.now()));

    // A custom range: a reversed or too long one is explained in words and asks for nothing.
    await section.getByRole('radio', { name: t.custom }).check();
    const from = section.getByLabel(t.from, { exact: true });
    const to = section.getByLabel(t.to, { exact: true });
    await from.fill(playerDay(Date.now()));
    await to.fill(dayBefore(3));
    await section.getByRole('button', { name: t.show }).click();
    await expect(section.getByRole('alert')).toHaveText(t.order);
    await from.fill(dayBefore(120));
    await to.fill(playerDay(Date.now()));
    await section.getByRole('button', { name: t.show }).click();
    await expect(section.getByRole('alert')).toHaveText(t.tooLong);
    await shoot(page, 'custom-refused', language);

    // Days long before this database existed: nothing played, said in words, with no table.
    await from.fill(dayBefore(200));
    await to.fill(dayBefore(190));
    await section.getByRole('button', { name: t.show }).click();
    await expect(section.getByText(t.empty)).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByRole('table')).toHaveCount(0);
    await shoot(page, 'empty', language);
  });
}
