/**
 * The agent centre (issue 18), in both languages and at both widths: demoagent opens it from the side menu, sees
 * the team overview's figures (the platform's own), registers a downline member, finds it in team management and
 * sends it money with a confirmation step; both balances agree with the platform afterwards. Esc closes it.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { logInAs, uniqueName } from './accounts.ts';
import { ops } from './ops.ts';
import { E2E_PORT } from './server-data.ts';
import { formatMoney } from '../../contract/rules/money.ts';
import { localDigits } from '../../contract/rules/digits.ts';
import { playerDay } from '../../contract/player-day.ts';

type Locale = 'en' | 'bn';
const PAYMENT_PASSWORD = '135790';

const messages = (locale: Locale): Record<string, string> =>
  Object.assign(
    {},
    ...['common', 'member', 'agent'].map((file) =>
      JSON.parse(fs.readFileSync(`locales/${locale}/${file}.json`, 'utf8')),
    ),
  );
const text = (m: Record<string, string>, key: string, params: Record<string, string> = {}) =>
  m[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

async function platformGet(page: Page, request: APIRequestContext, url: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  return (await (await request.get(url, { headers: { token: token!, language: 'en' } })).json()).value;
}

/** The payment password, set once through the security centre as the agent would (another spec may have set it). */
async function ensurePaymentPassword(page: Page) {
  await page.goto('/en/member?page=securityCenter');
  await hydrated(page);
  const account = page.getByRole('region', { name: 'My Account' });
  const state = account.getByRole('definition').filter({ hasText: /^(Set|Not set yet)/ });
  await expect(state).toBeVisible();
  if ((await state.textContent()) === 'Set') return;
  await account.getByLabel('Login password').fill('Demo1234');
  await account.getByLabel('New payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await account.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await account.getByRole('button', { name: 'Save payment password' }).click();
  await expect(account.getByRole('status')).toHaveText('Your payment password is saved.');
}

for (const locale of ['en', 'bn'] as const) {
  test(`an agent sees the team, registers a downline and sends it money (${locale})`, async ({
    page,
    request,
    isMobile,
  }) => {
    const m = messages(locale);
    ops('credit-bonus', 'demoagent', '300', `e2e-agent-${locale}`, 'float');
    await logInAs(page, 'demoagent');
    await ensurePaymentPassword(page);
    await page.goto(locale === 'en' ? '/en/' : '/');
    await hydrated(page);

    if (isMobile) await page.getByRole('banner').getByRole('button', { name: m['side.toggle'] }).click();
    await page.getByRole('button', { name: m['side.agentCentre'] }).click();
    const centre = page.getByRole('dialog', { name: m['agent.title'] });
    await expect(centre).toBeVisible();
    const open = async (key: string) => {
      if (isMobile) await centre.getByRole('button', { expanded: false }).click();
      await centre.getByRole('navigation', { name: m['agent.menu'] }).getByRole('button', { name: m[key] }).click();
      return centre.getByRole('region', { name: m[key] });
    };

    // Team overview: the last 30 days, the platform's figures in the page's digits.
    const now = Date.now();
    const from = playerDay(now - 29 * 86_400_000);
    const to = playerDay(now);
    const overview = centre.getByRole('region', { name: m['agent.teamOverview'] });
    const figures = overview.getByRole('definition');
    await expect(figures.first()).toBeVisible();
    const truth = await platformGet(page, request, `/wps/agent/team/overview?from=${from}&to=${to}`);
    expect(truth.members).toBeGreaterThanOrEqual(9);
    await expect(overview.getByRole('term').nth(0)).toHaveText(m['agent.overview.members']!);
    await expect(figures.nth(0)).toHaveText(localDigits(String(truth.members), locale));
    await expect(figures.nth(3)).toHaveText(formatMoney(truth.depositsMinor, locale, '৳'));
    await expect(figures.nth(5)).toHaveText(formatMoney(truth.betsMinor, locale, '৳'));
    expect(BigInt(truth.betsMinor)).toBeGreaterThan(0n);

    // Register a downline member under the public form's rules: a mismatch is refused first.
    const register = await open('agent.registerAccount');
    const username = uniqueName('dl')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 16);
    await register.getByLabel(m['auth.username']!, { exact: true }).fill(username);
    await register.getByLabel(m['auth.password']!, { exact: true }).fill('Secret123');
    await register.getByLabel(m['auth.confirmPassword']!, { exact: true }).fill('Secret124');
    await register.getByRole('button', { name: m['agent.register.submit'] }).click();
    await expect(register.getByRole('alert').first()).toBeVisible();
    await register.getByLabel(m['auth.confirmPassword']!, { exact: true }).fill('Secret123');
    await register.getByRole('button', { name: m['agent.register.submit'] }).click();
    await expect(register.getByRole('status')).toHaveText(text(m, 'agent.register.done', { name: username }));
    await expect(register.getByRole('img', { name: m['agent.register.qr'] })).toBeVisible();
    // The link is the platform's, built on PUBLIC_URL: unset on the e2e server, so whole on the address the server is
    // configured to listen on (issue 27: a QR code needs a whole address), in the page's language; never the
    // browser's origin.
    const invitation = register.getByRole('complementary', { name: m['agent.register.invitation'] });
    await expect(
      invitation.getByText(
        `http://127.0.0.1:${E2E_PORT}${locale === 'en' ? '/en' : ''}/register?affiliateCode=LOTUS1`,
        { exact: true },
      ),
    ).toBeVisible();

    // Team management: found by search, balance zero, then a transfer with its confirmation step.
    const team = await open('agent.teamManagement');
    await team.getByLabel(m['agent.team.search']!).fill(username);
    await team.getByRole('button', { name: m['agent.team.searchButton'] }).click();
    const row = team.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText(formatMoney('0', locale, '৳'));
    const before = await platformGet(page, request, '/wps/member/info/funds/consolidated');
    await row.getByRole('button', { name: text(m, 'agent.team.transferTo', { name: username }) }).click();
    const transfer = team.getByRole('region', { name: text(m, 'agent.team.transferTo', { name: username }) });
    await expect(transfer.getByRole('definition').first()).toHaveText(
      formatMoney(before.main.availableMinor, locale, '৳'),
    );
    await transfer.getByLabel(m['money.amount']!).fill('25');
    await transfer.getByLabel(m['transfer.paymentPassword']!).fill(PAYMENT_PASSWORD);
    await transfer.getByRole('button', { name: m['agent.transfer.next'] }).click();
    const amount = formatMoney('2500', locale, '৳');
    await expect(transfer).toContainText(text(m, 'agent.transfer.check', { amount, name: username }));
    await transfer.getByRole('button', { name: m['agent.transfer.confirm'] }).click();
    await expect(transfer.getByRole('status')).toHaveText(text(m, 'agent.transfer.sent', { amount, name: username }));
    await expect(row).toContainText(amount);

    // The balances agree with the platform: the agent is 25 down, the downline 25 up.
    const after = await platformGet(page, request, '/wps/member/info/funds/consolidated');
    expect(BigInt(before.main.amountMinor) - BigInt(after.main.amountMinor)).toBe(2500n);
    const listed = await platformGet(page, request, `/wps/agent/team/members?search=${username}`);
    expect(listed.items[0]).toMatchObject({ username, balanceMinor: '2500', level: 1 });

    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
  });
}

