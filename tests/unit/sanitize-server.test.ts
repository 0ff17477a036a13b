/** Notices drawn on the server are sanitized there as in the browser; with no DOM at all nothing passes through. */
import { describe, expect, it, vi } from 'vitest';

describe('sanitizing without a browser', () => {
  it('refuses until the server sanitizer is installed, then strips what the allow-list forbids', async () => {
    // Unit files share their modules (isolate: false): start from modules no earlier file has set up.
    vi.resetModules();
    const { sanitizeHtml } = await import('../../src/lib/ui/sanitize.ts');
    expect(() => sanitizeHtml('<p>hi</p>')).toThrow(/no DOM/);
    await import('../../src/lib/ui/sanitize-server.ts');
    const clean = sanitizeHtml(
      '<p onclick="x()">Deposit <b>bonus</b><script>alert(1)</script><img src="/a.png" onerror="alert(2)"><iframe src="//evil"></iframe></p>',
    );
    expect(clean).toBe('<p>Deposit <b>bonus</b><img src="/a.png"></p>');
    // It imports jsdom afresh, which takes several seconds on a loaded machine (the default 5 s is a harness limit,
    // not a bound of the product).
  }, 30_000);
});
