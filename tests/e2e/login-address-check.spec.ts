import { test, expect, hydrated } from './fixtures.ts';
import { codeIn, latestMessage, tickConsent, uniqueName } from './accounts.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';

// An address outside the range the other specs use (accounts.ts ownAddress), so the switch touches no one else's login.
const SHARED_ADDRESS = '203.0.113.200';

test('with LOGINIPVERIF3 on, a login from an address where another account was registered asks for the mailed code (English)', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the form is the same at both widths; one switch for the whole server');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': SHARED_ADDRESS });
  // Someone registers from this address.
  await page.goto('/en/register');
  await hydrated(page);
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Username').fill(uniqueName('shared'));
  await register.getByLabel('Password', { exact: true }).fill('Secret123');
  await register.getByLabel('Confirm password').fill('Secret123');
  await tickConsent(register);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  // Signed out again: the tab's keys and the session cookie a new page would restore the session from.
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();

  ops('flag', 'loginAddressCheck', 'on');
  try {
    await page.waitForTimeout(SETTINGS_VISIBLE_MS);
    await page.goto('/en/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('vipplayer');
    await login.getByLabel('Password', { exact: true }).fill('Demo1234');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('alert')).toContainText(
      'For your security, enter the verification code we sent to vi***@example.com.',
    );
    const code = codeIn(await latestMessage(request, 'email', 'vipplayer@example.com'));
    await login.getByLabel('Verification code').fill(code);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  } finally {
    ops('flag', 'loginAddressCheck', 'off');
  }
});
