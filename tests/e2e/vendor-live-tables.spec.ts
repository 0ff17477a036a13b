/**
 * The live casino's new tables as a player meets them (issue 26): in Bengali on a 360 px phone and in English on a
 * desktop, each of dragon tiger, European roulette and andar bahar opened from the live casino lobby, chips put on
 * the table, one round played: the cards or the pocket the server drew are what the table shows, the result moment
 * comes, and the balance in ৳ with the page's digits is the platform's.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { localDigits } from '../../contract/rules/digits.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { test, expect } from './fixtures.ts';
import { ops } from './ops.ts';
import { CHROME, expectRoundInPanel, nextRoundAnswer, walletBalanceOf } from './vendor-play.ts';

const LOOKS = [
  { language: 'bn', width: 360, height: 740, prefix: '', play: (name: string) => `${name} খেলুন` },
  { language: 'en', width: 1280, height: 800, prefix: '/en', play: (name: string) => `Play ${name}` },
] as const;
type Look = (typeof LOOKS)[number];

const TEXT = {
  en: {
    dragonTiger: 'Dragon Tiger',
    roulette: 'European Roulette',
    andarBahar: 'Andar Bahar',
    deal: 'Deal',
    spin: 'Spin',
    dragon: 'Dragon',
    tie: 'Tie',
    andar: 'Andar',
    red: 'Red',
    corner: 'Corner',
    placeBet: 'Place a chip on the table first.',
  },
  bn: {
    dragonTiger: 'ড্রাগন টাইগার',
    roulette: 'ইউরোপীয় রুলেট',
    andarBahar: 'আন্দার বাহার',
    deal: 'ডিল',
    spin: 'ঘোরান',
    dragon: 'ড্রাগন',
    tie: 'টাই',
    andar: 'আন্দার',
    red: 'লাল',
    corner: 'কর্নার',
    placeBet: 'আগে টেবিলে একটি চিপ রাখুন।',
  },
} as const;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const cardText = (c: { rank: number; suit: string }) => `${RANKS[c.rank - 1]}${SUITS[c.suit]}`;
const shown = (minor: string, language: 'en' | 'bn') =>
  localDigits(`${minor.padStart(3, '0').slice(0, -2)}.${minor.padStart(3, '0').slice(-2)}`, language);

async function openTable(page: Page, look: Look, title: string): Promise<FrameLocator> {
  await page.goto(`${look.prefix}/live`);
  await page
    .getByRole('main')
    .getByRole('button', { name: look.play(title) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game/);
  const game = page.frameLocator(`iframe[title="${CHROME[look.language].frame}"]`);
  await expect(game.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return game;
}

/** Plays the round the click starts; checks the result moment and the money; returns the answer. */
async function playAndCheck(
  page: Page,
  game: FrameLocator,
  look: Look,
  button: string,
  balance: () => Promise<bigint>,
) {
  const start = await balance();
  const answered = nextRoundAnswer(page);
  await game.getByRole('button', { name: button, exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = await response.json();
  await expect(game.locator('#result-banner')).toHaveClass(/show/, { timeout: 20_000 });
  await expect(game.locator('#win')).toHaveText(shown(answer.winMinor, look.language));
  await expect(game.locator('#balance')).toHaveText(shown(answer.balanceMinor, look.language));
  expect(await balance()).toBe(start - BigInt(answer.betMinor) + BigInt(answer.winMinor));
  return answer;
}

async function thumbSized(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/vendor/'))!;
  expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const box of await frame.evaluate(() =>
    [...document.querySelectorAll('.controls button, .tools button, .spot, .num, .mode')].map((el) => {
      const r = el.getBoundingClientRect();
      return { w: r.width, h: r.height, name: el.textContent };
    }),
  )) {
    expect(box.w, box.name ?? '').toBeGreaterThanOrEqual(44);
    expect(box.h, box.name ?? '').toBeGreaterThanOrEqual(44);
  }
}

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

for (const look of LOOKS) {
  test(`${look.language} at ${look.width} px: a round of dragon tiger, European roulette and andar bahar from the live casino`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the size is set here');
    test.setTimeout(120_000);
    const t = TEXT[look.language];
    ops('credit-bonus', 'demoplayer', '500', 'e2e', `live-tables-${look.language}`);
    await page.setViewportSize({ width: look.width, height: look.height });
    await logInAs(page, 'demoplayer', 'Demo1234', look.language);
    const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
    const balance = walletBalanceOf(request, token);

    // Dragon tiger: Deal with no chip down says so and sends nothing; then chips on dragon and tie.
    let game = await openTable(page, look, t.dragonTiger);
    await game.getByRole('button', { name: t.deal, exact: true }).click();
    await expect(game.getByRole('alert')).toHaveText(t.placeBet);
    await game.getByRole('button', { name: new RegExp(`^${t.dragon} `) }).click();
    await game.getByRole('button', { name: new RegExp(`^${t.tie} `) }).click();
    await expect(game.locator('#bet')).toHaveText(shown('200', look.language));
    await thumbSized(page);
    let answer = await playAndCheck(page, game, look, t.deal, balance);
    await expect(game.locator('#card-dragon')).toHaveAttribute(
      'aria-label',
      `${t.dragon} ${cardText(answer.outcome.dragon)}`,
    );
    await expect(game.locator('#card-dragon .card')).toHaveClass(/up/);
    await expect(game.locator('#card-tiger .card')).toHaveClass(/up/);
    await expectRoundInPanel(game, answer, look.language);

    // Roulette: a chip on red, one on 17, and a corner picked by tapping 5 then 9.
    game = await openTable(page, look, t.roulette);
    await game.getByRole('button', { name: new RegExp(`^${t.red} `) }).click();
    await game.locator('.num[data-n="17"]').click();
    await game.getByRole('radio', { name: new RegExp(`^${t.corner}`) }).check();
    await game.locator('.num[data-n="5"]').click();
    await game.locator('.num[data-n="9"]').click();
    await expect(game.locator('#bet-list li')).toHaveCount(3);
    await expect(game.locator('#bet')).toHaveText(shown('300', look.language));
    await thumbSized(page);
    answer = await playAndCheck(page, game, look, t.spin, balance);
    expect(Object.keys(answer.outcome.bets).sort()).toEqual(['corner-5', 'n17', 'red']);
    await expect(game.locator('#last-pocket')).toContainText(localDigits(String(answer.outcome.pocket), look.language));
    await expect(game.locator(`.num[data-n="${answer.outcome.pocket}"]`)).toHaveClass(/won/);

    // Andar bahar: a chip on andar; the joker turns and the lanes fill until the match.
    game = await openTable(page, look, t.andarBahar);
    await game.getByRole('button', { name: new RegExp(`^${t.andar} `) }).click();
    await thumbSized(page);
    answer = await playAndCheck(page, game, look, t.deal, balance);
    await expect(game.locator('#card-joker')).toHaveAttribute('aria-label', new RegExp(cardText(answer.outcome.joker)));
    const lastSide = answer.outcome.winner as 'andar' | 'bahar';
    const lastCard = answer.outcome[lastSide].at(-1);
    await expect(game.locator(`#pile-${lastSide} .card-slot`).last()).toHaveAttribute(
      'aria-label',
      new RegExp(cardText(lastCard)),
    );
  });
}
