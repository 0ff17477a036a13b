import { test, expect, hydrated } from './fixtures.ts';
import { ops, SETTINGS_VISIBLE_MS } from './ops.ts';
import { ownAddress } from './accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const FLAGS = ['mobileRegistration', 'CHNGPASSVERIF3', 'freePlay'] as const;

test("the operator's switches reach the forms without a rebuild: mobile registration, reset by phone, free play", async ({
  page,
}) => {
  // Three waits for the settings to show (up to 40 s together) and a dozen dialogs: more than the default 30 s.
  test.setTimeout(90_000);
  const look = async () => {
    await page.goto('/en/register');
    await hydrated(page);
    const register = page.getByRole('dialog', { name: 'Register' });
    // The username tab is there from the start; the form is ready when its settings have filled the fields.
    await expect(register.getByLabel('Username')).toBeVisible();
    await expect(register.getByRole('button', { name: 'Register', exact: true })).toBeEnabled();
    const mobileTab = await register.getByRole('tab', { name: 'With a mobile number' }).count();
    await register.getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    // SMS login stays on: its tab shows that the form has read the platform's switches.
    await expect(login.getByRole('tab', { name: 'Mobile code' })).toBeVisible();
    const freePlay = await login.getByRole('button', { name: 'Try for free' }).count();
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(forgot.getByRole('button', { name: 'Send' })).toBeEnabled();
    const phoneReset = await forgot.getByRole('tab', { name: 'By mobile number' }).count();
    return { mobileTab, freePlay, phoneReset };
  };

  await expect.poll(look, { timeout: SETTINGS_VISIBLE_MS * 2 }).toEqual({ mobileTab: 1, freePlay: 1, phoneReset: 1 });
  for (const flag of FLAGS) ops('flag', flag, 'off');
  try {
    await expect.poll(look, { timeout: SETTINGS_VISIBLE_MS * 3 }).toEqual({ mobileTab: 0, freePlay: 0, phoneReset: 0 });
  } finally {
    for (const flag of FLAGS) ops('flag', flag, 'on');
  }
  await expect.poll(look, { timeout: SETTINGS_VISIBLE_MS * 3 }).toEqual({ mobileTab: 1, freePlay: 1, phoneReset: 1 });
});
