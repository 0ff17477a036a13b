import { chromium } from 'playwright';
const base = 'http://127.0.0.1:5140';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
await ctx.addInitScript(() => {
  sessionStorage.setItem('disclaimerAccept', 'true');
  sessionStorage.setItem('popupSeen', 'true');
});
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(base + '/en/login');
await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
await page.getByRole('main').getByLabel('Username').fill('demoplayer');
await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Demo1234');
await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(/\/en\/$/);
const token = await page.evaluate(() => sessionStorage.getItem('token'));
const launch = await page.request.post(base + '/wps/game/launchGameV2', {
  headers: { token, language: 'en' },
  data: {
    gameId: 'lotus-crash',
    vassalage: 'LOTUS_ARENA',
    accountType: 1,
    confirmTrans: 0,
    clientType: 3,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    language: 'en',
  },
});
const url = (await launch.json()).value.game_url;
console.log(url);
page.on('request', (r) => { if (r.url().includes('/vendor/')) console.log('req', r.method(), r.url().slice(0, 100)); });
page.on('response', async (r) => { if (r.url().includes('/bet')) console.log('resp', r.status(), await r.text().catch(() => '?')); });
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
await page.goto(base + '/en/pvp');
await page.getByRole('main').getByRole('button', { name: 'Play Lotus Crash' }).first().click();
const game = page.frameLocator('iframe[title="Game window"]');
await game.getByRole('heading', { name: 'Lotus Crash', level: 1 }).waitFor();
await game.getByLabel('Auto cash-out at').fill('1.01');
const place = game.getByRole('button', { name: 'Place bet' });
for (let i = 0; i < 100 && !(await place.isEnabled()); i++) await page.waitForTimeout(300);
await place.click();
await page.waitForTimeout(8000);
console.log('message', await game.locator('#message').textContent());
await page.screenshot({ path: '/tmp/shots-crash/frame-en.png' });
await b.close();
