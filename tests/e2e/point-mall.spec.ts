/**
 * The point mall (issue 17), in both languages: a guest sees the catalogue and is asked to log in; a new member
 * plays Lotus Fortune in the game window, opens the point mall and sees exactly the points the settled spins earn
 * (1.20 per ৳1 staked on slots), converts some with the payment password (a wrong one refused in words, nothing
 * moved), redeems an item, and finds it in their redemptions and the points record.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, registerThroughPage, uniqueName } from './accounts.ts';
import { nextRoundAnswer } from './vendor-play.ts';

const PASSWORD = 'Secret123';
const PAYMENT_PASSWORD = '864209';
/** ৳2 × 25 lines = ৳50 a spin: 60 points each on slots. */
const LINE_BET = '200';
const SPINS = 3;

const TEXT = {
  en: {
    prefix: '/en',
    account: 'My Account',
    loginPassword: 'Login password',
    newPayment: 'New payment password (6 digits)',
    confirmPayment: 'Confirm payment password',
    savePayment: 'Save payment password',
    saved: 'Your payment password is saved.',
    play: 'Play Lotus Fortune',
    gameWindow: 'Game window',
    gameTitle: 'Lotus Fortune',
    lineBet: 'Line bet',
    spin: 'Spin',
    pointsTitle: 'Your points',
    points: (n: number) => `${n.toLocaleString('en-GB')} points`,
    login: 'Log in',
    loginDialog: 'Log in',
    mall: 'Point mall',
    redeem: (name: string) => `Redeem: ${name}`,
    convertTitle: 'Convert points to money',
    convertPoints: 'Points to convert',
    paymentPassword: 'Payment password',
    convert: 'Convert',
    wrongPassword: 'The payment password is incorrect.',
    converted: '100 points converted: ৳1.00 is in your wallet.',
    confirm2: 'Confirm',
    redeemed: (name: string) => `Redeemed: ${name}.`,
    orders: 'My redemptions',
    preparing: 'Being prepared',
    record: 'Points record',
    slotRate: 'Slots: 1.20 points per ৳1.00 staked',
    item: (tag: string) => `E2E sticker ${tag}`,
    tryFree: 'Try for free',
    trialTitle: 'Real account needed',
    trial: 'Please register an account first',
  },
  bn: {
    prefix: '',
    account: 'আমার অ্যাকাউন্ট',
    loginPassword: 'লগইন পাসওয়ার্ড',
    newPayment: 'নতুন পেমেন্ট পাসওয়ার্ড (৬ অঙ্ক)',
    confirmPayment: 'পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন',
    savePayment: 'পেমেন্ট পাসওয়ার্ড সংরক্ষণ করুন',
    saved: 'আপনার পেমেন্ট পাসওয়ার্ড সংরক্ষিত হয়েছে।',
    play: 'লোটাস ফরচুন খেলুন',
    gameWindow: 'গেম উইন্ডো',
    gameTitle: 'লোটাস ফরচুন',
    lineBet: 'লাইন বাজি',
    spin: 'স্পিন',
    pointsTitle: 'আপনার পয়েন্ট',
    points: (n: number) => `${n.toLocaleString('bn-BD')} পয়েন্ট`,
    login: 'লগ ইন',
    loginDialog: 'লগ ইন',
    mall: 'পয়েন্ট মল',
    redeem: (name: string) => `রিডিম করুন: ${name}`,
    convertTitle: 'পয়েন্টকে টাকায় রূপান্তর',
    convertPoints: 'রূপান্তরের পয়েন্ট',
    paymentPassword: 'পেমেন্ট পাসওয়ার্ড',
    convert: 'রূপান্তর করুন',
    wrongPassword: 'পেমেন্ট পাসওয়ার্ডটি সঠিক নয়।',
    converted: '১০০ পয়েন্ট রূপান্তর হয়েছে: ৳১.০০ আপনার ওয়ালেটে।',
    confirm2: 'নিশ্চিত করুন',
    redeemed: (name: string) => `রিডিম হয়েছে: ${name}।`,
    orders: 'আমার রিডিম',
    preparing: 'প্রস্তুত হচ্ছে',
    record: 'পয়েন্ট রেকর্ড',
    slotRate: 'স্লট: প্রতি ৳১.০০ বাজিতে ১.২০ পয়েন্ট',
    item: (tag: string) => `ই২ই স্টিকার ${tag}`,
    tryFree: 'বিনামূল্যে খেলুন',
    trialTitle: 'আসল অ্যাকাউন্ট প্রয়োজন',
    trial: 'অনুগ্রহ করে আগে একটি অ্যাকাউন্ট নিবন্ধন করুন',
  },
} as const;

