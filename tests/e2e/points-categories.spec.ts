/**
 * Points by game category (issue 17, spec 9 point rates): a new member plays the built-in slot (1.20 points per ৳1
 * staked), Lotus Baccarat (live, 0.70) and the Lotus Sportsbook (1.00); the point mall then shows exactly the points
 * those settled stakes earn, each bet's points rounded down, and the points record names each bet's type.
 * English at desktop width, Bengali at 360 px.
 */
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, registerThroughPage, uniqueName } from './accounts.ts';
import { launchedGameUrl, nextRoundAnswer } from './vendor-play.ts';

const PASSWORD = 'Secret123';

const TEXT = {
  en: {
    prefix: '/en',
    pointsTitle: 'Your points',
    points: (n: number) => `${n.toLocaleString('en-GB')} points`,
    record: 'Points record',
    types: ['Slots', 'Live', 'Sports'],
  },
  bn: {
    prefix: '',
    pointsTitle: 'আপনার পয়েন্ট',
    points: (n: number) => `${n.toLocaleString('bn-BD')} পয়েন্ট`,
    record: 'পয়েন্ট রেকর্ড',
    types: ['স্লট', 'লাইভ', 'স্পোর্টস'],
  },
} as const;

/** Points per ৳1 staked, in hundredths (the platform's default rates). */
const RATE = { slots: 120n, live: 70n, sports: 100n } as const;
/** floor(stake in ৳ × rate): what one settled bet earns. */
const pointsOf = (betMinor: string, rate: bigint) => (BigInt(betMinor) * rate) / 10_000n;

for (const locale of ['en', 'bn'] as const) {
  const t = TEXT[locale];
  test.describe(`points by category in ${locale}`, () => {
    // The Bengali run is the 360-px one (the smallest phone the site supports).
    if (locale === 'bn') test.use({ viewport: { width: 360, height: 780 } });

    test(`bets in three game categories earn exactly their rates' points (${locale})`, async ({
      page,
      request,
      isMobile,
    }) => {
      // English is the desktop run and Bengali the 360 px run.
      test.skip(isMobile !== (locale === 'bn'), 'one width per language');
      test.setTimeout(120_000);
      await ownAddress(page);

      // A new member, so the mall shows these bets' points and nothing else.
      const username = uniqueName('cat');
      await registerThroughPage(page, username, PASSWORD, locale);
      expect(ops('credit-bonus', username, '500', 'e2e', 'point-categories')).toMatch(/bonus 500.00/);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;

      let expected = 0n;
      // The slot: two spins at ৳0.20 a line (25 lines, ৳5.00 a spin).
      await page.goto(await launchedGameUrl(request, token, 'LOTUS_SLOTS', 'lotus-fortune'));
      await page.getByLabel('Line bet').selectOption('20');
      for (let i = 0; i < 2; i += 1) {
        await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
        const answered = nextRoundAnswer(page);
        await page.getByRole('button', { name: 'Spin' }).click();
        expected += pointsOf((await (await answered).json()).betMinor, RATE.slots);
      }
      await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();

      // Baccarat (live casino): ৳10.00 on the banker (7 points), then ৳2.00 (1.4 points: 1).
      await page.goto(await launchedGameUrl(request, token, 'LOTUS_LIVE', 'lotus-baccarat'));
      await page.getByLabel('Banker (1:1 less 5%)').check();
      for (const stake of ['1000', '200']) {
        await expect(page.getByRole('button', { name: 'Deal' })).toBeEnabled();
        await page.getByLabel('Stake').selectOption(stake);
        const answered = nextRoundAnswer(page);
        await page.getByRole('button', { name: 'Deal' }).click();
        expected += pointsOf((await (await answered).json()).betMinor, RATE.live);
      }
      await expect(page.getByRole('button', { name: 'Deal' })).toBeEnabled();

      // The sportsbook: one ৳5.00 bet on the away side.
      await page.goto(await launchedGameUrl(request, token, 'LOTUS_SPORTS', 'lotus-sportsbook'));
      await page.getByRole('radio', { name: /Meghna Sharks/ }).check();
      await page.getByRole('radio', { name: '5.00' }).check();
      await expect(page.getByRole('button', { name: 'Place bet' })).toBeEnabled();
      const answered = nextRoundAnswer(page);
      await page.getByRole('button', { name: 'Place bet' }).click();
      expected += pointsOf((await (await answered).json()).betMinor, RATE.sports);
      await expect(page.getByRole('button', { name: 'Place bet' })).toBeEnabled();

      // The point mall shows exactly those points, and the record one row per bet with its category's type.
      await page.goto(`${t.prefix}/pointMall`);
      await hydrated(page);
      await expect(
        page.getByRole('region', { name: t.pointsTitle }).getByText(t.points(Number(expected)), { exact: true }),
      ).toBeVisible();
      const rows = page.getByRole('region', { name: t.record }).getByRole('listitem');
      await expect(rows).toHaveCount(5);
      for (const type of t.types) await expect(rows.filter({ hasText: type }).first()).toBeVisible();
      // The platform agrees with the page.
      const balance = await request.get('/wps/member/points/balance', { headers: { token } });
      expect((await balance.json()).value.points).toBe(String(expected));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    });
  });
}
