/**
 * Customer service that answers (issue 19): a player opens customer service from /en/, writes in the popup,
 * an operator answers from the operators' page in a second browser context, and the player sees the answer
 * live; a VIP member reaches the VIP channel.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { E2E_DB } from '../../playwright.config.ts';

/** The demo's operators' password, generated at first start beside the database (platform/modules/chat/config.ts). */
function operatorsPassword(): string {
  return fs.readFileSync(path.join(path.dirname(E2E_DB), 'ops-chat-password'), 'utf8').trim();
}

/** Clicks Customer Service in the floating right bar (there on phones and wide screens) and returns the popup. */
async function openCustomerService(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Customer Service' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/en\/support\/chat/);
  return popup;
}

async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/en/ops/chat');
  await page.getByLabel('Operators’ password').fill(operatorsPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  return page;
}

test("a player writes to customer service from /en/ and sees the operator's answer live", async ({ page, browser }) => {
  await ownAddress(page);
  await logInAs(page, 'demoplayer');
  await page.goto('/en/');
  const chat = await openCustomerService(page);
  await expect(chat.getByRole('heading', { name: 'Customer service', exact: true })).toBeVisible();
  const question = `Where is my deposit? ${Date.now()}`;
  await chat.getByRole('textbox', { name: 'Write your message' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  const messages = chat.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(question)).toBeVisible();

  const operator = await operatorPage(browser);
  const conversation = operator
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: /demoplayer/ });
  await expect(conversation).toContainText('unread');
  await conversation.click();
  await expect(operator.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
  const answer = `Your deposit arrived. ${Date.now()}`;
  await operator.getByRole('textbox', { name: 'Write an answer' }).fill(answer);
  await operator.getByRole('button', { name: 'Send' }).click();

  // No reload: the answer reaches the open popup over the live channel.
  await expect(messages.getByText(answer)).toBeVisible({ timeout: 5000 });
  await expect(conversation).not.toContainText('unread');
  await operator.context().close();
});

test('a VIP member reaches the VIP channel, and operators see it marked first', async ({ page, browser }) => {
  await ownAddress(page);
  await logInAs(page, 'vipplayer');
  await page.goto('/en/');
  const chat = await openCustomerService(page);
  expect(new URL(chat.url()).searchParams.get('channel')).toBe('vip');
  await expect(chat.getByRole('heading', { name: 'VIP customer service' })).toBeVisible();
  await expect(chat.getByText('VIP channel')).toBeVisible();
  const text = `VIP question ${Date.now()}`;
  await chat.getByRole('textbox', { name: 'Write your message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

  const operator = await operatorPage(browser);
  const first = operator.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem').first();
  await expect(first).toContainText('vipplayer');
  await expect(first).toContainText('VIP');
  await operator.context().close();
});

test('the Bengali chat popup writes its opening hours in Bengali digits, as the rest of the Bengali site does', async ({
  page,
}) => {
  await ownAddress(page);
  await logInAs(page, 'demoplayer', 'Demo1234', 'bn');
  await page.goto('/support/chat');
  await expect(page.getByRole('heading', { name: 'গ্রাহক সেবা', exact: true })).toBeVisible();
  // Inside the hours the line is the hours; outside them it starts with "এখন বন্ধ · " (the demo is open 09:00–23:00
  // Dhaka time, so which one shows depends on when the test runs).
  await expect(page.getByText(/খোলা [০-৯]/)).toContainText('খোলা ০৯:০০–২৩:০০');
});
