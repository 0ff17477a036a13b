import { test, expect, hydrated } from './fixtures.ts';
import { ownAddress, tickConsent, uniqueName } from './accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test("the login and register modals show the merchant's banners, and a login ends in the after-login modal", async ({
  page,
}) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('img', { name: 'Log in to Lotus Play' })).toHaveAttribute(
    'src',
    '/images/banners/login-en.svg',
  );
  await login.getByLabel('Username').fill('demoplayer');
  await login.getByLabel('Password', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();

  // The register modal opens for guests only: leave the session, then check the Bengali banner.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/register');
  await hydrated(page);
  const register = page.getByRole('dialog', { name: 'নিবন্ধন' });
  await expect(register.getByRole('img', { name: 'লোটাস প্লে-তে যোগ দিন' })).toHaveAttribute(
    'src',
    '/images/banners/register-bn.svg',
  );
});

test('a first login (a new registration) gets the after-login modal with the first-deposit action', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the modal is the same at both widths');
  await page.goto('/en/register');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('img', { name: 'Join Lotus Play' })).toBeVisible();
  await dialog.getByLabel('Username').fill(uniqueName('first'));
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirm password').fill('Secret123');
  await tickConsent(dialog);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome.getByText('Your account is ready. Enjoy Lotus Play!')).toBeVisible();
  await welcome.getByRole('link', { name: 'Make your first deposit' }).click();
  await expect(page).toHaveURL(/\/en\/member\?page=depositv2$/);
});

test('the help modal lists the help topics from the footer, in English and Bengali', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help', exact: true }).click();
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('heading', { name: 'How do I deposit?' })).toBeVisible();
  await expect(help.getByRole('link', { name: 'All help topics' })).toHaveAttribute('href', '/en/help');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'সহায়তা', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'সহায়তা' }).getByRole('heading', { name: 'কীভাবে ডিপোজিট করব?' }),
  ).toBeVisible();
});
