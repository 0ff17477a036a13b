/**
 * Feedback end to end: the demo player sends a complaint with two images made here (the form checks the text
 * first), the operator replies with the ops verb, and the player sees the reply in their list and as a new
 * member message (the unread count goes up). Then the avatar: chosen in My Account, shown in the header.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { tinyJpeg, tinyPng } from '../support/images.ts';

async function platform(
  page: Page,
  request: APIRequestContext,
  path: string,
  method: 'GET' | 'POST' = 'GET',
  data?: unknown,
) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { token: token ?? '', language: 'en' };
  const response =
    method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  expect(response.status()).toBe(200);
  return (await response.json()).value;
}

test('feedback: a complaint with two images, the operator replies, the player sees the reply and a message', async ({
  page,
  request,
}) => {
  await ownAddress(page);
  await logInAs(page, 'demoplayer');
  await page.goto('/en/member?page=feedback');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Feedback' });
  await expect(section.getByRole('heading', { name: 'My feedback' })).toBeVisible();

  // The form's own checks: nothing chosen, nothing written, then too long.
  await section.getByRole('button', { name: 'Send feedback' }).click();
  await expect(section.getByText('Please choose the kind of feedback.')).toBeVisible();
  await expect(section.getByText('Please write your feedback.')).toBeVisible();
  await section.getByLabel('Kind of feedback').selectOption({ label: 'Complaint' });
  await section.getByLabel('Your feedback').fill('x'.repeat(141));
  await expect(section.getByText('141 of 140 characters')).toBeVisible();
  await section.getByRole('button', { name: 'Send feedback' }).click();
  await expect(section.getByText('Feedback must be 1 to 140 characters long.')).toBeVisible();

  const content = `My deposit did not arrive ${Date.now()}`;
  await section.getByLabel('Your feedback').fill(content);
  await section.getByLabel(/^Images/).setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() },
    { name: 'bank.jpg', mimeType: 'image/jpeg', buffer: tinyJpeg() },
  ]);
  await section.getByRole('button', { name: 'Send feedback' }).click();
  await expect(section.getByText('Thank you. Your feedback was sent.')).toBeVisible();

  const mine = (await platform(page, request, '/wps/member/feedback')).items[0];
  expect(mine).toMatchObject({ type: 'complaint', content, status: 'open', imageCount: 2, reply: null });
  const item = section.getByRole('listitem', { name: `Feedback ${mine.id}` });
  await expect(item).toContainText('Waiting for a reply');
  await expect(item).toContainText('2 image(s)');
  await expect(item).toContainText(content);
  const axe = await new AxeBuilder({ page }).include('.member-section').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The operator answers; the player has one more unread message.
  const unreadBefore = (await platform(page, request, '/wps/relay/CSP_unreadCount')).unreadCount as number;
  const reply = `We found your deposit and credited it ${mine.id}.`;
  expect(ops('feedback', 'list', 'open')).toContain(content);
  expect(ops('feedback', 'reply', String(mine.id), reply)).toMatch(/answered/);
  expect((await platform(page, request, '/wps/relay/CSP_unreadCount')).unreadCount).toBe(unreadBefore + 1);

  await page.reload();
  await hydrated(page);
  await expect(item).toContainText('Answered');
  await expect(item.getByText(reply)).toBeVisible();

  // The message itself, in Platform Information.
  await page.goto('/en/member?page=messageV2');
  await hydrated(page);
  const inbox = page.getByRole('region', { name: 'Platform Information' });
  await expect(inbox.getByRole('heading', { name: /Your feedback was answered/ }).first()).toBeVisible();
  await expect(inbox.getByText(reply)).toBeVisible();
});

test('avatar: chosen in My Account, shown in the header and kept', async ({ page, request }) => {
  await ownAddress(page);
  await logInAs(page, 'demoplayer');
  await page.goto('/en/member?page=securityCenter');
  await hydrated(page);
  const account = page.getByRole('region', { name: 'My Account' });
  const choices = account.getByRole('group', { name: 'Choose your avatar' });
  await expect(choices.getByRole('radio')).toHaveCount(6);
  const next = (await platform(page, request, '/wps/member/info/icon')).icon === 'peacock' ? 'Boat' : 'Peacock';
  await choices.getByRole('radio', { name: next }).check();
  await account.getByRole('button', { name: 'Save avatar' }).click();
  await expect(account.getByText('Your avatar is saved.')).toBeVisible();
  const file = `/images/avatars/${next.toLowerCase()}.svg`;
  const headerAvatar = page.locator('header .header-avatar');
  await expect(headerAvatar).toHaveAttribute('src', file);
  expect((await platform(page, request, '/wps/relay/MCSFE_getPlayerAvatar')).avatar).toBe(file);

  await page.goto('/en/');
  await hydrated(page);
  await expect(headerAvatar).toHaveAttribute('src', file);
  await expect(headerAvatar).toBeVisible();
  expect(await headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the Bengali feedback form counts characters in Bengali digits', async ({ page }) => {
  await ownAddress(page);
  await logInAs(page, 'demoplayer', 'Demo1234', 'bn');
  await page.goto('/member?page=feedback');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText('১৪০-এর মধ্যে ০ অক্ষর')).toBeVisible();
  await main.getByLabel('আপনার মতামত').fill('x'.repeat(141));
  await expect(main.getByText('১৪০-এর মধ্যে ১৪১ অক্ষর')).toBeVisible();
  await main.getByRole('button', { name: 'মতামত পাঠান' }).click();
  await expect(main.getByText('মতামত ১ থেকে ১৪০ অক্ষরের মধ্যে হতে হবে।')).toBeVisible();
});
