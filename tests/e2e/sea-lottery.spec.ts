import { test, expect } from './fixtures.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { ops } from './ops.ts';
import { headerMoney, walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const WORDS = {
  en: {
    page: '/en/seaLottery',
    heading: 'SEA Lottery',
    tabs: 'SEA lottery games',
    sixTab: '6D (Thai style)',
    fourTab: '4D',
    title: 'SEA Lottery 6D',
    fourTitle: 'SEA 4D',
    frame: 'Lottery betting window',
    betType: 'Bet type',
    top3: '3 top (last 3 of the first prize)',
    numbers: 'Your numbers',
    stake: 'Stake (৳)',
    buy: 'Confirm ticket',
    bought: 'Ticket bought for draw',
    badNumbers: 'Those numbers do not fit the bet type',
    settled: 'settled, win',
    verified: 'Verified: the seed matches its hash',
    possible: '9000.00',
    number: '531',
    verify: 'Verify',
    balance: 'Balance',
  },
  bn: {
    page: '/seaLottery',
    heading: 'SEA লটারি',
    tabs: 'এসইএ লটারির গেম',
    sixTab: '৬ডি (থাই ধরন)',
    fourTab: '৪ডি',
    title: 'এসইএ লটারি ৬ডি',
    fourTitle: 'এসইএ ৪ডি',
    frame: 'লটারি বাজির উইন্ডো',
    betType: 'বাজির ধরন',
    top3: '৩ টপ (প্রথম পুরস্কারের শেষ ৩ অঙ্ক)',
    numbers: 'আপনার সংখ্যা',
    stake: 'বাজি (৳)',
    buy: 'টিকিট নিশ্চিত করুন',
    bought: 'টিকিট কেনা হয়েছে, ড্র',
    badNumbers: 'এই সংখ্যাগুলো বাজির ধরনের সাথে মেলে না',
    settled: 'নিষ্পত্তি হয়েছে, জয়',
    verified: 'যাচাই হয়েছে',
    possible: '৯০০০.০০',
    number: '৫৩১',
    verify: 'যাচাই',
    balance: 'ব্যালেন্স',
  },
} as const;

const western = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

for (const locale of ['en', 'bn'] as const) {
  test.describe(`SEA lottery in ${locale}`, () => {
    // The Bengali run is the 360-px one (the smallest phone the site supports).
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test('open /seaLottery, buy a 6D 3-top ticket, the operator draws it, the ticket settles and the wallet agrees', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const w = WORDS[locale];
      ops('credit-bonus', 'demoplayer', '500', 'e2e', `sea-lottery-${locale}`);
      await logInAs(page, 'demoplayer', 'Demo1234', locale);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const balance = walletBalanceOf(request, token);
      await page.goto(w.page);
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeAttached();
      const tabs = page.getByRole('navigation', { name: w.tabs });
      await expect(tabs.getByRole('link', { name: w.sixTab })).toHaveAttribute('aria-current', 'page');
      const game = page.frameLocator(`iframe[title="${w.frame}"]`);
      await expect(game.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
      const start = await balance();

      await game.getByLabel(w.betType).selectOption({ label: w.top3 });
      // Two digits for a 3-digit bet: refused in the player's language, nothing moves.
      await game.getByLabel(w.numbers).fill('53');
      await game.getByLabel(w.stake).fill('10');
      await game.getByRole('button', { name: w.buy }).click();
      await expect(game.getByRole('alert')).toContainText(w.badNumbers);
      expect(await balance()).toBe(start);

      await game.getByLabel(w.numbers).fill(w.number);
      // ৳10 × 900 shows before the player confirms.
      await expect(game.locator('#possible-win')).toHaveText(w.possible);
      await game.getByRole('button', { name: w.buy }).click();
      await expect(game.getByRole('alert').filter({ hasText: w.bought })).toBeVisible();
      expect(await balance()).toBe(start - 1000n);
      const ticket = game.locator('#tickets li').first();
      await expect(ticket).toContainText(w.number);

      expect(ops('lottery', 'draw-now', 'sea-lottery')).toMatch(/^sea-lottery#\d+ drawn: \d+ ticket\(s\) settled/);
      await expect(ticket).toContainText(w.settled, { timeout: 15_000 });
      const win = western((await ticket.locator('.ticket-line').textContent())!).match(/(\d+)\.(\d\d)$/)!;
      const payout = BigInt(win[1]!) * 100n + BigInt(win[2]!);
      expect([0n, 900_000n]).toContain(payout);
      const end = await balance();
      expect(end).toBe(start - 1000n + payout);
      const header = page.getByRole('banner').getByLabel(w.balance);
      await expect(header).toBeVisible();
      await expect.poll(async () => western((await header.textContent()) ?? '')).toBe(headerMoney(String(end)));

      const verify = game.locator('#results a').first();
      await expect(verify).toHaveText(w.verify);
      const text = await (await request.get((await verify.getAttribute('href'))!)).text();
      expect(text).toContain(w.verified);

      // The other SEA game is one tab away, in the same lobby.
      await tabs.getByRole('link', { name: w.fourTab }).click();
      await expect(page.getByRole('link', { name: w.fourTab })).toHaveAttribute('aria-current', 'page');
      await expect(game.getByRole('heading', { name: w.fourTitle, level: 1 })).toBeVisible();
    });
  });
}