for (const locale of ['en', 'bn'] as const) {
  const t = TEXT[locale];

  test(`a member earns points on the slot, converts some with the payment password and redeems an item (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await ownAddress(page);
    // A cheap gift of this test's own (closed again at the end), so a few spins can pay for it.
    const tag = uniqueName('s').slice(-6);
    const itemName = t.item(tag);
    const added = ops('points', 'add-item', 'physical', '50', '0', '3', `${TEXT.en.item(tag)} / ${TEXT.bn.item(tag)}`);
    const itemId = /item (\d+) added/.exec(added)![1]!;

    try {
      // A guest sees the rates and the catalogue, and is asked to log in to redeem.
      await page.goto(`${t.prefix}/pointMall`);
      await hydrated(page);
      const mall = page.getByRole('region', { name: t.mall });
      await expect(page.getByText(t.slotRate)).toBeVisible();
      await expect(mall.getByRole('heading', { name: itemName })).toBeVisible();
      await expect(
        page.getByRole('region', { name: t.pointsTitle }).getByRole('button', { name: t.login }),
      ).toBeVisible();
      await mall.getByRole('button', { name: t.redeem(itemName) }).click();
      await expect(page.getByRole('dialog', { name: t.loginDialog })).toBeVisible();

      // Register, receive ৳500, set a payment password.
      const username = uniqueName('pts');
      await registerThroughPage(page, username, PASSWORD, locale);
      expect(ops('credit-bonus', username, '500', 'e2e', 'points')).toMatch(/bonus 500.00/);
      await page.goto(`${t.prefix}/member?page=securityCenter`);
      await hydrated(page);
      const account = page.getByRole('region', { name: t.account });
      await account.getByLabel(t.loginPassword).fill(PASSWORD);
      await account.getByLabel(t.newPayment).fill(PAYMENT_PASSWORD);
      await account.getByLabel(t.confirmPayment).fill(PAYMENT_PASSWORD);
      await account.getByRole('button', { name: t.savePayment }).click();
      await expect(account.getByText(t.saved)).toBeVisible();

      // Play the built-in slot: every spin is settled by its credit (a zero win too).
      await page.goto(`${t.prefix}/rng`);
      await page.getByRole('main').getByRole('button', { name: t.play }).first().click();
      await expect(page).toHaveURL(/\/game/);
      const game = page.frameLocator(`iframe[title="${t.gameWindow}"]`);
      await expect(game.getByRole('heading', { name: t.gameTitle, level: 1 })).toBeVisible();
      await game.getByLabel(t.lineBet).selectOption(LINE_BET);
      let expected = 0;
      for (let i = 0; i < SPINS; i += 1) {
        await expect(game.getByRole('button', { name: t.spin })).toBeEnabled();
        const answered = nextRoundAnswer(page);
        await game.getByRole('button', { name: t.spin }).click();
        const answer = await (await answered).json();
        expected += Number((BigInt(answer.betMinor) * 120n) / 10_000n);
      }
      await expect(game.getByRole('button', { name: t.spin })).toBeEnabled();
      expect(expected).toBe(180);

      // The point mall shows exactly those points.
      await page.goto(`${t.prefix}/pointMall`);
      await hydrated(page);
      const balance = page.getByRole('region', { name: t.pointsTitle });
      await expect(balance.getByText(t.points(expected), { exact: true })).toBeVisible();

      // Convert 100 points: a wrong payment password is refused in words and moves nothing.
      const convert = page.getByRole('region', { name: t.convertTitle });
      await convert.getByLabel(t.convertPoints).fill('100');
      await convert.getByLabel(t.paymentPassword).fill('000000');
      await convert.getByRole('button', { name: t.convert }).click();
      await expect(convert.getByRole('alert')).toHaveText(t.wrongPassword);
      await page.reload();
      await hydrated(page);
      await expect(balance.getByText(t.points(expected), { exact: true })).toBeVisible();
      await convert.getByLabel(t.convertPoints).fill('100');
      await convert.getByLabel(t.paymentPassword).fill(PAYMENT_PASSWORD);
      await convert.getByRole('button', { name: t.convert }).click();
      await expect(convert.getByRole('status')).toHaveText(t.converted);
      await expect(balance.getByText(t.points(expected - 100), { exact: true })).toBeVisible();

      // Redeem the gift: the order waits for the operator.
      await mall.getByRole('button', { name: t.redeem(itemName) }).click();
      await mall.getByLabel(t.paymentPassword).fill(PAYMENT_PASSWORD);
      await mall.getByRole('button', { name: t.confirm2 }).click();
      await expect(mall.getByRole('status')).toHaveText(t.redeemed(itemName));
      await expect(balance.getByText(t.points(expected - 150), { exact: true })).toBeVisible();
      const orders = page.getByRole('region', { name: t.orders });
      await expect(orders.getByRole('listitem').filter({ hasText: itemName })).toContainText(t.preparing);
      const record = page.getByRole('region', { name: t.record });
      await expect(record.getByRole('listitem')).toHaveCount(SPINS + 2);
      await expect(record.getByRole('listitem').first()).toContainText(itemName);
      const axe = await new AxeBuilder({ page }).include('.point-mall').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
        [],
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    } finally {
      ops('points', 'close-item', itemId);
    }
  });

  test(`a trial account sees the mall but is told to register for its points and to redeem (${locale})`, async ({
    page,
    request,
  }) => {
    await ownAddress(page);
    await page.goto(`${t.prefix}/pointMall`);
    await hydrated(page);
    await page.getByRole('region', { name: t.pointsTitle }).getByRole('button', { name: t.login }).click();
    await page.getByRole('dialog', { name: t.loginDialog }).getByRole('button', { name: t.tryFree }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/$`));
    await page.goto(`${t.prefix}/pointMall`);
    await hydrated(page);
    await expect(page.getByRole('region', { name: t.pointsTitle }).getByRole('status')).toHaveText(t.trial);
    await expect(page.getByRole('region', { name: t.convertTitle })).toHaveCount(0);
    await page
      .getByRole('region', { name: t.mall })
      .getByRole('button', { name: /^(Redeem|রিডিম করুন): / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: t.trialTitle }).getByText(t.trial)).toBeVisible();
    const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
    const refused = await request.get('/wps/member/points/balance', { headers: { token, language: locale } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'in_need_true_account', message: t.trial });
  });
}
