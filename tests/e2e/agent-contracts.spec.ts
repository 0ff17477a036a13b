/**
 * Agent contracts end to end, in both languages: demoagent offers its downline agent a daily salary on the
 * contract page, subagent accepts it after confirming, subagent's member plays the built-in slot, the operator
 * settles the day now, and the statement on subagent's page shows the payout by which subagent's main wallet
 * moved, exactly. subagent then terminates the contract (each run makes its own).
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { ops } from './ops.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { nextRoundAnswer, openFromLobby } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

const TEXTS = {
  en: {
    path: '/en/member?page=dailySalary',
    menu: 'Member centre menu',
    openMenu: /^Open the menu/,
    link: 'Daily Salary',
    downline: 'Downline agent',
    threshold: 'Tier 1: from (৳)',
    value: 'Tier 1: pays (৳)',
    offerTitle: 'Offer a contract',
    offer: 'Offer the contract',
    yes: 'Yes, confirm',
    offered: 'The contract was offered to subagent.',
    contract: /^Contract \d+$/,
    status: { offered: 'Offered', active: 'Running', terminated: 'Terminated' },
    accept: 'Accept',
    accepted: 'The contract is accepted.',
    statement: /^Period /,
    payout: 'Payout',
    paid: 'Paid',
    fiveTaka: '৳5.00',
    badTier: 'Each tier must ask for more than the one before it, and the first for more than zero.',
    terminate: 'Terminate',
    terminated: 'The contract is terminated.',
  },
  bn: {
    path: '/member?page=dailySalary',
    menu: 'সদস্য কেন্দ্রের মেনু',
    openMenu: /^মেনু খুলুন/,
    link: 'দৈনিক বেতন',
    downline: 'নিচের এজেন্ট',
    threshold: 'স্তর ১: থেকে (৳)',
    value: 'স্তর ১: দেয় (৳)',
    offerTitle: 'চুক্তির প্রস্তাব দিন',
    offer: 'চুক্তির প্রস্তাব দিন',
    yes: 'হ্যাঁ, নিশ্চিত করুন',
    offered: 'subagent-কে চুক্তির প্রস্তাব দেওয়া হয়েছে।',
    contract: /^চুক্তি [০-৯]+$/,
    status: { offered: 'প্রস্তাবিত', active: 'চালু', terminated: 'সমাপ্ত' },
    accept: 'গ্রহণ করুন',
    accepted: 'চুক্তিটি গ্রহণ করা হয়েছে।',
    statement: /^মেয়াদ [০-৯]/,
    payout: 'প্রদান',
    paid: 'দেওয়া হয়েছে',
    fiveTaka: '৳৫.০০',
    badTier: 'প্রতিটি স্তরের শর্ত আগেরটির চেয়ে বেশি হতে হবে, আর প্রথমটির শূন্যের বেশি।',
    terminate: 'চুক্তি শেষ করুন',
    terminated: 'চুক্তিটি শেষ করা হয়েছে।',
  },
} as const;

/** Ends the page's session (cookies and the tab's token) so the next person can log in on it. */
async function logOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
}

const tokenOf = async (page: Page) => (await page.evaluate(() => sessionStorage.getItem('token')))!;

