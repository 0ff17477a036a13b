import { test, expect, hydrated } from './fixtures.ts';
import { logInAs, ownAddress, uniqueMobile } from './accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('a launch answering an address the frame must not show says "Invalid URL" (English and Bengali)', async ({
  page,
}) => {
  await logInAs(page, 'demoplayer');
  await expect(page).toHaveURL(/\/en\/$/);
  await page.route('**/wps/game/launchGameV2', (route) =>
    route.fulfill({ json: { success: true, value: { game_url: 'javascript:alert(1)' }, message: null } }),
  );
  await page.goto('/en/fish');
  await page.getByRole('main').getByRole('button', { name: 'Play Ocean Hunt' }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid URL, please contact customer service' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/fish/);

  // A bad address already stored (another tab, an old session) is named the same way on the game page.
  await page.evaluate(() => sessionStorage.setItem('iframeUrl', 'data:text/html,hi'));
  await page.goto('/game');
  await expect(page.getByRole('alert').filter({ hasText: 'অবৈধ ঠিকানা, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন' })).toBeVisible();
});

test("a refused SMS code comes as a warning dialog with the platform's message and a submit button", async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the form is the same at both widths');
  const mobile = uniqueMobile();
  // A code was just sent to this number (another tab): the platform refuses a second one for a while.
  const first = await request.post('/wps/verification/sms/noLogin', {
    data: { mobileNum: mobile, countryDialingCode: '880', purpose: 'login' },
  });
  expect(first.status()).toBe(200);

  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'Mobile code' }).click();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Send code' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning.getByRole('alert')).toHaveText(/Please wait \d+ seconds before asking for another code\./);
  await warning.getByRole('button', { name: 'Submit' }).click();
  await expect(warning).toHaveCount(0);
  await expect(login).toBeVisible();
});

test('a dead session says "You are not logged in, please login" and opens the login popup (English and Bengali)', async ({
  page,
  request,
}) => {
  await logInAs(page, 'demoagent');
  await expect(page).toHaveURL(/\/en\/$/);
  const endSession = async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).not.toBeNull();
    // The session ends elsewhere (another tab's logout, an operator, idle expiry).
    expect((await request.delete('/wps/session/logout', { headers: { token: token! } })).ok()).toBe(true);
  };
  await endSession();
  await page.goto('/en/');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('alert').filter({ hasText: 'You are not logged in, please login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await login.getByLabel('Username').fill('demoagent');
  await login.getByLabel('Password', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await endSession();
  await page.goto('/');
  await expect(
    page.getByRole('dialog', { name: 'লগ ইন' }).getByRole('alert').filter({ hasText: 'আপনি লগ ইন করেননি' }),
  ).toBeVisible();
});

test('modal code that cannot be loaded says the page took longer time to load', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same modal root at both widths');
  await page.goto('/en/');
  await hydrated(page);
  await page.route(/\/_astro\/AccountModal\.[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const problem = page.getByRole('dialog', { name: 'Network problem' });
  await expect(problem.getByRole('alert')).toHaveText(
    'The page took longer time to load, please check your network connectivity',
  );
  await problem.getByRole('button', { name: 'Close' }).click();
  await expect(problem).toHaveCount(0);
});
