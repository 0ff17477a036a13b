import { expect, test } from './fixtures.ts';

// Pre-rendered, rendered on demand, and the 404 page: each carries the policy. Astro puts the hashes in
// a <meta> on pre-rendered pages and in the header on pages rendered on demand.
const PAGES = ['/en/help', '/', '/promoDetail?id=welcome-bonus', '/en/no-such-page'];

for (const path of PAGES) {
  test(`${path} sends a Content-Security-Policy that allows no inline script it did not hash`, async ({ page }) => {
    const response = await page.goto(path);
    const header = response?.headers()['content-security-policy'] ?? '';
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("frame-ancestors 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    const meta = page.locator('meta[http-equiv="content-security-policy"]');
    const hashed = (await meta.count()) === 1 ? await meta.getAttribute('content') : header;
    // Scripts: this origin, the Google hosts Firebase sign-in needs, and hashed inline scripts — nothing else.
    const scriptSources = /script-src ([^;]+);/.exec(hashed ?? '')?.[1]?.split(' ') ?? [];
    expect(scriptSources.filter((s) => !s.startsWith("'sha256-"))).toEqual([
      "'self'", 'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/',
    ]);
    expect(scriptSources.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(hashed).not.toContain('unsafe-inline');
    expect(hashed).not.toContain('unsafe-eval');
    // The pre-paint script is allowed by its hash: it ran (the theme attribute it reads is honoured).
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
}
