/**
 * The built-in games as a player meets them (issue 26): in Bengali on a 360 px phone and in English on a desktop,
 * drawn art, a result moment, the balance in ৳ with the page's digits, "Provably fair" behind a button (with the
 * client seed settable before the first round), and sound that stays off until the player turns it on.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { localDigits } from '../../contract/rules/digits.ts';
import { logInAs, ownAddress } from './accounts.ts';
import { test, expect } from './fixtures.ts';
import { ops } from './ops.ts';
import { CHROME, expectRoundInPanel, nextRoundAnswer, openFairness, walletBalanceOf } from './vendor-play.ts';

const LOOKS = [
  { language: 'bn', width: 360, height: 740, prefix: '', play: (name: string) => `${name} খেলুন` },
  { language: 'en', width: 1280, height: 800, prefix: '/en', play: (name: string) => `Play ${name}` },
] as const;
type Look = (typeof LOOKS)[number];

const TEXT = {
  en: {
    lotus: 'Lotus Fortune',
    spin: 'Spin',
    youWin: 'You win',
    noWin: 'No win this time',
    seedLabel: /Client seed/,
    useSeed: 'Use this seed',
    seedFixed: 'Your next rounds use this client seed.',
  },
  bn: {
    lotus: 'লোটাস ফরচুন',
    spin: 'স্পিন',
    youWin: 'আপনি জিতেছেন',
    noWin: 'এবার জয় নেই',
    seedLabel: /ক্লায়েন্ট সিড/,
    useSeed: 'এই সিড ব্যবহার করুন',
    seedFixed: 'আপনার পরের রাউন্ডগুলো এই ক্লায়েন্ট সিড ব্যবহার করবে।',
  },
} as const;

/** Lotus Fortune's pictures by the engine's symbol, as the page names them (platform/vendor/art/slot-themes.ts). */
const LOTUS_NAMES = {
  en: {
    WILD: 'Golden lotus (wild)',
    SCATTER: 'Diya lamp (scatter)',
    DRAGON: 'Peacock',
    TIGER: 'Tiger',
    COIN: 'Lotus coin',
    ACE: 'Ace',
    KING: 'King',
    QUEEN: 'Queen',
    JACK: 'Jack',
  },
  bn: {
    WILD: 'সোনালি পদ্ম (ওয়াইল্ড)',
    SCATTER: 'প্রদীপ (স্ক্যাটার)',
    DRAGON: 'ময়ূর',
    TIGER: 'বাঘ',
    COIN: 'পদ্ম মুদ্রা',
    ACE: 'টেক্কা',
    KING: 'সাহেব',
    QUEEN: 'বিবি',
    JACK: 'গোলাম',
  },
} as const;

/** Minor units as the game shows them: '1234' → '12.34' in the page's digits. */
const shown = (minor: string, language: 'en' | 'bn') =>
  localDigits(`${minor.padStart(3, '0').slice(0, -2)}.${minor.padStart(3, '0').slice(-2)}`, language);

/** The demo player, funded, logged in in the look's language at its size; their token. */
async function player(page: Page, look: Look, reason: string): Promise<string> {
  ops('credit-bonus', 'demoplayer', '500', 'e2e', reason);
  await page.setViewportSize({ width: look.width, height: look.height });
  await logInAs(page, 'demoplayer', 'Demo1234', look.language);
  return (await page.evaluate(() => sessionStorage.getItem('token')))!;
}

/** Opens a game from its lobby in the look's language; the game window. */
async function openGame(page: Page, look: Look, lobby: string, title: string): Promise<FrameLocator> {
  await page.goto(`${look.prefix}${lobby}`);
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

/**
 * The text a player reads in the game (the panel closed, the art's drawing sheet left out: its card ranks A K Q J
 * are pictures on the reels), which on a Bengali page holds no Latin letter.
 */
const readable = (page: Page) =>
  page
    .frameLocator('iframe')
    .locator('body')
    .evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      copy.querySelector('.art')?.remove();
      document.body.append(copy);
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden parts (the closed panel).
      const text = copy.innerText;
      copy.remove();
      return text;
    });

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

