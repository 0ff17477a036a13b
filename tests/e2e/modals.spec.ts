import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';

test.describe('notice modal', () => {
  test('pages notices 9 at a time; prev does nothing on the first page', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    await page.getByRole('link', { name: 'More' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(9);
    await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Page 2' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('Esc closes it, the page keeps its scroll and does not move while it is open, focus comes back', async ({
    page,
  }) => {
    await page.goto('/en/');
    await hydrated(page);
    const more = page.getByRole('link', { name: 'More' }).first();
    await more.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const before = await page.evaluate(() => window.scrollY);
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(more).toBeFocused();
  });

  test('keeps Tab inside the open dialog', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    await page.getByRole('link', { name: 'More' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('hostile notice HTML', () => {
  test.use({ hostileContent: true });

  test('runs nothing: the sanitizer strips it and the page policy would block it', async ({ page }) => {
    const added = ops(
      'notice',
      'add',
      'en',
      'B',
      'Hostile notice',
      '<p>Hello</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">link</a>',
    );
    const id = added.match(/notice (\d+) added/)![1]!;
    try {
      page.on('dialog', () => {
        throw new Error('a script opened a dialog');
      });
      await page.goto('/en/noticePage');
      const item = page.getByRole('listitem').filter({ hasText: 'Hostile notice' });
      await expect(item).toBeVisible();
      // The javascript: address is removed, so the anchor is no longer a link at all.
      await item.getByText('link', { exact: true }).click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await item.locator('script, img[onerror], [href^="javascript:"]').count()).toBe(0);
    } finally {
      ops('notice', 'remove', id);
    }
  });
});

test.describe('disclaimer', () => {
  test.use({ freshVisitor: true });

  test('opens for a new guest, ignores Esc, boxes unticked, needs both agreements (age 21), then stays closed', async ({
    page,
  }) => {
    await page.goto('/en/help');
    const dialog = page.getByRole('dialog', { name: 'Before you play' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const age = dialog.getByRole('checkbox', { name: 'I am 21 years old or older.' });
    // The player ticks them (issue 27).
    await expect(age).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /I have read and accept/ })).not.toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/en/help#terms');
    await dialog.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await dialog.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'You must be at least 21 years old and accept the terms to use this site.',
    );
    await expect(dialog).toBeVisible();
    await age.check();
    await dialog.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('disclaimerAccept'))).toBe('true');
    // Remembered on the device too, for the text it answered (journeys.spec.ts follows the days and the text).
    expect(await page.evaluate(() => localStorage.getItem('disclaimerConsent'))).toMatch(/^[\w-]{12}:\d+$/);
    await page.goto('/en/join');
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows the Bengali text with Bengali digits on Bengali pages', async ({ page }) => {
    await page.goto('/help');
    const dialog = page.getByRole('dialog', { name: 'খেলার আগে' });
    await expect(dialog.getByRole('checkbox', { name: 'আমার বয়স ২১ বছর বা তার বেশি।' })).toBeVisible();
  });
});

test.describe('popup notices', () => {
  test.use({ freshVisitor: true });

  test('show once per session on the home page, after the disclaimer', async ({ page }) => {
    await page.goto('/en/');
    const gate = page.getByRole('dialog', { name: 'Before you play' });
    // The player ticks both statements (they start unticked, issue 27).
    await gate.getByRole('checkbox', { name: 'I am 21 years old or older.' }).check();
    await gate.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await gate.getByRole('button', { name: 'Accept and continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await expect(dialog.getByRole('heading', { name: 'Welcome to Lotus Play' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
