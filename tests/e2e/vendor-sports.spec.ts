import type { Frame, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { ownAddress } from './accounts.ts';
import {
  demoPlayerWithMoney,
  gameWindow,
  headerMoney,
  launchedGameUrl,
  nextRoundAnswer,
  walletBalanceOf,
} from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

async function gameFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().includes('/vendor/LOTUS_SPORTS/lotus-sportsbook/')))
    .toBe(true);
  return page.frames().find((f) => f.url().includes('/vendor/LOTUS_SPORTS/lotus-sportsbook/'))!;
}

test('a member opens Sports from the navigation, bets on the away side in the game window, and sees the result and the new balance', async ({
  page,
  request,
}) => {
  const token = await demoPlayerWithMoney(page, 'sports');
  const balance = walletBalanceOf(request, token);
  const start = await balance();

  // Both widths reach it from the game categories under the header (the phone's tab bar is Home, Casino, Deposit,
  // Promotions and Account since issue 27; that row scrolls sideways on phones).
  const nav = page.getByRole('navigation', { name: 'Game categories' });
  await nav.getByRole('link', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/game/);
  const game = gameWindow(page);
  await expect(game.getByRole('heading', { name: 'Lotus Sportsbook', level: 1 })).toBeVisible();
  const card = game.getByRole('region', { name: 'Virtual football · 90 minutes' });
  await expect(card.getByText('Padma Tigers', { exact: true })).toBeVisible();
  await expect(card.getByText('Meghna Sharks', { exact: true })).toBeVisible();
  const frame = await gameFrame(page);
  // Nothing in the game sticks out sideways of its window.
  expect(await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  const shownHash = await game.locator('#next-hash').textContent();
  expect(shownHash).toMatch(/^[0-9a-f]{64}$/);

  await game.getByRole('radio', { name: /Meghna Sharks/ }).check();
  await game.getByRole('radio', { name: '5.00' }).check();
  // 5.00 × 3.41, worked out in the page with integers.
  await expect(game.locator('#possible')).toHaveText('17.05');

  const answered = nextRoundAnswer(page);
  await game.getByRole('button', { name: 'Place bet' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = await response.json();
  const { match } = answer.outcome;
  expect(answer.betMinor).toBe('500');
  expect(answer.winMinor).toBe(match.result === 'away' ? '1705' : '0');
  // The match plays out, then the score, the result, the win and the new balance show.
  await expect(game.locator('#score')).toHaveText(`${match.homeScore} – ${match.awayScore}`);
  await expect(game.locator('#clock')).toHaveText('Full time');
  const outcome =
    match.result === 'draw' ? 'Draw' : `Winner: ${match.result === 'home' ? 'Padma Tigers' : 'Meghna Sharks'}`;
  await expect(game.locator('#result')).toHaveText(
    `${outcome} · ${match.result === 'away' ? 'Your pick won' : 'Your pick lost'}`,
  );
  await expect(game.locator('#events li')).toHaveCount(match.homeScore + match.awayScore);
  await expect(game.locator('#win')).toHaveText(
    `${BigInt(answer.winMinor) / 100n}.${answer.winMinor.padStart(3, '0').slice(-2)}`,
  );
  await expect(game.locator('#balance')).toHaveText(answer.balance);
  expect(BigInt(answer.balanceMinor)).toBe(start - 500n + BigInt(answer.winMinor));
  expect(await balance()).toBe(BigInt(answer.balanceMinor));
  // The site's header follows the game: the frame says the round settled and the header asks the platform.
  await expect(page.getByRole('banner').getByLabel('Balance')).toHaveText(headerMoney(answer.balanceMinor));

  // The seed behind the hash shown before the bet is revealed, with the way to check it.
  await expect(game.locator('#last-seed')).toHaveText(answer.serverSeed);
  await expect(game.locator('#next-hash')).toHaveText(answer.nextSeedHash);
  await expect(game.getByRole('link', { name: 'Verify this round' })).toHaveAttribute('href', answer.verifyUrl);
  const verify = await (await request.get(answer.verifyUrl)).text();
  expect(verify).toContain('Verified: the seed matches its hash');
  expect(verify).toContain(shownHash!);
  await expect(game.getByRole('button', { name: 'Place bet' })).toBeEnabled();
});

test('screenshots of the sports game in the game window at 360 and 1280 px, in English and Bangla', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the widths are set here');
  await demoPlayerWithMoney(page, 'sports-shots');
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const locale of ['en', 'bn'] as const) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
      await page.goto(locale === 'en' ? '/en/sports' : '/sports');
      // The frame's title is in the site's language: find it by place.
      const game = page.frameLocator('.game-frame iframe');
      await expect(game.locator('#next-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await page.screenshot({ path: `test-results/sports/game-${locale}-${width}-before.png` });
      await game.locator('#place').click();
      await expect(
        game.getByRole('link', { name: locale === 'en' ? 'Verify this round' : 'এই রাউন্ড যাচাই করুন' }),
      ).toBeVisible();
      const frame = await gameFrame(page);
      expect(
        await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
        `${locale} ${width}`,
      ).toBe(true);
      await page.screenshot({ path: `test-results/sports/game-${locale}-${width}-after.png` });
      await page.locator('.game-frame iframe').screenshot({ path: `test-results/sports/frame-${locale}-${width}.png` });
    }
  }
});

test('the sabong and esports games at 360 px: their own sides, a settled round, nothing sideways', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the width is set here');
  const token = await demoPlayerWithMoney(page, 'sports-family');
  await page.setViewportSize({ width: 360, height: 740 });
  const games = [
    { vassalage: 'DS88', gameId: 'ds88-sabong', title: 'DS88 Sabong', pick: /Wala/ },
    { vassalage: 'LOTUS_ESPORTS', gameId: 'cyber-league', title: 'Cyber League', pick: /Quantum Owls/ },
    { vassalage: 'LOTUS_ESPORTS', gameId: 'battle-arena-cup', title: 'Battle Arena Cup', pick: /Draw/ },
  ];
  for (const g of games) {
    await page.goto(await launchedGameUrl(request, token, g.vassalage, g.gameId));
    await expect(page.getByRole('heading', { name: g.title, level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: g.pick }).check();
    const answered = nextRoundAnswer(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    const answer = await (await answered).json();
    await expect(page.locator('#score')).toHaveText(
      `${answer.outcome.match.homeScore} – ${answer.outcome.match.awayScore}`,
    );
    await expect(page.getByRole('link', { name: 'Verify this round' })).toHaveAttribute('href', answer.verifyUrl);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `test-results/sports/${g.gameId}-en-360.png`, fullPage: true });
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const bad = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      bad.map(
        (v) =>
          `${g.gameId} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  }
});
