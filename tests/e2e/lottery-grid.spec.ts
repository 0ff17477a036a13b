/**
 * A keno ticket as a lottery player buys it (issue 26): numbers tapped on the grid, a stake chip, the possible win
 * before confirming; the operator's draw-now; after a reload (a new launch, a new session) "My tickets" still
 * holds the ticket with the draw's result board, the player's drawn numbers marked, and the filters sort it.
 * And a bare /lottery is the lottery lobby. Desktop in English, 360 px in Bengali.
 */
import { test, expect } from './fixtures.ts';
import { ownAddress, registerThroughPage, uniqueName } from './accounts.ts';
import { ops } from './ops.ts';
import { walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const PICKS = ['7', '23', '61'];

const WORDS = {
  en: {
    page: '/en/lottery?gameCode=lotus-keno-5',
    lobby: '/en/lottery',
    title: 'Lotus Keno 5 min',
    frame: 'Lottery betting window',
    betType: 'Bet type',
    pick3: 'Pick 3',
    explain: 'Pick 3 numbers; the more of them are drawn, the more you win.',
    grid: 'Number grid',
    picked: 'Picked: 3/3',
    chips: 'Stake chips',
    chip: '৳50',
    stake: 'Stake (৳)',
    stakeValue: '50',
    buy: 'Confirm ticket',
    bought: 'Ticket bought for draw: Lotus Keno 5 min, ',
    tickets: 'My tickets',
    settled: 'settled, win',
    filters: 'Show tickets',
    waiting: 'Waiting',
    won: 'Won',
    lost: 'Lost',
    noTickets: 'No tickets yet.',
    fair: 'Provably fair · Draw details',
    lobbyTitle: 'All lotteries',
    playKeno: 'Play Lotus Keno',
    closesIn: 'Betting closes in',
    digits: (n: string) => n,
  },
  bn: {
    page: '/lottery?gameCode=lotus-keno-5',
    lobby: '/lottery',
    title: 'লোটাস কেনো ৫ মিনিট',
    frame: 'লটারি বাজির উইন্ডো',
    betType: 'বাজির ধরন',
    pick3: '৩টি বাছাই',
    explain: '৩টি সংখ্যা বাছুন; যত বেশি ড্র হবে, জয় তত বেশি।',
    grid: 'সংখ্যার ছক',
    picked: 'বাছাই হয়েছে: ৩/৩',
    chips: 'বাজির চিপ',
    chip: '৳৫০',
    stake: 'বাজি (৳)',
    stakeValue: '৫০',
    buy: 'টিকিট নিশ্চিত করুন',
    bought: 'টিকিট কেনা হয়েছে, ড্র: লোটাস কেনো ৫ মিনিট, ',
    tickets: 'আমার টিকিট',
    settled: 'নিষ্পত্তি হয়েছে, জয়',
    filters: 'টিকিট দেখান',
    waiting: 'অপেক্ষায়',
    won: 'জিতেছে',
    lost: 'হেরেছে',
    noTickets: 'এখনও কোনো টিকিট নেই।',
    fair: 'প্রমাণযোগ্য ন্যায্যতা · ড্রয়ের বিবরণ',
    lobbyTitle: 'সব লটারি',
    playKeno: 'লোটাস কেনো খেলুন',
    closesIn: 'বাজি বন্ধ হবে',
    digits: (n: string) => n.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))),
  },
} as const;

