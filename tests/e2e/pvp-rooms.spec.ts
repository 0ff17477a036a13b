import { test, expect } from './fixtures.ts';
import { ownAddress } from './accounts.ts';
import { demoPlayerWithMoney, gameWindow, walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('a member joins a PVP bingo room from the lobby, buys a card and sees the shared draw settle it', async ({
  page,
  request,
}) => {
  // Bingo Blast draws every 30 s; a card bought in the last 5 s waits for the draw after.
  test.setTimeout(120_000);
  const token = await demoPlayerWithMoney(page, 'pvp-room');
  const balance = walletBalanceOf(request, token);
  await page.goto('/en/pvp');
  const rooms = page.getByRole('region', { name: 'Bingo rooms: one shared draw' });
  const room = rooms.getByRole('listitem', { name: 'Bingo Blast' });
  await expect(room.getByText(/^Seats \d+ \/ 10 taken$/)).toBeVisible();
  await expect(room.getByText(/^Next draw in \d+ s$/)).toBeVisible();
  const start = await balance();
  await room.getByRole('button', { name: 'Join Bingo Blast' }).click();
  await expect(page).toHaveURL(/\/en\/game/);

  const game = gameWindow(page);
  await expect(game.getByRole('heading', { name: 'Bingo Blast', level: 1 })).toBeVisible();
  await expect(game.locator('#seats')).toHaveText(/^\d+ \/ 10$/);
  await game.getByRole('button', { name: 'Buy a card for the next draw' }).click();
  await expect(game.getByRole('alert').filter({ hasText: 'Card bought: seat' })).toBeVisible();
  await expect(game.getByRole('heading', { name: 'Your cards in this draw' })).toBeVisible();
  await expect(game.locator('#cards table')).toHaveCount(1);
  expect(await balance()).toBe(start - 100n);

  // The draw comes; the card is marked against the shared balls and its pay is shown beside the revealed seed.
  const result = game.locator('#results li');
  await expect(result).toHaveCount(1, { timeout: 60_000 });
  await expect(result).toHaveText(/^Seat \d+: .+ · \d+\/15 marked · \d+\.\d\d/);
  await expect(game.locator('#balls li')).toHaveCount(45);
  const verify = game.getByRole('link', { name: 'Verify the last draw' });
  const href = await verify.getAttribute('href');
  expect(await (await request.get(href!)).text()).toContain('Verified: the seed matches its hash');
  const won = (await result.textContent())!.match(/(\d+)\.(\d\d)/)!;
  expect(await balance()).toBe(start - 100n + BigInt(won[1]!) * 100n + BigInt(won[2]!));
  // The card of the draw is no longer on sale: the next draw shows none yet.
  await expect(game.getByText('No card yet: buy one to play the next draw.')).toBeVisible();
});