for (const look of LOOKS) {
  test(`${look.language} at ${look.width} px: a slot spin on drawn reels stops on the server's symbols, shows the result and moves the balance`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the size is set here');
    const t = TEXT[look.language];
    const names = LOTUS_NAMES[look.language];
    const token = await player(page, look, `look-slot-${look.language}`);
    const balance = walletBalanceOf(request, token);
    const game = await openGame(page, look, '/rng', t.lotus);
    // Fifteen pictures on the reels, each named in the page's language.
    const reels = game.locator('#reels .reel');
    await expect(reels).toHaveCount(5);
    const pictureNames = Object.values(names) as string[];
    for (const label of await game
      .locator('#reels [role="img"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))))
      expect(pictureNames).toContain(label);
    if (look.language === 'bn') expect(await readable(page)).not.toMatch(/[A-Za-z]/);

    const start = await balance();
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: t.spin }).click();
    const answer = await (await answered).json();
    // Each reel stops on the server's symbols, drawn.
    for (let reel = 0; reel < 5; reel += 1) {
      const pictures = reels.nth(reel).getByRole('img');
      await expect(pictures).toHaveCount(3);
      for (let row = 0; row < 3; row += 1)
        await expect(pictures.nth(row)).toHaveAttribute(
          'aria-label',
          names[answer.grid[row][reel] as keyof typeof names],
        );
    }
    // The result moment, then the win and the balance in ৳ with the page's digits; the platform agrees.
    const won = BigInt(answer.winMinor) > 0n;
    const banner = game.locator('#result-banner');
    await expect(banner).toHaveClass(/show/);
    await expect(banner).toContainText(won ? shown(answer.winMinor, look.language) : t.noWin);
    await expect(game.locator('#win')).toHaveText(shown(answer.winMinor, look.language));
    await expect(game.locator('#balance')).toHaveText(shown(answer.balanceMinor, look.language));
    await expect(game.locator('.stat').first()).toContainText(`৳${shown(answer.balanceMinor, look.language)}`);
    expect(await balance()).toBe(start - BigInt(answer.betMinor) + BigInt(answer.winMinor));
    // Every winning line is drawn across the reels.
    await expect(game.locator('#paylines polyline')).toHaveCount(answer.lineWins.length);
    await expectRoundInPanel(game, answer, look.language);
    if (look.language === 'bn') expect(await readable(page)).not.toMatch(/[A-Za-z]/);
    const frame = page.frames().find((f) => f.url().includes('/vendor/'))!;
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Controls a thumb can hit: at least 44 px each way.
    for (const box of await frame.evaluate(() =>
      [...document.querySelectorAll('.controls button, .controls select, .tools button')].map((el) => {
        const r = el.getBoundingClientRect();
        return { w: r.width, h: r.height };
      }),
    )) {
      expect(box.w).toBeGreaterThanOrEqual(44);
      expect(box.h).toBeGreaterThanOrEqual(44);
    }
  });

  test(`${look.language} at ${look.width} px: a client seed set in "Provably fair" before the first round is the one the round used`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the size is set here');
    const t = TEXT[look.language];
    await player(page, look, `look-seed-${look.language}`);
    // A player who never played: no seed fixed in this browser yet.
    await page.evaluate(() => localStorage.removeItem('vendor.clientSeed'));
    const game = await openGame(page, look, '/rng', t.lotus);
    const panel = await openFairness(game, look.language);
    await expect(panel.locator('#next-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const hashBefore = await panel.locator('#next-hash').textContent();
    const seed = `my-seed-${look.language}-${Date.now()}`;
    await panel.getByRole('textbox', { name: t.seedLabel }).fill(seed);
    await panel.getByRole('button', { name: t.useSeed }).click();
    await expect(panel.getByRole('status')).toHaveText(t.seedFixed);
    await panel.getByRole('button', { name: CHROME[look.language].close }).click();

    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: t.spin }).click();
    const answer = await (await answered).json();
    expect(answer.clientSeed).toBe(seed);
    await expectRoundInPanel(game, answer, look.language);
    const verify = await (await request.get(answer.verifyUrl.replace(/lang=\w+/, 'lang=en'))).text();
    expect(verify).toContain(`<code>${seed}</code>`);
    expect(verify).toContain(hashBefore!);
    expect(verify).toContain('Verified: the seed matches its hash');
    await page.evaluate(() => localStorage.removeItem('vendor.clientSeed'));
  });
}

test('sound is off on a first visit, stays as the player sets it, and nothing sounds before the page is touched', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one browser is enough for a stored choice');
  const look = LOOKS[1];
  await player(page, look, 'look-sound');
  await page.evaluate(() => localStorage.removeItem('vendor.sound'));
  // Count the audio contexts any frame makes.
  await page.addInitScript(() => {
    const Real = window.AudioContext;
    (window as unknown as { audioContexts: number }).audioContexts = 0;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        (window as unknown as { audioContexts: number }).audioContexts += 1;
      }
    };
  });
  const game = await openGame(page, look, '/rng', TEXT.en.lotus);
  const sound = game.getByRole('button', { name: CHROME.en.sound });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');

  // Back later: the choice is remembered, yet no sound plays (no audio context) until the player touches the page.
  await page.reload();
  const again = page.frameLocator(`iframe[title="${CHROME.en.frame}"]`);
  await expect(again.getByRole('button', { name: CHROME.en.sound })).toHaveAttribute('aria-pressed', 'true');
  const frame = () => page.frames().find((f) => f.url().includes('/vendor/'))!;
  await expect(again.getByRole('button', { name: TEXT.en.spin })).toBeEnabled();
  expect(await frame().evaluate(() => (window as unknown as { audioContexts: number }).audioContexts)).toBe(0);
  const answered = nextRoundAnswer(page);
  await again.getByRole('button', { name: TEXT.en.spin }).click();
  await answered;
  expect(await frame().evaluate(() => (window as unknown as { audioContexts: number }).audioContexts)).toBe(1);
  await page.evaluate(() => localStorage.removeItem('vendor.sound'));
});
