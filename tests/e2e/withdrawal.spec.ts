/**
 * Withdrawal end to end: the demo player gets a bonus (ops), sets a payment password in My Account when it
 * is missing, adds a payee account and withdraws; the operator approves and pays (ops); the player reports
 * "not received" with a proof image made here, then confirms "received". The platform's own answers are
 * checked at each step.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { ownAddress, uniqueMobile } from './accounts.ts';
import { tinyPng } from '../support/images.ts';

const PAYMENT_PASSWORD = '246802';

async function platform(page: Page, request: APIRequestContext, path: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get(path, { headers: { token: token ?? '', language: 'en' } });
  expect(response.status()).toBe(200);
  return (await response.json()).value;
}

test.afterEach(() => {
  ops('withdrawal', 'set', 'turnover', '100');
});

test('withdraw: payee account, held order, ops approve and pay, not received with proof, then received', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one run of the money flow is enough; the section is the same on phones');
  await ownAddress(page);
  // An earlier spec deposits for demoplayer, which would owe turnover on it; this flow is about the
  // withdrawal itself (turnover has its own platform tests), so the operator waives it for the run.
  ops('withdrawal', 'set', 'turnover', '0');
  expect(ops('credit-bonus', 'demoplayer', '1000', 'e2e', 'withdrawal')).toMatch(/bonus 1000.00 to demoplayer/);

  await page.goto('/en/login');
  await hydrated(page);
  const login = page.getByRole('main');
  await login.getByLabel('Username').fill('demoplayer');
  await login.getByLabel('Password', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/$/);

  await page.goto('/en/member?page=withdraw');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Withdraw' });
  await expect(section.getByRole('heading', { name: 'My withdrawals' })).toBeVisible();

  // A payee account first: a wrong number is refused in the form, the right one saved.
  await section.getByLabel('Account type').selectOption({ label: 'bKash' });
  await section.getByLabel('Account holder name').fill('Demo Player');
  await section.getByLabel('Account number').fill('12345');
  await section.getByRole('button', { name: 'Save account' }).click();
  await expect(section.getByText('Please enter the 11-digit wallet number (01XXXXXXXXX).')).toBeVisible();
  const wallet = uniqueMobile();
  await section.getByLabel('Account number').fill(wallet);
  await section.getByRole('button', { name: 'Save account' }).click();
  await expect(section.getByText('The account was saved.')).toBeVisible();
  const payees = (await platform(page, request, '/wps/member/payees')).payees;
  expect(payees.at(-1)).toMatchObject({
    kind: 'bkash',
    holderName: 'Demo Player',
    accountNumber: `${wallet.slice(0, 3)}•••••${wallet.slice(-3)}`,
  });

  // The payment password, set in My Account when the player has none yet.
  if (!(await platform(page, request, '/wps/member/withdrawals/rules')).hasPaymentPassword) {
    await section.getByRole('link', { name: 'Set it in My Account' }).click();
    await hydrated(page);
    const account = page.getByRole('region', { name: 'My Account' });
    await account.getByLabel('Login password').fill('Demo1234');
    await account.getByLabel('New payment password (6 digits)').fill(PAYMENT_PASSWORD);
    await account.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await account.getByRole('button', { name: 'Save payment password' }).click();
    await expect(account.getByText('Your payment password is saved.')).toBeVisible();
    await page.goto('/en/member?page=withdraw');
    await hydrated(page);
  }

  await section.getByLabel('Amount').fill('50');
  await section.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await section.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(section.getByText(/The amount must be between .*100\.00 and .*25,000\.00\./)).toBeVisible();
  await section.getByLabel('Amount').fill('150');
  await section.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(section.getByText(/Your withdrawal of .*150\.00 is in process\./)).toBeVisible();

  const [placed] = (await platform(page, request, '/wps/member/withdrawals')).items;
  expect(placed).toMatchObject({ amount: '150.00', status: 'in_process', confirmation: null });
  const order = section.getByRole('listitem', { name: `Order ${placed.id}` });
  await expect(order).toContainText('In process');
  const funds = await platform(page, request, '/wps/member/info/funds/consolidated');
  expect(funds.main).toMatchObject({ held: '150.00' });

  // The operator approves (still held, the player is told) and pays (the hold is posted).
  expect(ops('withdrawal', 'approve', String(placed.id))).toMatch(/approved/);
  expect((await platform(page, request, '/wps/member/messages')).items[0]).toMatchObject({
    kind: 'withdrawal_approved',
  });
  expect(ops('withdrawal', 'pay', String(placed.id))).toMatch(/paid/);
  await page.reload();
  await hydrated(page);
  await expect(order).toContainText('Paid');
  await expect(
    order.getByText('If you do not confirm within 30 minutes it counts as received.', { exact: false }),
  ).toBeVisible();
  // On a 360 px phone the three confirmation buttons wrap inside the card instead of pushing the page sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const name of ['Received', 'Full payment', 'Not received']) {
    const button = await order.getByRole('button', { name, exact: true }).boundingBox();
    expect(button!.x + button!.width, name).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await platform(page, request, '/wps/member/info/funds/consolidated')).main).toMatchObject({ held: '0.00' });

  // Not received: a script named .png is stopped in the browser; a real PNG goes through.
  await order.getByRole('button', { name: 'Not received' }).click();
  const axe = await new AxeBuilder({ page }).include('.member-section').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const proof = order.getByLabel(/Proof images/);
  await proof.setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('#!/bin/sh\necho not an image\n'),
  });
  await order.getByRole('button', { name: 'Send report' }).click();
  await expect(order.getByRole('alert')).toHaveText('Only PNG or JPG images are accepted.');
  await proof.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
  await order.getByRole('button', { name: 'Send report' }).click();
  await expect(order).toContainText('Not received');
  await expect(order).toContainText('1 proof image(s) sent.');
  const reported = (await platform(page, request, '/wps/member/withdrawals')).items.find(
    (w: { id: number }) => w.id === placed.id,
  );
  expect(reported).toMatchObject({ status: 'paid', confirmation: 'not_received', proofCount: 1, canConfirm: true });

  // Then the money arrives after all: received closes the order.
  await order.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(order.getByRole('button', { name: 'Received', exact: true })).toHaveCount(0);
  await expect(order).toContainText('Received');
  const closed = (await platform(page, request, '/wps/member/withdrawals')).items.find(
    (w: { id: number }) => w.id === placed.id,
  );
  expect(closed).toMatchObject({ confirmation: 'received', confirmedBy: 'player', canConfirm: false });
});
