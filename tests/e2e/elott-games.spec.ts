import { test, expect } from './fixtures.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { ops } from './ops.ts';
import { walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const WORDS = {
  en: {
    d3Page: '/en/lottery?gameCode=lucky-3d&playType=DIRECT',
    vnPage: '/en/lottery?gameCode=vn-lotto&playType=LO',
    d3Title: 'Lucky 3D',
    frame: 'Lottery betting window',
    betType: 'Bet type',
    box3: 'Box (3 different digits, any order)',
    xien2: 'Xiên 2 (2 numbers, both among the prizes)',
    numbers: 'Your numbers',
    stake: 'Stake (৳)',
    buy: 'Confirm ticket',
    quickPick: 'Quick pick',
    bought: 'Ticket bought for draw',
    badNumbers: 'Those numbers do not fit the bet type',
    settled: 'settled, win',
    trends: 'Trends',
    closesIn: 'Betting closes in',
    boxPossible: '1500.00',
    xienPossible: '165.00',
    box: '713',
    doubled: '112',
  },
  bn: {
    d3Page: '/lottery?gameCode=lucky-3d&playType=DIRECT',
    vnPage: '/lottery?gameCode=vn-lotto&playType=LO',
    d3Title: 'লাকি থ্রিডি',
    frame: 'লটারি বাজির উইন্ডো',
    betType: 'বাজির ধরন',
    box3: 'বক্স (তিনটি আলাদা অঙ্ক, যেকোনো ক্রমে)',
    xien2: 'জোড়া ২ (xiên 2): ২টি সংখ্যা, দুটোই পুরস্কারে',
    numbers: 'আপনার সংখ্যা',
    stake: 'বাজি (৳)',
    buy: 'টিকিট নিশ্চিত করুন',
    quickPick: 'দ্রুত বাছাই',
    bought: 'টিকিট কেনা হয়েছে, ড্র',
    badNumbers: 'এই সংখ্যাগুলো বাজির ধরনের সাথে মেলে না',
    settled: 'নিষ্পত্তি হয়েছে, জয়',
    trends: 'প্রবণতা',
    closesIn: 'বাজি বন্ধ হবে',
    boxPossible: '১৫০০.০০',
    xienPossible: '১৬৫.০০',
    box: '৭১৩',
    doubled: '১১২',
  },
} as const;

const western = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

for (const locale of ['en', 'bn'] as const) {
  test.describe(`e-lottery games in ${locale}`, () => {
    // The Bengali run is the 360-px one (the smallest phone the site supports).
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test('Lucky 3D: a box ticket with the countdown, refused with repeated digits, drawn, settled, counted in the trends', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const w = WORDS[locale];
      ops('credit-bonus', 'demoplayer', '500', 'e2e', `elott-3d-${locale}`);
      await logInAs(page, 'demoplayer', 'Demo1234', locale);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const balance = walletBalanceOf(request, token);
      await page.goto(w.d3Page);
      const game = page.frameLocator(`iframe[title="${w.frame}"]`);
      await expect(game.getByRole('heading', { name: w.d3Title, level: 1 })).toBeVisible();
      // The countdown to the close of sales runs (the draw on sale is minutes away: 3-minute rounds, later ones
      // when an operator drew rounds early).
      const countdown = game.locator('#countdown');
      await expect(countdown).toHaveText(/^[0০]:[0-5০-৫][0-9০-৯]:[0-5০-৫][0-9০-৯]$/);
      const seconds = async () => {
        const [h, m, s] = western((await countdown.textContent())!)
          .split(':')
          .map(Number);
        return h! * 3600 + m! * 60 + s!;
      };
      // A read at the very second sales close shows 0:00:00 before the next round's time: start from a running one.
      await expect.poll(seconds, { timeout: 10_000 }).toBeGreaterThan(1);
      const first = await seconds();
      await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);
      const start = await balance();

      await game.getByLabel(w.betType).selectOption({ label: w.box3 });
      await game.getByLabel(w.numbers).fill(w.doubled);
      await game.getByLabel(w.stake).fill('10');
      await game.getByRole('button', { name: w.buy }).click();
      await expect(game.getByRole('alert')).toContainText(w.badNumbers);
      expect(await balance()).toBe(start);

      await game.getByLabel(w.numbers).fill(w.box);
      await expect(game.locator('#possible-win')).toHaveText(w.boxPossible);
      await game.getByRole('button', { name: w.buy }).click();
      await expect(game.getByRole('alert').filter({ hasText: w.bought })).toBeVisible();
      expect(await balance()).toBe(start - 1000n);
      const ticket = game.locator('#tickets li').first();
      await expect(ticket).toContainText(w.box);

      expect(ops('lottery', 'draw-now', 'lucky-3d')).toMatch(/^lucky-3d#\d+ drawn: \d+ ticket\(s\) settled/);
      await expect(ticket).toContainText(w.settled, { timeout: 15_000 });
      const win = western((await ticket.locator('.ticket-line').textContent())!).match(/(\d+)\.(\d\d)$/)!;
      const payout = BigInt(win[1]!) * 100n + BigInt(win[2]!);
      expect([0n, 150_000n]).toContain(payout);
      expect(await balance()).toBe(start - 1000n + payout);

      // The trends count every digit of the settled draws: ten digits, three places per draw.
      await expect(game.getByRole('heading', { name: w.trends, level: 2 })).toBeVisible();
      const digits = game.locator('#trends li');
      await expect(digits).toHaveCount(10, { timeout: 10_000 });
      const draws = Number(western((await game.locator('#trends-count').textContent())!));
      expect(draws).toBeGreaterThanOrEqual(1);
      const counts = (await digits.allTextContents()).map((text) => Number(western(text).split('×')[1]));
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3 * draws);
    });

    test('VN xiên 2: quick pick chooses two 2-digit numbers, the possible win shows, the ticket is bought', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const w = WORDS[locale];
      ops('credit-bonus', 'demoplayer', '500', 'e2e', `elott-xien-${locale}`);
      await logInAs(page, 'demoplayer', 'Demo1234', locale);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const balance = walletBalanceOf(request, token);
      await page.goto(w.vnPage);
      const game = page.frameLocator(`iframe[title="${w.frame}"]`);
      await game.getByLabel(w.betType).selectOption({ label: w.xien2 });
      await game.getByLabel(w.stake).fill('10');
      await game.getByRole('button', { name: w.quickPick }).click();
      const picked = western(await game.getByLabel(w.numbers).inputValue()).split(' ');
      expect(picked).toHaveLength(2);
      for (const n of picked) expect(n).toMatch(/^[0-9]{2}$/);
      await expect(game.locator('#possible-win')).toHaveText(w.xienPossible);
      const start = await balance();
      await game.getByRole('button', { name: w.buy }).click();
      await expect(game.getByRole('alert').filter({ hasText: w.bought })).toBeVisible();
      expect(await balance()).toBe(start - 1000n);
      await expect(game.locator('#tickets li').first()).toContainText(w.xien2);
    });
  });
}
