import { test, expect } from './fixtures.ts';
import { playerDay } from '../../contract/player-day.ts';
import { ownAddress } from './accounts.ts';
import { demoPlayerWithMoney, nextRoundAnswer, openFromLobby } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('a spin of Lotus Fortune shows in the betting record with its bet, as the platform lists it', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the member centre table is the same; desktop covers it');
  const token = await demoPlayerWithMoney(page, 'bets', '300');

  const game = await openFromLobby(page, '/en/rng', 'Lotus Fortune');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  const answered = nextRoundAnswer(page);
  await game.getByRole('button', { name: 'Spin' }).click();
  const spin = await (await answered).json();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();

  await page.goto('/en/member?page=personalHistoryCopy');
  const row = page.locator(`tr[data-round="${spin.roundId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Lotus Fortune');
  // The bet cell shows the stake in major units (a spin's stake is well under a thousand, so no separators).
  const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
  await expect(row.locator('td').nth(3)).toContainText(major(BigInt(spin.betMinor)));
  await expect(row).toContainText('Settled');

  // Records are kept in Dhaka days (UTC+6).
  const day = playerDay(Date.now());
  const listed = await (
    await request.get(`/wps/member/bets?from=${day}&to=${day}&vassalage=LOTUS_SLOTS&size=100&language=en`, {
      headers: { token },
    })
  ).json();
  const round = listed.value.items.find((r: { roundId: string }) => r.roundId === spin.roundId);
  expect(round).toMatchObject({
    gameName: 'Lotus Fortune',
    betMinor: String(spin.betMinor),
    winMinor: String(spin.winMinor),
    status: 'settled',
  });
  expect(BigInt(round.netMinor)).toBe(BigInt(spin.winMinor) - BigInt(spin.betMinor));
});
