import { test, expect, hydrated } from './fixtures.ts';
import { logInAs, ownAddress } from './accounts.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('a guest sees no recently-played row on the home page or in a lobby', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: 'Latest notices' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Recently played' })).toHaveCount(0);
  await page.goto('/en/fish');
  await expect(page.getByRole('main').getByRole('button', { name: 'Play Ocean Hunt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently played' })).toHaveCount(0);
});

test('a member finds the game they played in a "recently played" row on home and in the lobbies (English and Bengali)', async ({
  page,
}) => {
  await logInAs(page, 'vipplayer');
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/en/fish');
  await page.getByRole('main').getByRole('button', { name: 'Play Ocean Hunt' }).first().click();
  await expect(page).toHaveURL(/\/en\/game/);

  await page.goto('/en/');
  const recentEn = page.getByRole('region', { name: 'Recently played' });
  await expect(recentEn.getByRole('button', { name: 'Play Ocean Hunt' })).toBeVisible();

  await page.goto('/en/live');
  await expect(
    page.getByRole('region', { name: 'Recently played' }).getByRole('button', { name: 'Play Ocean Hunt' }),
  ).toBeVisible();

  await page.goto('/');
  const recentBn = page.getByRole('region', { name: 'সম্প্রতি খেলা গেম' });
  await expect(recentBn.getByRole('button', { name: 'সমুদ্র শিকার খেলুন' })).toBeVisible();
  // A game opens from the row as from any grid.
  await recentBn.getByRole('button', { name: 'সমুদ্র শিকার খেলুন' }).click();
  await expect(page).toHaveURL(/\/game/);
});
