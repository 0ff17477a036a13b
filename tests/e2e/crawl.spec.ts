/**
 * The crawl (issue 13's done-when): every route of both languages, as a guest and as a logged-in member, on a
 * 360 px phone. On each page: no console error or uncaught exception (a hydration mismatch is one), no sideways
 * scroll, and no same-origin link that answers 404. Each link is fetched once per run, with the request API.
 * It runs in the phone project only: the width is the point, and once is enough.
 */
import { test, expect } from './fixtures.ts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { crawlPaths } from './crawl-routes.ts';
import { inLocale } from './routes.ts';
import { logInAs, ownAddress } from './accounts.ts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const PATHS = crawlPaths();
/** Links already fetched this run, with the status they answered. */
const checkedLinks = new Map<string, number>();

test.skip(({ isMobile }) => !isMobile, 'the crawl runs once, in the phone project');

async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  // The disclaimer and the popup notices would cover every page of a new session (fixtures.ts does the same).
  await context.addInitScript(() => {
    window.sessionStorage.setItem('disclaimerAccept', 'true');
    window.sessionStorage.setItem('popupSeen', 'true');
  });
  return context;
}

/** Everything the browser reported as an error since the last call. */
function errorLog(page: Page): () => string[] {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return () => {
    const seen = errors;
    errors = [];
    return seen;
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  // Sections and lobbies fetch after hydration; give them a moment to draw (bounded: some pages poll).
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
}

async function crawl(page: Page, locale: 'bn' | 'en', who: string): Promise<void> {
  const takeErrors = errorLog(page);
  for (const bare of PATHS) {
    const path = inLocale(bare, locale);
    const response = await page.goto(path);
    expect.soft(response?.status(), `${who} ${path} status`).toBe(200);
    await settle(page);
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect.soft(overflow.scrollWidth, `${who} ${path} scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
    expect.soft(takeErrors(), `${who} ${path} console errors`).toEqual([]);

    const origin = new URL(page.url()).origin;
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      url.hash = '';
      const key = url.toString();
      if (!checkedLinks.has(key)) checkedLinks.set(key, (await page.request.get(key, { maxRedirects: 5 })).status());
      expect.soft(checkedLinks.get(key), `${who} ${path} links ${url.pathname}${url.search}`).not.toBe(404);
    }
  }
}

for (const locale of ['bn', 'en'] as const) {
  test(`guest crawl in ${locale} at 360 px`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const context = await phoneContext(browser, baseURL!);
    const page = await context.newPage();
    await crawl(page, locale, 'guest');
    await context.close();
  });
}

test.describe('member', () => {
  let context: BrowserContext;
  let page: Page;

  // One logged-in tab for both languages: the session lives in this tab's sessionStorage.
  test.beforeAll(async ({ browser, baseURL }) => {
    context = await phoneContext(browser, baseURL!);
    page = await context.newPage();
    await ownAddress(page);
    await logInAs(page, 'demoplayer');
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const locale of ['bn', 'en'] as const) {
    test(`member crawl in ${locale} at 360 px`, async () => {
      test.setTimeout(300_000);
      await crawl(page, locale, 'member');
    });
  }
});
