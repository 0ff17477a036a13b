import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { logInAs, ownAddress } from './accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});
// Back to the built-in vendors' own mode (seamless), which returns anything left in the wallet to the main wallet.
test.afterEach(() => {
  ops('vendor', 'mode', 'LOTUS_SLOTS', 'seamless');
});

/** Opens a section from the member centre menu; on phones the menu opens from its button first. */
async function openSection(
  page: import('@playwright/test').Page,
  name: string,
  isMobile: boolean,
  menu = 'Member centre menu',
  open = 'Open the menu',
) {
  if (isMobile) await page.getByRole('button', { name: new RegExp(`^${open}`) }).click();
  await page.getByRole('navigation', { name: menu }).getByRole('link', { name, exact: true }).click();
}

async function fundsOf(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  return (await (await request.get('/wps/member/info/funds/consolidated', { headers: { token: token! } })).json())
    .value;
}

test('my wallet: money moves to a game wallet and back, the header follows, the platform agrees', async ({
  page,
  request,
  isMobile,
}) => {
  ops('credit-bonus', 'demoplayer', '500', 'e2e', 'wallet');
  // Every built-in vendor plays the main wallet (seamless); the operator makes one play its own wallet for this test.
  ops('vendor', 'mode', 'LOTUS_SLOTS', 'transfer');
  await logInAs(page, 'demoplayer');
  await page.goto('/en/member?page=transferFund');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'My Wallet' });
  const before = await fundsOf(page, request);
  await section.getByLabel('Amount for Lotus Slots').fill('120.50');
  await section
    .getByRole('listitem')
    .filter({ hasText: 'Lotus Slots' })
    .getByRole('button', { name: 'Transfer in' })
    .click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Lotus Slots' }).getByRole('status')).toHaveText(
    'The transfer is done.',
  );
  await expect(section.getByRole('listitem').filter({ hasText: 'Lotus Slots' })).toContainText('৳120.50');
  let funds = await fundsOf(page, request);
  expect(BigInt(funds.main.amountMinor)).toBe(BigInt(before.main.amountMinor) - 12050n);
  expect(funds.totalMinor).toBe(before.totalMinor);

  await section.getByLabel('Amount for Lotus Slots').fill('abc');
  await section
    .getByRole('listitem')
    .filter({ hasText: 'Lotus Slots' })
    .getByRole('button', { name: 'Transfer out' })
    .click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Lotus Slots' }).getByRole('alert')).toHaveText(
    'Please enter a valid amount.',
  );
  await section.getByLabel('Amount for Lotus Slots').fill('999999');
  await section
    .getByRole('listitem')
    .filter({ hasText: 'Lotus Slots' })
    .getByRole('button', { name: 'Transfer out' })
    .click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Lotus Slots' }).getByRole('alert')).toHaveText(
    'Your balance is not enough for this amount.',
  );

  await section.getByRole('button', { name: 'All back to main wallet' }).click();
  await expect(section.getByRole('status').first()).toHaveText('The transfer is done.');
  funds = await fundsOf(page, request);
  expect(funds.main.amountMinor).toBe(before.totalMinor);
  if (!isMobile)
    await expect(page.getByRole('banner').getByLabel('Balance')).toHaveText(
      `৳${Number(BigInt(funds.totalMinor) / 100n).toLocaleString('en-GB')}.${funds.totalMinor.slice(-2)}`,
    );
});

test('an agent sets a payment password and sends money to a downline; the account record shows it', async ({
  page,
  request,
  isMobile,
}) => {
  ops('credit-bonus', 'demoagent', '300', 'e2e', 'float');
  await logInAs(page, 'demoagent');
  await page.goto('/en/member?page=securityCenter');
  await hydrated(page);
  const account = page.getByRole('region', { name: 'My Account' });
  // The account may have its payment password from an earlier run at the other width: read the state once it shows.
  const state = account.getByRole('definition').filter({ hasText: /^(Set|Not set yet)/ });
  await expect(state).toBeVisible();
  const hasPassword = (await state.textContent()) === 'Set';
  if (!hasPassword) {
    await account.getByLabel('Login password').fill('Demo1234');
    await account.getByLabel('New payment password (6 digits)').fill('135790');
    await account.getByLabel('Confirm payment password').fill('135790');
    await account.getByRole('button', { name: 'Save payment password' }).click();
    await expect(account.getByRole('status')).toHaveText('Your payment password is saved.');
  }

  await openSection(page, 'Transfer', isMobile);
  await expect(page).toHaveURL(/page=transferUpline/);
  const transfer = page.getByRole('region', { name: 'Transfer' });
  await transfer.getByLabel('Send to').selectOption('demoplayer');
  await transfer.getByLabel('Amount').fill('25');
  await transfer.getByLabel('Payment password').fill('000000');
  await transfer.getByRole('button', { name: 'Send' }).click();
  await expect(transfer.getByRole('alert')).toHaveText('The payment password is incorrect.');
  await transfer.getByLabel('Payment password').fill('135790');
  await transfer.getByRole('button', { name: 'Send' }).click();
  await expect(transfer.getByRole('status')).toHaveText('৳25.00 was sent to demoplayer.');

  await openSection(page, 'Account Record', isMobile);
  const record = page.getByRole('region', { name: 'Account Record' });
  const row = record.getByRole('row').filter({ hasText: 'Transfer' }).first();
  await expect(row).toContainText('-৳25.00');
  // The summary reconciles: opening + in + out = closing, which is the main wallet's balance.
  const funds = await fundsOf(page, request);
  await expect(record.getByLabel('Main wallet over the period')).toContainText(
    `৳${(Number(funds.main.amountMinor) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );
  const download = page.waitForEvent('download');
  await record.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^account-record-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the member centre in Bengali: menu and wallet labels, money in Bengali digits', async ({ page, isMobile }) => {
  ops('credit-bonus', 'demoplayer', '10', 'e2e', 'bn');
  await logInAs(page, 'demoplayer', 'Demo1234', 'bn');
  await page.goto('/member?page=transferFund');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'আমার ওয়ালেট' });
  await expect(section.getByText('মূল ওয়ালেট', { exact: true })).toBeVisible();
  // Every built-in game plays the main wallet: no game wallets to fill.
  await expect(section.getByText('সব গেম আপনার মূল ওয়ালেট থেকেই খেলা হয়: কিছু ট্রান্সফার করার দরকার নেই।')).toBeVisible();
  await expect(section.getByRole('button', { name: 'জমা দিন' })).toHaveCount(0);
  await expect(section.getByText(/৳[০-৯,]+\.[০-৯]{2}/).first()).toBeVisible();
  await openSection(page, 'বোনাসের বিবরণ', isMobile, 'সদস্য কেন্দ্রের মেনু', 'মেনু খুলুন');
  await expect(
    page.getByRole('region', { name: 'বোনাসের বিবরণ' }).getByRole('row').filter({ hasText: 'বোনাস' }).first(),
  ).toBeVisible();
});
