/**
 * Customer service that answers (issue 19): a player opens customer service from /en/, writes in the popup,
 * an operator answers from the operators' page in a second browser context, and the player sees the answer
 * live over the WebSocket (its frames are watched); where a WebSocket cannot open, the event stream carries
 * it instead; a VIP member reaches the VIP channel.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { E2E_DATA_DIR } from './server-data.ts';

/** The demo's operators' password, generated at first start beside the database (platform/modules/chat/config.ts). */
function operatorsPassword(): string {
  return fs.readFileSync(path.join(E2E_DATA_DIR, 'ops-chat-password'), 'utf8').trim();
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

/** Stands in for a network where WebSockets cannot open (a proxy refusing the upgrade): every socket fails at once. */
function blockWebSockets() {
  window.WebSocket = class extends EventTarget {
    readonly readyState = 3;
    constructor() {
      super();
      setTimeout(() => {
        this.dispatchEvent(new Event('error'));
        this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
      }, 0);
    }
    close() {}
    send() {}
  } as unknown as typeof WebSocket;
}

/** The operator opens demoplayer's conversation and answers with `text`. */
async function operatorAnswers(operator: Page, text: string): Promise<void> {
  await operator
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: /demoplayer/ })
    .click();
  await operator.getByRole('textbox', { name: 'Write an answer' }).fill(text);
  await operator.getByRole('button', { name: 'Send' }).click();
  await expect(operator.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
}

test("a player writes to customer service from /en/ and sees the operator's answer live", async ({ page, browser }) => {
  await ownAddress(page);
  await logInAs(page, 'demoplayer');
  await page.goto('/en/');
  // The popup's socket frames, watched from the moment the popup exists.
  const frames: string[] = [];
  page.on('popup', (popup) =>
    popup.on('websocket', (socket) => {
      if (socket.url().endsWith('/wps/chat/socket'))
        socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
    }),
  );
  const chat = await openCustomerService(page);
  await expect(chat.locator('body')).toHaveAttribute('data-live', 'socket');
  await expect(chat.locator('body')).toHaveAttribute('data-live-up', 'true');
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

  // No reload: the answer reaches the open popup over the socket (polling would take 30 s with it up).
  await expect(messages.getByText(answer)).toBeVisible({ timeout: 5000 });
  expect(frames.some((frame) => frame.includes('"kind":"message"'))).toBe(true);
  expect(frames.join('')).not.toContain(answer);
  await expect(conversation).not.toContainText('unread');
  await expect(chat.locator('body')).toHaveAttribute('data-live', 'socket');
  await operator.context().close();
});

test('where a WebSocket cannot open, the popup takes the event stream and still sees the answer live', async ({
  page,
  browser,
}) => {
  await ownAddress(page);
  await page.context().addInitScript(blockWebSockets);
  await logInAs(page, 'demoplayer');
  await page.goto('/en/support/chat');
  await expect(page.getByRole('heading', { name: 'Customer service', exact: true })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-live', 'stream');
  await expect(page.locator('body')).toHaveAttribute('data-live-up', 'true');
  const operator = await operatorPage(browser);
  const answer = `Answered over the stream ${Date.now()}`;
  await operatorAnswers(operator, answer);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible({ timeout: 5000 });
  await operator.context().close();
});

test.describe('in Bengali on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the popup's socket brings the operator's answer without a reload", async ({ page, browser }) => {
    await ownAddress(page);
    await logInAs(page, 'demoplayer', 'Demo1234', 'bn');
    await page.goto('/support/chat');
    await expect(page.getByRole('heading', { name: 'গ্রাহক সেবা', exact: true })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-live', 'socket');
    await expect(page.locator('body')).toHaveAttribute('data-live-up', 'true');
    const operator = await operatorPage(browser);
    const answer = `আপনার জমা পৌঁছেছে ${Date.now()}`;
    await operatorAnswers(operator, answer);
    await expect(page.getByRole('list', { name: 'বার্তা' }).getByText(answer)).toBeVisible({ timeout: 5000 });
    await expect(page.locator('body')).toHaveAttribute('data-live', 'socket');
    await operator.context().close();
  });
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
