/**
 * Issue 13: "Try for free" plays with practice money. A trial sees its practice balance in the header, plays a slot
 * round with it, tops it up, and is still told to register a real account when it tries to withdraw. The phone
 * run is in Bengali, the desktop run in English.
 */
import { test, expect } from './fixtures.ts';
import { ownAddress } from './accounts.ts';
import { nextRoundAnswer } from './vendor-play.ts';
import { formatMoney } from '../../contract/rules/money.ts';

const TEXTS = {
  en: {
    prefix: '/en',
    login: 'Log in',
    tryFree: 'Try for free',
    practiceBalance: 'Practice balance',
    practice: 'Practice',
    start: '৳2,000.00',
    play: 'Play Lotus Fortune',
    frame: 'Game window',
    game: 'Lotus Fortune',
    spin: 'Spin',
    topUp: 'Top up',
    warningTitle: 'Real account needed',
    warning: 'Please register an account first',
    register: 'Register now',
  },
  bn: {
    prefix: '',
    login: 'লগ ইন',
    tryFree: 'বিনামূল্যে খেলুন',
    practiceBalance: 'অনুশীলন ব্যালেন্স',
    practice: 'অনুশীলন',
    start: '৳২,০০০.০০',
    play: 'লোটাস ফরচুন খেলুন',
    frame: 'গেম উইন্ডো',
    game: 'লোটাস ফরচুন',
    spin: 'স্পিন',
    topUp: 'আবার ভরুন',
    warningTitle: 'আসল অ্যাকাউন্ট প্রয়োজন',
    warning: 'অনুগ্রহ করে আগে একটি অ্যাকাউন্ট নিবন্ধন করুন',
    register: 'এখনই নিবন্ধন করুন',
  },
} as const;

test('a trial plays a slot with practice money shown in the header, tops it up, and cannot withdraw', async ({
  page,
  request,
  isMobile,
}) => {
  const t = TEXTS[isMobile ? 'bn' : 'en'];
  await ownAddress(page);
  const header = page.getByRole('banner');

  // Try for free from a game's Play button, as a guest does.
  await page.goto(`${t.prefix}/rng`);
  await page.getByRole('main').getByRole('button', { name: t.play }).click();
  await page.getByRole('dialog', { name: t.login }).getByRole('button', { name: t.tryFree }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/$`));
  const practice = header.getByLabel(t.practiceBalance);
  await expect(practice).toHaveText(`${t.practice} ${t.start}`);
  // At the starting amount there is nothing to top up.
  await expect(header.getByRole('button', { name: t.topUp })).toHaveCount(0);

  // The slot plays the practice money: the platform's balance moves by the round, and so does the header.
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  const balance = async () =>
    (await (await request.get('/wps/v2/wallets/balance', { headers: { token } })).json()).value;
  await page.goto(`${t.prefix}/rng`);
  await page.getByRole('main').getByRole('button', { name: t.play }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/game`));
  const game = page.frameLocator(`iframe[title="${t.frame}"]`);
  await expect(game.getByRole('heading', { name: t.game, level: 1 })).toBeVisible();
  let expected = 200_000n;
  // At least one round; more until the balance is below the start (a big win early can keep it above for long).
  for (let spin = 0; spin < 20 && (spin === 0 || expected >= 200_000n); spin += 1) {
    await expect(game.getByRole('button', { name: t.spin })).toBeEnabled();
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: t.spin }).click();
    const answer = await (await answered).json();
    expected += BigInt(answer.winMinor) - BigInt(answer.betMinor);
  }
  const value = await balance();
  expect(value).toMatchObject({ practice: true, practiceBalanceMinor: String(expected), sumBalanceMinor: '0' });
  // The header around the game follows the platform's practice balance.
  await expect(practice).toHaveText(`${t.practice} ${formatMoney(expected, isMobile ? 'bn' : 'en', '৳')}`);

  if (expected < 200_000n) {
    // Top up: back to the starting amount.
    await header.getByRole('button', { name: t.topUp }).click();
    await expect(practice).toHaveText(`${t.practice} ${t.start}`);
    expect((await balance()).practiceBalanceMinor).toBe('200000');
  } else {
    // Twenty rounds and still at or above the start: nothing to top up (the platform tests cover the top-up itself).
    await expect(header.getByRole('button', { name: t.topUp })).toHaveCount(0);
  }

  // Practice money is never withdrawn: the withdrawal page tells the trial to register (spec 6).
  await page.goto(`${t.prefix}/member?page=withdraw`);
  const warning = page.getByRole('dialog', { name: t.warningTitle });
  await expect(warning.getByText(t.warning)).toBeVisible();
  await expect(warning.getByRole('button', { name: t.register })).toBeVisible();
  const refused = await request.post('/wps/member/withdrawals', {
    headers: { token, language: isMobile ? 'bn' : 'en' },
    data: { payeeAccountId: 1, amount: '100', paymentPassword: '123456', requestId: `practice-e2e-${Date.now()}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'in_need_true_account', message: t.warning });
});
