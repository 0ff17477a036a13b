import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';
import { ownAddress } from './accounts.ts';
import { demoPlayerWithMoney, nextRoundAnswer, openFromLobby, walletBalanceOf } from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('a member opens Golden Tiger from the slots lobby and spins once: its own game, not an error', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the same game page; the launch and the round are what this covers');
  const token = await demoPlayerWithMoney(page, 'golden-tiger');
  const balance = walletBalanceOf(request, token);
  const start = await balance();
  const game = await openFromLobby(page, '/en/rng', 'Golden Tiger');
  const answered = nextRoundAnswer(page, '/vendor/LOTUS_SLOTS/golden-tiger/round');
  await game.getByRole('button', { name: 'Spin' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = await response.json();
  await expect(game.locator('#last-seed')).toHaveText(answer.serverSeed);
  await expect(game.locator('#balance')).toHaveText(answer.balance);
  expect(await balance()).toBe(start - BigInt(answer.betMinor) + BigInt(answer.winMinor));
  const verify = await (await request.get(answer.verifyUrl)).text();
  expect(verify).toContain('<dt>Game</dt><dd><code>Golden Tiger</code></dd>');
  expect(verify).toContain('Verified: the seed matches its hash');
});

test('a member buys one bingo card in Bingo 90 from the bingo lobby: card marked, balls shown, the wallet agrees', async ({
  page,
  request,
}) => {
  const token = await demoPlayerWithMoney(page, 'bingo-90');
  const balance = walletBalanceOf(request, token);
  const start = await balance();
  const game = await openFromLobby(page, '/en/bingo', 'Bingo 90');
  await game.getByLabel('Card price').selectOption('200');
  const answered = nextRoundAnswer(page, '/vendor/LOTUS_ARENA/bingo-90/round');
  await game.getByRole('button', { name: 'Buy card' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = await response.json();
  expect(answer.betMinor).toBe('200');
  const round = answer.outcome as { card: number[][]; balls: number[]; markedPerRow: number[] };
  // The page shows the server's card, marks exactly the drawn numbers on it, and lists every ball.
  const drawn = new Set(round.balls);
  for (const [r, row] of round.card.entries()) {
    for (const [c, number] of row.entries()) {
      const cell = game.locator(`#cell-${r}-${c}`);
      await expect(cell).toHaveText(String(number));
      if (drawn.has(number)) await expect(cell).toHaveClass(/hit/);
      else await expect(cell).not.toHaveClass(/hit/);
    }
  }
  await expect(game.locator('#balls li')).toHaveCount(45);
  const marked = round.markedPerRow.reduce((a, b) => a + b, 0);
  await expect(game.locator('#result')).toContainText(`${marked}/15 marked`);
  await expect(game.locator('#win')).toHaveText(
    `${answer.winMinor.padStart(3, '0').slice(0, -2)}.${answer.winMinor.padStart(3, '0').slice(-2)}`,
  );
  await expect(game.locator('#last-seed')).toHaveText(answer.serverSeed);
  expect(await balance()).toBe(start - 200n + BigInt(answer.winMinor));
  // The played room (card, balls, paytable; the frame included) has no serious or critical accessibility violation.
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
});
