import { test, expect, hydrated } from './fixtures.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';
import { codeIn, latestMessage, memberOf, ownAddress, untilNextPage } from './accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

async function openLogin(page: import('@playwright/test').Page, path = '/en/') {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('log in by username: session stored, header shows the account, the platform knows the token', async ({
  page,
  request,
}) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('  demoplayer ');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Start playing' }).click();
  await expect(page.getByRole('banner').getByText('demoplayer')).toBeVisible();
  const { status, member } = await memberOf(page, request);
  expect(status).toBe(200);
  expect(member?.username).toBe('demoplayer');
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('0');
});

test('the Bengali /login page logs in and goes home', async ({ page, request }) => {
  await page.goto('/login');
  await hydrated(page);
  const form = page.getByRole('main');
  await form.getByLabel('ইউজারনেম').fill('demoplayer');
  await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Demo1234');
  await form.getByRole('button', { name: 'লগ ইন' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await memberOf(page, request)).member?.username).toBe('demoplayer');
});

test('the submit waits for the disclaimer box; wrong credentials get one message, then the captcha', async ({
  page,
  isMobile,
}) => {
  test.skip(
    isMobile,
    'the failures count against demoplayer across both runs (captcha threshold, then the lock); the form is the same on phones',
  );
  const dialog = await openLogin(page);
  const submit = dialog.getByRole('button', { name: 'Log in' });
  await dialog.getByRole('checkbox', { name: /21 or older/ }).uncheck();
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /21 or older/ }).check();
  await dialog.getByLabel('Username').fill('demoplayer');
  const messages: string[] = [];
  for (const [user, password] of [
    ['demoplayer', 'wrong-1'],
    ['nobody-here', 'Demo1234'],
    ['demoplayer', 'wrong-2'],
  ]) {
    await dialog.getByLabel('Username').fill(user!);
    await dialog.getByLabel('Password', { exact: true }).fill(password!);
    await submit.click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toBeVisible();
    messages.push((await alert.textContent()) ?? '');
  }
  // Unknown user and wrong password read the same.
  expect(new Set(messages).size).toBe(1);
  await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
});

test('remember me fills the username on the next visit; logout asks first and kills the token', async ({
  page,
  request,
}) => {
  let dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('demoplayer');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Start playing' }).click();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await expect(confirm.getByText('Are you sure you want to log out?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // Logout navigates home: ask again while the page changes under the question.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')).catch(() => 'navigating')).toBeNull();
  expect((await request.get('/wps/member/info', { headers: { token: token! } })).status()).toBe(401);

  dialog = await openLogin(page);
  await expect(dialog.getByLabel('Username')).toHaveValue('demoplayer');
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
});

test('password 123456 forces a change without the old password, then the new one works', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the desktop run has already changed the seeded 123456 password; the form is the same on phones');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('forcedchange');
  await dialog.getByLabel('Password', { exact: true }).fill('123456');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByText('forcedchange')).toBeVisible();
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill('Fresh2026');
  await change.getByLabel('Confirm new password').fill('Fresh2027');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Incorrect confirmation input')).toBeVisible();
  await change.getByLabel('Confirm new password').fill('Fresh2026');
  // The page was already /en/: wait for the home page the change goes to.
  await untilNextPage(page, () => change.getByRole('button', { name: 'Change password' }).click());
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);
  expect((await memberOf(page, request)).member?.username).toBe('forcedchange');
  // (The end-to-end database is made afresh for every run, so the demo account is back to 123456 next time.)
});

test('SMS login: the tab follows the flag, the code comes through the outbox', async ({ page, request, isMobile }) => {
  test.skip(
    isMobile,
    'one SMS code per countdown per number: the desktop run has just sent one; the form is the same on phones',
  );
  let dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Mobile code' }).click();
  await dialog.getByLabel('Mobile number').fill('1711000001');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = codeIn(await latestMessage(request, 'sms', '1711000001'));
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  expect((await memberOf(page, request)).member?.username).toBe('demoplayer');

  ops('flag', 'smsLogin', 'off');
  try {
    await expect
      .poll(
        async () => {
          // A guest again: the session cookie would give a tab without a token its session back (issue 13).
          await page.context().clearCookies();
          await page.evaluate(() => sessionStorage.clear());
          dialog = await openLogin(page);
          return dialog.getByRole('tab').count();
        },
        { timeout: SETTINGS_VISIBLE_MS * 2 },
      )
      .toBe(0);
  } finally {
    ops('flag', 'smsLogin', 'on');
  }
});

test('free play opens a trial session that is told to register on member pages', async ({ page, request }) => {
  const dialog = await openLogin(page);
  // The page was already /en/: wait for the home page the free play goes to.
  await untilNextPage(page, () => dialog.getByRole('button', { name: 'Try for free' }).click());
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);
  const { member } = await memberOf(page, request);
  expect(member?.isAgent).toBe(4);
  await page.goto('/en/member');
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning.getByText('Please register an account first')).toBeVisible();
  await warning.getByRole('button', { name: 'Register now' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test('a guest on a member page gets the login popup', async ({ page }) => {
  await page.goto('/en/member');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
