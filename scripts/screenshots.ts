/**
 * Screenshots of pages at phone and desktop widths for a person to look at (not a test).
 * Usage: npm run build && node scripts/screenshots.ts [/path ...]; files land in screenshots/.
 * THEME=light switches the theme; MODALS=1 keeps the disclaimer and popup notices a new guest sees.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { startSite } from '../bench/lib/site-server.ts';

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/en/', '/help', '/en/help', '/promotions', '/down', '/join', '/helpmc', '/vip', '/lottery', '/noticePage'];
const widths = { phone: { width: 360, height: 780 }, desktop: { width: 1440, height: 900 } };
fs.mkdirSync('screenshots', { recursive: true });
const site = await startSite(4592, { TRUSTED_PROXIES: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, viewport] of Object.entries(widths)) {
    // Reduced motion: a full-page capture resizes the page, and transitions would be caught half-way.
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
    const theme = process.env.THEME === 'light' ? 'light' : 'dark';
    const showModals = process.env.MODALS === '1';
    await page.addInitScript(
      ({ theme, showModals }) => {
        localStorage.setItem('theme', theme);
        if (!showModals) {
          sessionStorage.setItem('disclaimerAccept', 'true');
          sessionStorage.setItem('popupSeen', 'true');
        }
      },
      { theme, showModals },
    );
    for (const path of paths) {
      await page.goto(site.origin + path);
      await page.waitForLoadState('networkidle');
      // Scroll through once so lazy images load, as they would for a person reading the page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = `screenshots/${name}-${process.env.THEME ?? 'dark'}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
