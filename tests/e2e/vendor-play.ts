/** What the game-window specs share: a funded demo player, their wallet as the platform sees it, a game opened, a round answered. */
import { expect, type APIRequestContext, type FrameLocator, type Page, type Response } from '@playwright/test';
import { logInAs } from './accounts.ts';
import { ops } from './ops.ts';

/** Gives the demo player `amount` taka (the reason keeps each test's credit apart), logs them in and returns their token. */
export async function demoPlayerWithMoney(page: Page, reason: string, amount = '500'): Promise<string> {
  ops('credit-bonus', 'demoplayer', amount, 'e2e', reason);
  await logInAs(page, 'demoplayer');
  // The login page goes home once the session is open.
  await expect(page).toHaveURL(/\/en\/$/);
  return (await page.evaluate(() => sessionStorage.getItem('token')))!;
}

/** Reads the player's total balance from the platform, not from any page. */
export const walletBalanceOf = (request: APIRequestContext, token: string) => async () =>
  BigInt((await (await request.get('/wps/v2/wallets/balance', { headers: { token } })).json()).value.sumBalanceMinor);

/** The game URL launchGameV2 gives, for opening a game page on its own (no site around it). */
export async function launchedGameUrl(
  request: APIRequestContext,
  token: string,
  vassalage: string,
  gameId: string,
): Promise<string> {
  const launch = await request.post('/wps/game/launchGameV2', {
    headers: { token, language: 'en' },
    data: {
      gameId,
      vassalage,
      accountType: 1,
      confirmTrans: 0,
      clientType: 3,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      language: 'en',
    },
  });
  return (await launch.json()).value.game_url as string;
}

/** The site's game window (found by its English title). */
export const gameWindow = (page: Page): FrameLocator => page.frameLocator('iframe[title="Game window"]');

/** Opens a game from its lobby as a player does and waits for the game, headed by its name, in the game window. */
export async function openFromLobby(page: Page, lobby: string, title: string): Promise<FrameLocator> {
  await page.goto(lobby);
  // The first of its name: a member's recent-games row below the lobby may hold the same game.
  await page
    .getByRole('main')
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/game/);
  const game = gameWindow(page);
  await expect(game.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return game;
}

/** The answer to the next round the page posts; start waiting before the click that plays it. */
export function nextRoundAnswer(page: Page, path?: string): Promise<Response> {
  return page.waitForResponse(
    (r) => (path ? r.url().includes(path) : r.url().endsWith('/round')) && r.request().method() === 'POST',
  );
}

/** The site's header shows ৳ with grouped thousands (the games show plain 1234.56). */
export const headerMoney = (minor: string) =>
  `৳${Number(BigInt(minor) / 100n).toLocaleString('en-GB')}.${minor.padStart(3, '0').slice(-2)}`;

/** The game chrome's words, in each language (platform/vendor/chrome/texts.ts). */
export const CHROME = {
  en: { fair: 'Provably fair', close: 'Close', verify: 'Verify this round', sound: 'Sound', frame: 'Game window' },
  bn: { fair: 'ন্যায্যতার প্রমাণ', close: 'বন্ধ করুন', verify: 'এই রাউন্ড যাচাই করুন', sound: 'শব্দ', frame: 'গেম উইন্ডো' },
} as const;

/** Opens a game's "Provably fair" panel (a dialog) and returns it. */
export async function openFairness(game: FrameLocator | Page, language: 'en' | 'bn' = 'en') {
  await game.getByRole('button', { name: CHROME[language].fair }).click();
  const panel = game.getByRole('dialog', { name: CHROME[language].fair });
  await expect(panel).toBeVisible();
  return panel;
}

/** Checks the panel shows the round's revealed seed and its verify link, the next hash, then closes it. */
export async function expectRoundInPanel(
  game: FrameLocator | Page,
  answer: { serverSeed: string; nextSeedHash: string; verifyUrl: string; clientSeed: string },
  language: 'en' | 'bn' = 'en',
) {
  const panel = await openFairness(game, language);
  await expect(panel.locator('#last-seed')).toHaveText(answer.serverSeed);
  await expect(panel.locator('#last-client-seed')).toHaveText(answer.clientSeed);
  await expect(panel.locator('#next-hash')).toHaveText(answer.nextSeedHash);
  await expect(panel.getByRole('link', { name: CHROME[language].verify })).toHaveAttribute('href', answer.verifyUrl);
  await panel.getByRole('button', { name: CHROME[language].close }).click();
  await expect(panel).toBeHidden();
}
