/**
 * A promotion joined by an application the operator approves (the demo "Festival bonus": apply, approval, then a
 * deposit of ৳1,000 or more earns ৳200 locked with 1 x wagering): a new member applies on the promotion page and
 * sees it waiting, the operator approves it with `promotions approve`, the page shows the member joined, and the
 * deposit chosen with the bonus grants it, shown on the page with its wagering. English at desktop width,
 * Bengali at 360 px.
 */
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, uniqueName, registerThroughPage } from './accounts.ts';

const PASSWORD = 'Secret123';

const TEXT = {
  en: {
    prefix: '/en',
    status: 'Your status',
    open: 'Open to you',
    apply: 'Apply',
    applying: 'Applied: waiting for approval',
    joined: 'Joined: your next eligible deposit earns the bonus',
    depositWithBonus: 'Deposit with this bonus',
    bkash: 'bKash',
    bonus: /^৳200\.00 bonus/,
    amount: 'Amount',
    depositNow: 'Deposit now',
    gateway: 'Demo payment gateway',
    pay: 'Pay',
    paid: /^Paid: ৳1,000\.00/,
    process: 'Bonus locked: wagering in progress',
    bonusLine: 'Bonus ৳200.00: wagering ৳0.00 of ৳200.00',
  },
  bn: {
    prefix: '',
    status: 'আপনার অবস্থা',
    open: 'আপনার জন্য খোলা',
    apply: 'আবেদন করুন',
    applying: 'আবেদন করা হয়েছে: অনুমোদনের অপেক্ষায়',
    joined: 'যোগ দিয়েছেন: পরবর্তী যোগ্য ডিপোজিটে বোনাস পাবেন',
    depositWithBonus: 'এই বোনাসসহ ডিপোজিট করুন',
    bkash: 'বিকাশ',
    bonus: /^৳২০০\.০০ বোনাস/,
    amount: 'পরিমাণ',
    depositNow: 'ডিপোজিট করুন',
    gateway: 'ডেমো পেমেন্ট গেটওয়ে',
    pay: 'পরিশোধ করুন',
    paid: /^পরিশোধিত: ৳১,০০০\.০০/,
    process: 'বোনাস লক: বাজি চলছে',
    bonusLine: 'বোনাস ৳২০০.০০: ৳২০০.০০-এর মধ্যে ৳০.০০ বাজি',
  },
} as const;

test('a member applies for the festival bonus, the operator approves, and the deposit earns the bonus', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(180_000);
  const language = isMobile ? 'bn' : 'en';
  const t = TEXT[language];
  // The Bengali run is the phone one, at the smallest width the site supports.
  if (isMobile) await page.setViewportSize({ width: 360, height: 780 });
  await ownAddress(page);

  const username = uniqueName('apply');
  await registerThroughPage(page, username, PASSWORD, language);
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;

  // The member applies: the page says it waits for the operator.
  await page.goto(`${t.prefix}/promoDetail?id=festival-limited`);
  await hydrated(page);
  let status = page.getByRole('region', { name: t.status });
  await expect(status.getByRole('status')).toHaveText(t.open);
  await status.getByRole('button', { name: t.apply }).click();
  await expect(status.getByRole('status')).toHaveText(t.applying);
  await expect(status.getByRole('button', { name: t.apply })).toHaveCount(0);

  // The operator finds the application by the member's name and approves it.
  const line = ops('promotions', 'applications')
    .split('\n')
    .find((l) => l.includes(username));
  expect(line, 'the application is listed').toBeTruthy();
  const id = /^\s*(\d+)\s+festival-limited/.exec(line!)![1]!;
  expect(ops('promotions', 'approve', id)).toMatch(new RegExp(`application ${id} approved`));
  expect(ops('promotions', 'applications')).not.toContain(username);

  await page.reload();
  await hydrated(page);
  status = page.getByRole('region', { name: t.status });
  await expect(status.getByRole('status')).toHaveText(t.joined);
  await status.getByRole('link', { name: t.depositWithBonus }).click();

  // The deposit with the festival bonus chosen, paid at the demo gateway.
  await hydrated(page);
  await page.getByRole('radio', { name: t.bkash }).check();
  await page.getByRole('radio', { name: t.bonus }).check();
  await page.getByRole('textbox', { name: t.amount }).fill('1000');
  await page.getByRole('button', { name: t.depositNow }).click();
  await expect(page.getByRole('heading', { name: t.gateway })).toBeVisible();
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.paid })).toBeVisible();

  // The bonus: ৳200 locked, shown on the promotion page with its wagering, and so in the platform.
  await page.goto(`${t.prefix}/promoDetail?id=festival-limited`);
  await hydrated(page);
  status = page.getByRole('region', { name: t.status });
  await expect(status.getByRole('status')).toHaveText(t.process);
  await expect(status.getByText(t.bonusLine)).toBeVisible();
  const wagering = await (await request.get('/wps/bonus/wagering', { headers: { token } })).json();
  expect(wagering.value.bonus).toMatchObject({ state: 'locked', amountMinor: '20000', requiredMinor: '20000' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
