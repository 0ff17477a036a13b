/**
 * The home page's lottery board (spec 7 "Home"): after real tickets and a draw, a guest and a member see the drawn
 * numbers the platform answers, the most drawn endings, and the winner board with masked names, in both languages.
 */
import { test, expect } from './fixtures.ts';
import { ownAddress } from './accounts.ts';
import { ops } from './ops.ts';
import { demoPlayerWithMoney } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const western = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

test('tickets on every ending, a draw, and the home page shows its special prize and the winners, in English and Bengali', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await demoPlayerWithMoney(page, 'lottery-board', '200');
  const launch = await request.post('/wps/game/launchLotto', {
    headers: { token, language: 'en' },
    data: {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'vn-lotto',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/vnlottery',
      language: 'en',
    },
  });
  const session = new URL((await launch.json()).value.game_url, 'http://x').searchParams.get('session')!;
  // ৳1 on each of the 100 endings: 27 prizes end in some of them, so this draw has winners.
  for (let n = 0; n < 100; n += 1) {
    const bought = await request.post('/vendor/lotto/TCG_LOTTO_VN/vn-lotto/ticket', {
      data: { session, lang: 'en', betType: 'lo2', numbers: [String(n).padStart(2, '0')], stakeMinor: '100' },
    });
    expect(bought.status()).toBe(200);
  }
  expect(ops('lottery', 'draw-now', 'vn-lotto')).toMatch(/drawn: \d+ ticket\(s\) settled/);
  const opened = (
    await (await request.get('/lgw/lottery/opened?gameCode=vn-lotto&count=1', { headers: { language: 'en' } })).json()
  ).value;
  const special = opened.draws[0].result.prizes.special[0] as string;

  await page.goto('/en/');
  const board = page.getByRole('region', { name: 'Lottery' });
  await expect(board.getByRole('link', { name: 'Play Vietnam Lotto (North)' })).toHaveAttribute(
    'href',
    '/en/vnlottery',
  );
  const results = board.getByRole('article', { name: 'Latest results' });
  await expect(results.getByText(`Special prize: ${special}`)).toBeVisible();
  await expect(results.getByRole('link', { name: 'Verify this draw' }).first()).toHaveAttribute(
    'href',
    opened.draws[0].verifyUrl,
  );
  await expect(
    results.getByRole('heading', { name: /^Most drawn endings \((the last draw|last \d+ draws)\)$/ }),
  ).toBeVisible();
  const winners = board.getByRole('article', { name: 'Winners this week' });
  await expect(winners.getByText(/^de\*{6}er won ৳[\d,]+\.\d{2} in Vietnam Lotto \(North\)$/).first()).toBeVisible();
  await expect(board.getByText('demoplayer')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const bn = page.getByRole('region', { name: 'লটারি' });
  const bnResults = bn.getByRole('article', { name: 'সর্বশেষ ফলাফল' });
  await expect(bnResults.getByText(/^বিশেষ পুরস্কার: [০-৯]{5}$/)).toBeVisible();
  expect(western((await bnResults.getByText(/^বিশেষ পুরস্কার/).textContent())!)).toBe(`বিশেষ পুরস্কার: ${special}`);
  await expect(
    bn
      .getByRole('article', { name: 'এই সপ্তাহের বিজয়ী' })
      .getByText(/^de\*{6}er ভিয়েতনাম লোটো \(উত্তর\)-এ ৳[০-৯,]+\.[০-৯]{2} জিতেছেন$/)
      .first(),
  ).toBeVisible();
  // Nothing on the board is wider than a 360-px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bn.screenshot({ path: 'test-results/lottery-board-bn-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/');
  await page.getByRole('region', { name: 'Lottery' }).screenshot({ path: 'test-results/lottery-board-en-1280.png' });
});