for (const locale of ['en', 'bn'] as const) {
  test.describe(`lottery grid in ${locale}`, () => {
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test('a keno ticket tapped on the grid, drawn now, kept in My tickets after a reload with its numbers marked', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const w = WORDS[locale];
      // A player of its own: nobody else's tickets in "My tickets".
      const username = uniqueName('lotg');
      await registerThroughPage(page, username, 'Grid12345', locale);
      ops('credit-bonus', username, '500', 'e2e', `lottery-grid-${locale}`);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      const balance = walletBalanceOf(request, token);
      await page.goto(w.page);
      const game = page.frameLocator(`iframe[title="${w.frame}"]`);
      await expect(game.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
      const start = await balance();

      await game.getByLabel(w.betType).selectOption({ label: w.pick3 });
      await expect(game.getByText(w.explain)).toBeVisible();
      const grid = game.getByRole('group', { name: w.grid });
      await expect(grid.getByRole('button')).toHaveCount(80);
      for (const n of PICKS) {
        const cell = grid.getByRole('button', { name: w.digits(n), exact: true });
        const box = await cell.boundingBox();
        // Big enough for a thumb.
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.height).toBeGreaterThanOrEqual(44);
        await cell.click();
        await expect(cell).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(game.locator('#picked')).toHaveText(w.picked);
      await expect(game.locator('#numbers')).toHaveValue(PICKS.map(w.digits).join(' '));
      await game.getByRole('group', { name: w.chips }).getByRole('button', { name: w.chip, exact: true }).click();
      await expect(game.getByLabel(w.stake)).toHaveValue(w.stakeValue);
      await expect(game.locator('#possible-win')).not.toHaveText('—');
      // The draw's code and hashes are not in the way; they are one tap away.
      await expect(game.locator('#draw-id')).toBeHidden();
      await game.getByText(w.fair).click();
      await expect(game.locator('#draw-id')).toBeVisible();

      await game.getByRole('button', { name: w.buy }).click();
      await expect(game.getByRole('alert').filter({ hasText: w.bought })).toBeVisible();
      expect(await balance()).toBe(start - 5000n);

      expect(ops('lottery', 'draw-now', 'lotus-keno-5')).toMatch(/drawn: \d+ ticket\(s\) settled/);

      // A reload is a new launch and a new session: the ticket is still there, settled, with its draw's result.
      await page.reload();
      await expect(game.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
      const tickets = game.getByRole('region', { name: w.tickets });
      const ticket = tickets.locator('#tickets > li').first();
      await expect(ticket).toContainText(w.settled, { timeout: 15_000 });
      await expect(ticket).toContainText(PICKS.map(w.digits).join(' '));
      const balls = ticket.locator('.ticket-result .balls b');
      await expect(balls).toHaveCount(20);
      const drawn = (await balls.allTextContents()).map((n) =>
        n.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)),
      );
      const marked = await ticket
        .locator('.ticket-result b.hit')
        .allTextContents()
        .then((list) => list.map((n) => n.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))));
      // Exactly the player's numbers that came out are marked.
      expect(marked.sort()).toEqual(drawn.filter((n) => PICKS.includes(n)).sort());
      const won = (await ticket.getAttribute('data-outcome')) === 'won';
      expect(await balance()).toBeGreaterThanOrEqual(start - 5000n);

      // The filters: the ticket is under Won or Lost, not under Waiting.
      const filters = tickets.getByRole('group', { name: w.filters });
      await filters.getByRole('button', { name: w.waiting }).click();
      await expect(tickets.locator('#tickets > li')).toHaveText([w.noTickets], { timeout: 10_000 });
      await filters.getByRole('button', { name: won ? w.won : w.lost }).click();
      await expect(tickets.locator('#tickets > li').first()).toContainText(PICKS.map(w.digits).join(' '), {
        timeout: 10_000,
      });
    });

    test('a bare /lottery is the lottery lobby: every lottery with its next draw and countdown', async ({ page }) => {
      const w = WORDS[locale];
      await page.goto(w.lobby);
      const lobby = page.getByRole('region', { name: w.lobbyTitle });
      await expect(lobby.getByRole('heading', { level: 3 })).toHaveCount(7);
      const play = lobby.getByRole('link', { name: w.playKeno, exact: true });
      await expect(play).toHaveAttribute('href', `${locale === 'en' ? '/en' : ''}/lottery?gameCode=lotus-keno`);
      await expect(lobby.getByText(w.closesIn).first()).toBeVisible();
      await play.click();
      await expect(page).toHaveURL(/gameCode=lotus-keno$/);
    });
  });
}
