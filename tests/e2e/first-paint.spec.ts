/**
 * /login and /noticePage are drawn on the server with the platform data they depend on: the login form's
 * switch-dependent rows and the first page of notices are there without script, sanitized, and nothing moves
 * when the islands take over.
 */
import { test, expect } from './fixtures.ts';
import { ops } from './ops.ts';

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form has its SMS tab and free play from the server', async ({ page }) => {
    await page.goto('/en/login');
    const form = page.getByRole('main');
    await expect(form.getByRole('tab', { name: 'Mobile code' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Try for free' })).toBeVisible();
  });

  test('the first page of notices is drawn on the server, sanitized', async ({ page }) => {
    const added = ops(
      'notice',
      'add',
      'en',
      'B',
      'Server-drawn notice',
      '<p>Hello</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">link</a>',
    );
    const id = added.match(/notice (\d+) added/)![1]!;
    try {
      await page.goto('/en/noticePage');
      const item = page.getByRole('listitem').filter({ hasText: 'Server-drawn notice' });
      await expect(item.getByText('Hello')).toBeVisible();
      expect(await item.locator('script, img[onerror], [href^="javascript:"]').count()).toBe(0);
    } finally {
      ops('notice', 'remove', id);
    }
  });
});

test('nothing on /login or /noticePage moves when the islands take over', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/en/login', '/noticePage']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBeLessThanOrEqual(0.02);
  }
});
