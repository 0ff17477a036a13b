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
    // Scripts: this origin, the exact Google files Firebase sign-in loads, and hashed inline scripts — nothing
    // else, and never a whole Google host (they serve JSONP and old AngularJS that run whatever they are told).
    const scriptSources = /script-src ([^;]+);/.exec(hashed ?? '')?.[1]?.split(' ') ?? [];
    expect(scriptSources.filter((s) => !s.startsWith("'sha256-"))).toEqual([
      "'self'",
      'https://apis.google.com/js/api.js',
      'https://apis.google.com/_/scs/abc-static/',
      'https://www.google.com/recaptcha/api.js',
      'https://www.google.com/recaptcha/enterprise.js',
      'https://www.gstatic.com/recaptcha/releases/',
    ]);
    // Images: this origin, data: and blob: only (the demo's image CDNs are paths here); a notice cannot pull one from elsewhere.
    expect(
      /img-src ([^;]+)/
        .exec(hashed ?? '')?.[1]
        ?.trim()
        .split(' '),
    ).toEqual(["'self'", 'data:', 'blob:']);
    expect(scriptSources.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(hashed).not.toContain('unsafe-inline');
    expect(hashed).not.toContain('unsafe-eval');
    // The pre-paint script is allowed by its hash: it ran (the theme attribute it reads is honoured).
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
}