for (const lang of ['en', 'bn'] as const) {
  const T = TEXTS[lang];

  test(`${lang}: a daily salary offered, accepted, earned by the team's play and settled pays exactly its statement`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    ops('credit-bonus', 'demoagent', '100', 'e2e', 'salary float');
    ops('credit-bonus', 'teamplayer', '100', 'e2e', 'contract play');

    // The upline offers: a bad tier is refused in words first, then ৳5 a day from ৳1 of team turnover.
    await logInAs(page, 'demoagent', 'Demo1234', lang);
    await page.goto(lang === 'en' ? '/en/member' : '/member');
    await hydrated(page);
    // The page is in the agent's menu (its contract type is enabled); phones open the menu first.
    if (isMobile) await page.getByRole('button', { name: T.openMenu }).click();
    await page.getByRole('navigation', { name: T.menu }).getByRole('link', { name: T.link }).click();
    await expect(page).toHaveURL(/page=dailySalary/);
    const section = page.getByRole('region', { name: T.link });
    const form = section.getByRole('form', { name: T.offerTitle });
    await form.getByLabel(T.downline).selectOption('subagent');
    await form.getByLabel(T.threshold).fill('0');
    await form.getByLabel(T.value).fill('5');
    await form.getByRole('button', { name: T.offer }).click();
    await expect(form.getByRole('alert')).toHaveText(T.badTier);
    await form.getByLabel(T.threshold).fill('1');
    await form.getByRole('button', { name: T.offer }).click();
    await form.getByRole('button', { name: T.yes }).click();
    await expect(form.getByRole('status')).toHaveText(T.offered);
    const offered = section.getByRole('listitem', { name: T.contract }).first();
    await expect(offered).toContainText(T.status.offered);

    // The downline accepts, after confirming.
    await logOut(page);
    await logInAs(page, 'subagent', 'Demo1234', lang);
    await page.goto(T.path);
    await hydrated(page);
    const mine = page.getByRole('region', { name: T.link }).getByRole('listitem', { name: T.contract }).first();
    await expect(mine).toContainText(T.status.offered);
    await mine.getByRole('button', { name: T.accept }).click();
    await mine.getByRole('button', { name: T.yes }).click();
    await expect(mine.getByRole('status')).toHaveText(T.accepted);
    await expect(mine).toContainText(T.status.active);
    const subToken = await tokenOf(page);
    const list = await (await request.get('/wps/agent/contracts?type=daily', { headers: { token: subToken } })).json();
    const contract = list.value.contracts.find((c: { status: string }) => c.status === 'active');
    expect(contract.upline).toBe('demoagent');

    // subagent's member plays two spins of the built-in slot.
    await logOut(page);
    await logInAs(page, 'teamplayer');
    const game = await openFromLobby(page, '/en/rng', 'Lotus Fortune');
    for (let i = 0; i < 2; i += 1) {
      const answered = nextRoundAnswer(page);
      await game.getByRole('button', { name: 'Spin' }).click();
      expect((await answered).status()).toBe(200);
      await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    }

    // The operator settles the day now; the statement and the wallet agree to the poisha.
    const mainOf = async () =>
      BigInt(
        (await (await request.get('/wps/member/info/funds/consolidated', { headers: { token: subToken } })).json())
          .value.main.amountMinor,
      );
    const before = await mainOf();
    expect(ops('contracts', 'settle', String(contract.id), 'now')).toContain('paid 5.00');
    expect(ops('contracts', 'settle', String(contract.id), 'now')).toContain('paid 5.00');
    const after = await mainOf();
    const settlements = await (
      await request.get(`/wps/agent/contracts/${contract.id}/settlements`, { headers: { token: subToken } })
    ).json();
    const [statement] = settlements.value.settlements;
    expect(statement.status).toBe('paid');
    expect(after - before).toBe(BigInt(statement.payout.amountMinor));
    expect(statement.payout.amountMinor).toBe('500');

    await logOut(page);
    await logInAs(page, 'subagent', 'Demo1234', lang);
    await page.goto(T.path);
    await hydrated(page);
    const running = page.getByRole('region', { name: T.link }).getByRole('listitem', { name: T.contract }).first();
    const shown = running.getByRole('listitem', { name: T.statement });
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('definition').nth(5)).toHaveText(T.fiveTaka);
    await expect(shown.getByText(T.payout, { exact: true })).toBeVisible();
    await expect(shown.getByText(T.paid, { exact: true })).toBeVisible();

    // The downline ends it; the current period was its last.
    await running.getByRole('button', { name: T.terminate }).click();
    await running.getByRole('button', { name: T.yes }).click();
    await expect(running.getByRole('status')).toHaveText(T.terminated);
    await expect(running).toContainText(T.status.terminated);
  });
}
