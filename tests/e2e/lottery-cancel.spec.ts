import { test, expect } from './fixtures.ts';
import { ownAddress, registerThroughPage, uniqueName } from './accounts.ts';
import { ops } from './ops.ts';
import { headerMoney, walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const WORDS = {
  en: {
    page: '/en/lottery?gameCode=vn-lotto&playType=LO',
    title: 'Vietnam Lotto (North)',
    frame: 'Lottery betting window',
    betType: 'Bet type',
    de2: 'Special prize, last 2 digits (đề)',
    numbers: 'Your numbers',
    stake: 'Stake (৳)',
    buy: 'Confirm ticket',
    bought: 'Ticket bought for draw',
    tickets: 'My tickets',
    number: '42',
    open: 'waiting for the draw',
    cancelled: 'draw cancelled, stake refunded',
    balance: 'Balance',
  },
  bn: {
    page: '/lottery?gameCode=vn-lotto&playType=LO',
    title: 'ভিয়েতনাম লোটো (উত্তর)',
    frame: 'লটারি বাজির উইন্ডো',
    betType: 'বাজির ধরন',
    de2: 'বিশেষ পুরস্কারের শেষ ২ অঙ্ক (đề)',
    numbers: 'আপনার সংখ্যা',
    stake: 'বাজি (৳)',
    buy: 'টিকিট নিশ্চিত করুন',
    bought: 'টিকিট কেনা হয়েছে, ড্র',
    tickets: 'আমার টিকিট',
    number: '৪২',
    open: 'ড্রয়ের অপেক্ষায়',
    cancelled: 'ড্র বাতিল হয়েছে, বাজি ফেরত দেওয়া হয়েছে',
    balance: 'ব্যালেন্স',
  },
} as const;

const western = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

for (const locale of ['en', 'bn'] as const) {
  test.describe(`a cancelled lottery draw in ${locale}`, () => {
    // The Bengali run is the 360-px one (the smallest phone the site supports).
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test('a new member buys two tickets, the operator cancels the draw, both read cancelled and refunded and the wallet is back where it was', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const w = WORDS[locale];
      const username = uniqueName('lotc');
      await registerThroughPage(page, username, 'Cancel1234', locale);
      ops('credit-bonus', username, '200', 'e2e', `lottery-cancel-${locale}`);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const balance = walletBalanceOf(request, token);
      await page.goto(w.page);
      const game = page.frameLocator(`iframe[title="${w.frame}"]`);
      await expect(game.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
      const start = await balance();

      await game.getByLabel(w.betType).selectOption({ label: w.de2 });
      await game.getByLabel(w.numbers).fill(w.number);
      await game.getByLabel(w.stake).fill('15');
      await game.getByRole('button', { name: w.buy }).click();
      const bought = game.getByRole('alert').filter({ hasText: w.bought });
      await expect(bought).toBeVisible();
      // The alert names the draw as a player reads it; its code is under "Draw details" for the operator's command.
      const drawName = (await game.locator('#draw-name').textContent())!;
      expect(await bought.textContent()).toContain(drawName);
      const drawId = (await game.locator('#draw-id').textContent())!;
      expect(drawId).toMatch(/^vn-lotto#\d+$/);
      await game.getByLabel(w.stake).fill('25');
      await game.getByRole('button', { name: w.buy }).click();
      const tickets = game.getByRole('region', { name: w.tickets }).getByRole('listitem');
      await expect(tickets).toHaveCount(2);
      await expect(tickets.filter({ hasText: w.open })).toHaveCount(2);
      expect(await balance()).toBe(start - 4000n);

      // The operator calls the draw off: each ticket is refunded once.
      expect(ops('lottery', 'cancel', drawId).trim()).toBe(`${drawId} cancelled: 2 ticket(s) refunded`);

      // The page polls its state: both tickets say so in the player's language, with their numbers and stakes.
      await expect(tickets.filter({ hasText: w.cancelled })).toHaveCount(2, { timeout: 15_000 });
      await expect(tickets.filter({ hasText: w.open })).toHaveCount(0);
      for (const line of await tickets.allTextContents()) {
        expect(line).toContain(drawName);
        expect(line).not.toContain(drawId);
        expect(line).toContain(w.number);
      }
      expect((await tickets.allTextContents()).map((line) => western(line).match(/(\d+\.\d\d) · /)![1]).sort()).toEqual(
        ['15.00', '25.00'],
      );
      // Money: the wallet is back to its balance before the tickets, and the site's header shows it.
      expect(await balance()).toBe(start);
      const header = page.getByRole('banner').getByLabel(w.balance);
      await expect(header).toBeVisible();
      await expect.poll(async () => western((await header.textContent()) ?? '')).toBe(headerMoney(String(start)));
    });
  });
}
