/** Helpers for the account specs: a visitor address of their own, the development outbox, direct API checks. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

let visitor = 0;

/**
 * Each test comes from its own address (through X-Forwarded-For, which the e2e server trusts from
 * loopback), so per-address limits and the captcha after failed logins stay with the test that caused them.
 */
export async function ownAddress(page: Page): Promise<string> {
  visitor += 1;
  // Never the same address twice in a run: the platform counts login failures and requests per address for
  // 15 minutes, and addresses that wrapped after 250 tests handed a later test an earlier one's failures (a captcha
  // where none was due). Each visitor also gets a /24 of its own: the referral hold treats one /24 as one household.
  // 100.64.0.0/10 (shared address space) has room, and no country, like the documentation nets.
  const address = `100.${64 + (process.pid % 64)}.${visitor % 256}.${(Math.floor(visitor / 256) % 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

/** A Bangladeshi mobile number nobody has registered yet (national form, 11 digits). */
export function uniqueMobile(): string {
  return `017${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest development-outbox message for a recipient (digits of a phone number, or an email address). */
export async function latestMessage(
  request: APIRequestContext,
  channel: 'sms' | 'email',
  recipient: string,
): Promise<OutboxMessage> {
  const digits = recipient.replace(/\D/g, '').replace(/^0+/, '');
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/wps/dev/outbox?channel=${channel}`);
        const messages = ((await response.json()).value ?? []) as OutboxMessage[];
        found = messages.find((m) =>
          channel === 'sms' ? m.recipient.replace(/\D/g, '').endsWith(digits) : m.recipient === recipient.toLowerCase(),
        );
        return found !== undefined;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  return found!;
}

export function codeIn(message: OutboxMessage): string {
  const code = message.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

/** The member the page's session belongs to, asked of the platform with the page's own token. */
export async function memberOf(
  page: Page,
  request: APIRequestContext,
): Promise<{ status: number; member: Record<string, unknown> | null }> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get('/wps/member/info', { headers: token ? { token } : {} });
  const body = await response.json();
  return { status: response.status(), member: body.value };
}

/** Logs in through the /login page as a person would, and waits for the session to be in place. */
export async function logInAs(
  page: Page,
  username: string,
  password = 'Demo1234',
  locale: 'en' | 'bn' = 'en',
): Promise<void> {
  await page.goto(locale === 'en' ? '/en/login' : '/login');
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  const form = page.getByRole('main');
  await form.getByLabel(locale === 'en' ? 'Username' : 'ইউজারনেম').fill(username);
  await form.getByLabel(locale === 'en' ? 'Password' : 'পাসওয়ার্ড', { exact: true }).fill(password);
  // The /login page goes home once the session is open: wait for that page before going anywhere else.
  await untilNextPage(page, () => form.getByRole('button', { name: locale === 'en' ? 'Log in' : 'লগ ইন' }).click());
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
}

/** The register dialog's labels, as a person reads them in each language. */
const REGISTER_TEXT = {
  en: {
    prefix: '/en',
    dialog: 'Register',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Register',
    welcome: 'Welcome',
  },
  bn: {
    prefix: '',
    dialog: 'নিবন্ধন',
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
    submit: 'নিবন্ধন করুন',
    welcome: 'স্বাগতম',
  },
} as const;

/**
 * Ticks the registration form's two consent boxes (age and terms), as the player must: they start unticked
 * (issue 27). Works in both languages.
 */
export async function tickConsent(form: Locator): Promise<void> {
  await form.getByRole('checkbox', { name: /21|২১/ }).check();
  await form.getByRole('checkbox', { name: /terms|শর্তাবলি/ }).check();
}

/**
 * Registers a new member through the /register page's dialog, as a person would, and waits for the welcome
 * dialog: the session is open when this returns.
 */
export async function registerThroughPage(
  page: Page,
  username: string,
  password: string,
  locale: 'en' | 'bn',
): Promise<void> {
  const t = REGISTER_TEXT[locale];
  await page.goto(`${t.prefix}/register`);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  const register = page.getByRole('dialog', { name: t.dialog });
  await register.getByLabel(t.username).fill(username);
  await register.getByLabel(t.password, { exact: true }).fill(password);
  await register.getByLabel(t.confirm).fill(password);
  await tickConsent(register);
  // The dialog's heading tab is named like its submit button; the submit button comes last.
  await register.getByRole('button', { name: t.submit, exact: true }).last().click();
  // The welcome dialog follows the registration's answer; a machine busy with other runs needs more than 5 s.
  await expect(page.getByRole('dialog', { name: t.welcome })).toBeVisible({ timeout: 15_000 });
}

/**
 * Runs an action that ends in a full page load (the account flows go home with location.assign) and waits for
 * that load, so the next look at the page is at the new page, not the old one still showing the same header.
 */
export async function untilNextPage(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
}
