import { test, expect } from './fixtures.ts';
import { ownAddress } from './accounts.ts';
import { demoPlayerWithMoney, launchedGameUrl, nextRoundAnswer, walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const GAMES = [
  {
    vassalage: 'LOTUS_LIVE',
    gameId: 'lotus-baccarat',
    title: 'Lotus Baccarat',
    button: 'Deal',
    choose: 'Banker (1:1 less 5%)',
  },
  { vassalage: 'LOTUS_FISH', gameId: 'ocean-hunt', title: 'Ocean Hunt', button: 'Fire', choose: null },
] as const;

for (const g of GAMES) {
  test(`${g.title} at 360 px: three rounds, the seed revealed and verifiable, the wallet agrees`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the page is checked at 360 px here');
    const token = await demoPlayerWithMoney(page, g.gameId);
    const balance = walletBalanceOf(request, token);
    const gameUrl = await launchedGameUrl(request, token, g.vassalage, g.gameId);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(gameUrl);
    await expect(page.getByRole('heading', { name: g.title, level: 1 })).toBeVisible();
    // Nothing sticks out sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (g.choose) await page.getByLabel(g.choose).check();
    const start = await balance();
    let net = 0n;
    for (let i = 0; i < 3; i += 1) {
      const answered = nextRoundAnswer(page);
      await page.getByRole('button', { name: g.button }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      const answer = await response.json();
      net += BigInt(answer.winMinor) - BigInt(answer.betMinor);
      await expect(page.locator('#last-seed')).toHaveText(answer.serverSeed);
      await expect(page.locator('#next-hash')).toHaveText(answer.nextSeedHash);
      await expect(page.locator('#result')).not.toHaveText('—');
      await expect(page.getByRole('link', { name: 'Verify this round' })).toHaveAttribute('href', answer.verifyUrl);
      await expect(page.getByRole('button', { name: g.button })).toBeEnabled();
      if (i === 2)
        expect(await (await request.get(answer.verifyUrl)).text()).toContain('Verified: the seed matches its hash');
    }
    expect(await balance()).toBe(start + net);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
