/**
 * Firebase sign-in against the real Auth emulator (started by playwright.config.ts, offline, project demo-lotus).
 * Phone login runs end to end in the page. Google's popup cannot run offline (both the SDK and the emulator's
 * helper iframe load gapi from apis.google.com), so the Google test takes the emulator's own Google sign-in
 * over its REST API (what its popup page does) and sends that token to the platform as the site does.
 */
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { memberOf, ownAddress, tickConsent } from './accounts.ts';
import { encryptBody } from '../../contract/rules/encrypted-body.ts';
import { E2E_EMULATOR_PORT } from './server-data.ts';

const EMULATOR = `http://127.0.0.1:${E2E_EMULATOR_PORT}`;
const PROJECT = 'demo-lotus';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test("Firebase phone login with firebaseSms on: the code comes from the emulator and opens demoplayer's session", async ({
  page,
  request,
}) => {
  ops('flag', 'firebaseSms', 'on');
  try {
    await page.goto('/en/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('tab', { name: 'Mobile code' }).click();
    await dialog.getByLabel('Mobile number').fill('1711000001');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await emulatorCode(request, '+8801711000001');
    // Our own SMS outbox is not used when Firebase sends the code.
    const outbox = (await (await request.get('/wps/dev/outbox?channel=sms')).json()).value as { body: string }[];
    expect(outbox.some((m) => m.body.includes(code))).toBe(false);
    await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('The verification code is invalid.')).toBeVisible();
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    const { status, member } = await memberOf(page, request);
    expect(status).toBe(200);
    expect(member?.username).toBe('demoplayer');
  } finally {
    ops('flag', 'firebaseSms', 'off');
  }
});

/** The newest code the emulator issued for a number (its REST API; the emulator sends no SMS). */
async function emulatorCode(request: import('@playwright/test').APIRequestContext, e164: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const listed = await (await request.get(`${EMULATOR}/emulator/v1/projects/${PROJECT}/verificationCodes`)).json();
      code =
        (listed.verificationCodes as { phoneNumber: string; code: string }[])
          .filter((c) => c.phoneNumber === e164)
          .at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('registration on the mobile tab with firebaseSms and SMS verification on: Firebase proves the number', async ({
  page,
  request,
}) => {
  const mobile = `018${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  ops('flag', 'firebaseSms', 'on');
  ops('flag', 'smsVerification', 'on');
  try {
    let dialog = page.getByRole('dialog', { name: 'Register' });
    await expect
      .poll(
        async () => {
          await page.goto('/en/register');
          await hydrated(page);
          dialog = page.getByRole('dialog', { name: 'Register' });
          await dialog.getByRole('tab', { name: 'With a mobile number' }).click();
          return dialog.getByLabel('Verification code').count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByLabel('Confirm password').fill('Secret123');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await emulatorCode(request, `+880${mobile.slice(1)}`);
    await dialog.getByLabel('Verification code').fill(code);
    await tickConsent(dialog);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    const { member } = await memberOf(page, request);
    expect(member).toMatchObject({ username: mobile, mobileNum: mobile, countryDialingCode: '880' });
  } finally {
    ops('flag', 'smsVerification', 'off');
    ops('flag', 'firebaseSms', 'off');
  }
});

test('the login form offers Google and Facebook sign-in, and loads no Firebase code until used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const social = dialog.getByRole('group', { name: 'Sign in with another account' });
  await expect(social.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  await expect(social.getByRole('button', { name: 'Sign in with Facebook' })).toBeEnabled();
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.length).toBeGreaterThan(0);
  // Strings only the Firebase SDK carries (its API host and its error prefix).
  expect(
    bodies.some((text) => text.includes('identitytoolkit.googleapis.com') || text.includes('Firebase: Error')),
  ).toBe(false);
});

test('a Google identity from the emulator logs in through the platform and is linked once', async ({ request }) => {
  const googleSub = `g${Date.now()}`;
  const signIn = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      data: {
        requestUri: 'http://127.0.0.1/',
        returnSecureToken: true,
        postBody: `providerId=google.com&id_token=${encodeURIComponent(JSON.stringify({ sub: googleSub, email: 'ann.lee@example.com', email_verified: true, name: 'Ann Lee' }))}`,
      },
    },
  );
  expect(signIn.ok()).toBe(true);
  const { idToken } = await signIn.json();
  const key = (await (await request.get('/wps/system/crypto-key')).json()).value;
  const login = async () =>
    (
      await request.post('/wps/session/login/firebase', {
        data: { enc: await encryptBody({ idToken }, key, Date.now()) },
        headers: { 'x-forwarded-for': '198.51.100.240' },
      })
    ).json();
  const first = await login();
  expect(first.success).toBe(true);
  expect(first.value.forceChange).toBe(false);
  expect(first.value.member.username).toMatch(/^annlee[a-z2-9]{6}$/);
  const info = await (await request.get('/wps/member/info', { headers: { token: first.value.token } })).json();
  expect(info.value.username).toBe(first.value.member.username);
  const second = await login();
  expect(second.value.member.id).toBe(first.value.member.id);
});