test('members never see the agent centre entry', async ({ page, isMobile }) => {
  await logInAs(page, 'demoplayer');
  await page.goto('/en/member?page=transferFund');
  await hydrated(page);
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Show or hide the menu' }).click();
  await expect(page.getByRole('button', { name: 'Agent Centre' })).toHaveCount(0);
});

test('every section of the agent centre has no serious or critical accessibility violation', async ({
  page,
  isMobile,
}) => {
  // Eight sections, each loaded and read by axe: more than the default 30 s on a shared 2-core machine.
  test.setTimeout(90_000);
  const m = messages('en');
  await logInAs(page, 'demoagent');
  await page.goto('/en/');
  await hydrated(page);
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: m['side.toggle'] }).click();
  await page.getByRole('button', { name: m['side.agentCentre'] }).click();
  const centre = page.getByRole('dialog', { name: m['agent.title'] });
  const keys = [
    'announcement',
    'teamOverview',
    'registerAccount',
    'teamManagement',
    'teamBetting',
    'userProfit',
    'myIncome',
    'transactionDetails',
  ];
  for (const key of keys) {
    if (isMobile) await centre.getByRole('button', { expanded: false }).click();
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: m[`agent.${key}`] })
      .click();
    await expect(centre.getByRole('region', { name: m[`agent.${key}`] })).toBeVisible();
    // The section's data has arrived (its calls are done) before the check reads it.
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).include('dialog').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${key} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  }
});

test('the member centre opens the agent centre for an agent', async ({ page, isMobile }) => {
  await logInAs(page, 'demoagent');
  await page.goto('/en/member?page=transferFund');
  await hydrated(page);
  if (isMobile) await page.getByRole('button', { name: 'Open the menu: My Wallet' }).click();
  await page
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: 'Agent Centre' })
    .click();
  const centre = page.getByRole('dialog', { name: 'Agent Centre' });
  const section = centre.getByRole('region', { name: 'Team Overview' });
  await expect(section).toBeVisible();
  // Wide screens: the side menu stands beside the section (the centre's sheet is linked, and wins over .button).
  if (!isMobile) {
    const menu = await centre.getByRole('navigation', { name: 'Agent centre menu' }).boundingBox();
    expect(menu!.x + menu!.width).toBeLessThanOrEqual((await section.boundingBox())!.x);
  }
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
});

test('the agent centre holds the contract pages the agent policy enables, after the team pages', async ({
  page,
  isMobile,
}) => {
  await logInAs(page, 'demoagent');
  await page.goto('/en/member?page=transferFund');
  await hydrated(page);
  if (isMobile) await page.getByRole('button', { name: 'Open the menu: My Wallet' }).click();
  await page
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: 'Agent Centre' })
    .click();
  const centre = page.getByRole('dialog', { name: 'Agent Centre' });
  const menu = centre.getByRole('navigation', { name: 'Agent centre menu' });
  if (isMobile) await centre.getByRole('button', { name: 'Team Overview' }).click();
  // demoagent has a downline agent, so every contract type can be offered (AGENTPOLICY3 is on in the demo).
  await expect(menu.getByRole('button')).toHaveText([
    'Announcement',
    'Team Overview',
    'Register Account',
    'Team Management',
    'Team Betting',
    'User Profit and Loss',
    'My Income',
    'Transaction Details',
    'Dividend',
    'Daily Salary',
    'Hourly Salary',
    'Real-time Salary',
  ]);
  await menu.getByRole('button', { name: 'Daily Salary' }).click();
  const section = centre.getByRole('region', { name: 'Daily Salary' });
  await expect(section.getByRole('heading', { name: 'Offer a contract' })).toBeVisible();
});
