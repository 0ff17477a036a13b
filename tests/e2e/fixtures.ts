/**
 * The test object for end-to-end specs. By default a visitor has already accepted the disclaimer and
 * seen the popup notices this session (both open for every new guest session and would cover the page);
 * specs about them use `freshVisitor: true`.
 * Every page also fails its test when the browser reports a Content-Security-Policy violation: the
 * policy is real only if nothing the site itself needs is blocked by it.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ freshVisitor: boolean; hostileContent: boolean }>({
  freshVisitor: [false, { option: true }],
  // Specs that plant hostile HTML expect the policy to block it (a second wall behind the sanitizer).
  hostileContent: [false, { option: true }],
  page: async ({ page, freshVisitor, hostileContent }, use) => {
    if (!freshVisitor) {
      await page.addInitScript(() => {
        window.sessionStorage.setItem('disclaimerAccept', 'true');
        window.sessionStorage.setItem('popupSeen', 'true');
      });
    }
    // A violation the page's own code catches (a probe for eval, say) logs no console error, only the event:
    // it is reported as one here, so it fails the test like any other.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
        ),
      );
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await use(page);
    if (!hostileContent) expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

/** Waits until the islands have hydrated (the shell's React regions are idle-hydrated). */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}
