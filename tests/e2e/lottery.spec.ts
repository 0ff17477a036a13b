import { test, expect } from './fixtures.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { ops } from './ops.ts';
import { headerMoney, walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const WORDS = {
  en: {
    home: '/en/',
    page: '/en/lottery?gameCode=vn-lotto&playType=LO',
    title: 'Vietnam Lotto (North)',
    frame: 'Lottery betting window',
    betType: 'Bet type',
    lo2: '2 digits on all prizes (lô)',
    numbers: 'Your numbers',
    stake: 'Stake (৳)',
    buy: 'Confirm ticket',
    bought: 'Ticket bought for draw',
    settled: 'settled, win',
    verified: 'Verified: the seed matches its hash',
    possible: '35.00',
    verify: 'Verify',
  },
  bn: {
    home: '/',
    page: '/lottery?gameCode=vn-lotto&playType=LO',
    title: 'ভিয়েতনাম লোটো (উত্তর)',
    frame: 'লটারি বাজির উইন্ডো',
    betType: 'বাজির ধরন',
    lo2: 'সব পুরস্কারে ২ অঙ্ক (lô)',
    numbers: 'আপনার সংখ্যা',
    stake: 'বাজি (৳)',
    buy: 'টিকিট নিশ্চিত করুন',
    bought: 'টিকিট কেনা হয়েছে, ড্র',
    settled: 'নিষ্পত্তি হয়েছে, জয়',
    verified: 'যাচাই হয়েছে',
    possible: '৩৫.০০',
    verify: 'যাচাই',
  },
} as const;

const western = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

for (const locale of ['en', 'bn'] as const) {
  test.describe(`lottery in ${locale}`, () => {
    // The Bengali run is the 360-px one (the smallest phone the site supports).
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test('buy a VN 2-digit ticket, draw now, the ticket settles, the header moves by exactly the payout, the draw verifies', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const w = WORDS[locale];
      ops('credit-bonus', 'demoplayer', '500', 'e2e', `lottery-${locale}`);
      await logInAs(page, 'demoplayer', 'Demo1234', locale);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const balance = walletBalanceOf(request, token);
      await page.goto(w.page);
      const game = page.frameLocator(`iframe[title="${w.frame}"]`);
      await expect(game.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
      const start = await balance();

      await game.getByLabel(w.betType).selectOption({ label: w.lo2 });
      await game.getByLabel(w.numbers).fill('07');
      await game.getByLabel(w.stake).fill('10');
      // The possible win (৳10 × 3.5 per prize ending in 07) shows before the player confirms.
      await expect(game.locator('#possible-win')).toHaveText(w.possible);
      await game.getByRole('button', { name: w.buy }).click();
      await expect(game.getByRole('alert').filter({ hasText: w.bought })).toBeVisible();
      expect(await balance()).toBe(start - 1000n);
      const ticket = game.locator('#tickets li').first();
      await expect(ticket).toContainText(locale === 'en' ? '07' : '০৭');

      expect(ops('lottery', 'draw-now', 'vn-lotto')).toMatch(/drawn: \d+ ticket\(s\) settled/);
      // The page polls its state: the ticket settles with its win, and the header asks the platform again.
      await expect(ticket).toContainText(w.settled, { timeout: 15_000 });
      const win = western((await ticket.locator('.ticket-line').textContent())!).match(/(\d+)\.(\d\d)$/)!;
      const payout = BigInt(win[1]!) * 100n + BigInt(win[2]!);
      const end = await balance();
      expect(end).toBe(start - 1000n + payout);
      const header = page.getByRole('banner').getByLabel(locale === 'en' ? 'Balance' : 'ব্যালেন্স');
      await expect(header).toBeVisible();
      await expect.poll(async () => western((await header.textContent()) ?? '')).toBe(headerMoney(String(end)));

      const verify = game.locator('#results a').first();
      await expect(verify).toHaveText(w.verify);
      const text = await (await request.get((await verify.getAttribute('href'))!)).text();
      expect(text).toContain(w.verified);
    });
  });
}
