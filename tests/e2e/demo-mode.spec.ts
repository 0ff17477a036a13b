import { test, expect } from './fixtures.ts';

// The end-to-end server runs in demo mode (playwright.config.ts): every page says so, in the page's language.
for (const [path, text, title] of [
  ['/', 'ডেমো', /ডেমো মোড/],
  ['/en/', 'Demo', /Demo mode/],
  ['/en/help', 'Demo', /Demo mode/],
  ['/help', 'ডেমো', /ডেমো মোড/],
  ['/en/no-such-page', 'Demo', /Demo mode/],
] as const) {
  test(`${path} carries the demo mark without pushing content or catching clicks`, async ({ page }) => {
    await page.goto(path);
    const mark = page.getByRole('note').filter({ hasText: text });
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('title', title);
    await expect(mark).toHaveCSS('position', 'fixed');
    await expect(mark).toHaveCSS('pointer-events', 'none');
    const box = (await mark.boundingBox())!;
    expect(box.height).toBeLessThan(20);
    expect(box.y).toBe(0);
    // Nothing wider than the screen (360 px phones included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
