/**
 * The lobbies' first screen comes with the page (its largest paint must not wait for the island): the tab
 * the address names and its games are in the HTML, the first images load without script, and the island
 * takes the screen over without moving anything.
 */
import { test, expect } from './fixtures.ts';

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the tab the address names and its games are in the page, the first row loaded at high priority', async ({
    page,
  }) => {
    await page.goto('/en/rng?page=LOTUS_CLASSIC');
    await expect(
      page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'Lotus Classic Slots' }),
    ).toHaveAttribute('aria-current', 'page');
    const grid = page.getByRole('list', { name: 'Lotus Classic Slots' });
    await expect(grid.getByRole('button', { name: 'Play Diamond Joker' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Lotus Fortune' })).toHaveCount(0);
    // The first two (a phone's first row) at high priority, the rest of a wide row eager.
    await expect(grid.locator('img[fetchpriority="high"]')).toHaveCount(2);
    const first = grid.locator('img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('so are the hot games', async ({ page }) => {
    await page.goto('/en/hot');
    const first = page.getByRole('list', { name: 'Hot Games' }).locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test("the island takes over the server's grid without a layout shift, and its controls then work", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      // As CLS counts them: shifts right after the visitor's own input are expected.
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/en/rng?vassalage=LOTUS_SLOTS');
  const grid = page.getByRole('list', { name: 'Lotus Slots' });
  // The server's copy waits for the island: its buttons are disabled until then.
  await expect(grid.getByRole('button', { name: 'Play Lotus Fortune' })).toBeEnabled();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('tiger');
  await expect(grid.getByRole('button', { name: /^Play / })).toHaveCount(1);
});
