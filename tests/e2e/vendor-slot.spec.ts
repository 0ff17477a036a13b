import { test, expect } from './fixtures.ts';
import { playerDay } from '../../contract/player-day.ts';
import { ownAddress } from './accounts.ts';
import {
  demoPlayerWithMoney,
  expectRoundInPanel,
  headerMoney,
  nextRoundAnswer,
  openFromLobby,
  walletBalanceOf,
} from './vendor-play.ts';

test.beforeEach(async ({ page }) => {
  await ownAddress(page);
});

test('a member plays three spins of Lotus Fortune in the game window; the wallet and the account record agree', async ({
  page,
  request,
}) => {
  const token = await demoPlayerWithMoney(page, 'slot');
  const balance = walletBalanceOf(request, token);
  const start = await balance();

  const game = await openFromLobby(page, '/en/rng', 'Lotus Fortune');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  const hashOnPage = game.locator('#next-hash');

  let bets = 0n;
  let wins = 0n;
  const rounds: string[] = [];
  const winsByRound: bigint[] = [];
  const betsByRound: bigint[] = [];
  for (let i = 0; i < 3; i += 1) {
    const shown = await hashOnPage.textContent();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: 'Spin' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = await response.json();
    bets += BigInt(answer.betMinor);
    wins += BigInt(answer.winMinor);
    rounds.push(answer.roundId);
    winsByRound.push(BigInt(answer.winMinor));
    betsByRound.push(BigInt(answer.betMinor));
    // The revealed seed is the one whose hash was shown before the spin, with a link to check it, in the
    // "Provably fair" panel.
    await expect(game.locator('#last-seed')).toHaveText(answer.serverSeed);
    await expect(hashOnPage).toHaveText(answer.nextSeedHash);
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expectRoundInPanel(game, answer);
  }
  const end = await balance();
  expect(end).toBe(start - bets + wins);
  // The site's header around the game follows it: the platform's balance, not a figure the game sent.
  await expect(page.getByRole('banner').getByLabel('Balance')).toHaveText(headerMoney(String(end)));

  const day = playerDay(Date.now());
  const records = await (
    await request.get(`/wps/member/records?type=game&from=${day}&to=${day}&size=100`, { headers: { token } })
  ).json();
  const items = records.value.items as { reference: string; code: string; amountMinor: string }[];
  // Each row names its seamless transaction (seamless:<vendor>:<round>:bet|win): this test's rounds, exactly.
  const ofRound = (roundId: string, code: string) =>
    items.filter((item) => item.reference === `seamless:LOTUS_SLOTS:${roundId}:${code}` && item.code === code);
  rounds.forEach((roundId, i) => {
    expect(ofRound(roundId, 'bet').map((item) => item.amountMinor)).toEqual([`-${betsByRound[i]}`]);
    // A zero win moves no money, so only a round that won has a win row.
    expect(ofRound(roundId, 'win').map((item) => item.amountMinor)).toEqual(
      winsByRound[i]! > 0n ? [String(winsByRound[i])] : [],
    );
  });

  const verify = await page.request.get(`/vendor/verify?round=${rounds[0]}&lang=en`);
  expect(await verify.text()).toContain('Verified: the seed matches its hash');
});

test('each round carries a fresh client seed from the browser; a player who fixes one on the verify page plays the next round with it', async ({
  page,
}) => {
  await demoPlayerWithMoney(page, 'slot');
  const game = await openFromLobby(page, '/en/rng', 'Lotus Fortune');
  const spin = async () => {
    const answered = nextRoundAnswer(page);
    await game.getByRole('button', { name: 'Spin' }).click();
    const answer = await (await answered).json();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    return answer as { clientSeed: string; verifyUrl: string };
  };
  const first = await spin();
  const second = await spin();
  expect(first.clientSeed).toMatch(/^[0-9a-f]{32}$/);
  expect(second.clientSeed).toMatch(/^[0-9a-f]{32}$/);
  expect(second.clientSeed).not.toBe(first.clientSeed);
  await expect(game.locator('#last-client-seed')).toHaveText(second.clientSeed);

  // The verify page, as the game's link opens it: a wrong seed is refused in words, a good one is kept.
  const verify = await page.context().newPage();
  await verify.goto(second.verifyUrl);
  await expect(verify.getByText('Verified: the seed matches its hash')).toBeVisible();
  const seed = verify.getByRole('textbox', { name: /Client seed/ });
  await seed.fill('not a seed!');
  await verify.getByRole('button', { name: 'Use this seed' }).click();
  await expect(verify.getByRole('region', { name: 'Your client seed' }).getByRole('status')).toHaveText(
    'Use 1 to 64 letters, digits, - or _.',
  );
  await seed.fill('my-lucky-seed');
  await verify.getByRole('button', { name: 'Use this seed' }).click();
  await expect(verify.getByRole('region', { name: 'Your client seed' }).getByRole('status')).toHaveText(
    'Your next rounds use this client seed.',
  );
  await verify.close();

  const third = await spin();
  expect(third.clientSeed).toBe('my-lucky-seed');
  const checked = await page.request.get(third.verifyUrl);
  expect(await checked.text()).toContain('<code>my-lucky-seed</code>');
  expect(await checked.text()).toContain('Verified: the seed matches its hash');
});
