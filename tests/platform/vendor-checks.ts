/**
 * The checks every built-in vendor game must pass whatever it plays: a strict page, a settled round that is
 * verifiable and balances the books, refused bets that move nothing, and a round that survives a crash.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { recoverOpenRounds } from '../../platform/vendor/recovery.ts';
import { vendorGame } from '../../platform/vendor/index.ts';
import type { WalletTransport } from '../../platform/vendor/wallet-client.ts';
import { verifyStoredRound } from '../../platform/vendor/verify-page.ts';
import { vendorClient, type VendorReply } from './seamless-client.ts';
import type { VendorGameHarness } from './vendor-harness.ts';

/** The hash of the seed the next round will use, as the page commits to it. */
export function nextSeedHashIn(body: string): string {
  return /id="next-hash">([0-9a-f]{64})</.exec(body)![1]!;
}

/** A game page under a policy that allows only the platform's own scripts, loading the game's script and no inline one. */
export function expectStrictGamePage(res: LightMyRequestResponse, script: string) {
  expect(res.statusCode).toBe(200);
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(res.body).toContain(`<script type="module" src="/vendor/assets/${script}">`);
  expect(res.body).not.toMatch(/<script>[^<]/);
}

/** A page asked with a session nobody holds (expired, or never given) is refused, and still says which game it is. */
export async function expectDeadSessionRefused(v: VendorGameHarness, title: string) {
  const expired = await v.gamePage('x'.repeat(43));
  expect(expired.statusCode).toBe(401);
  expect(expired.body).toContain(title);
}

/** A vendor script the pages load, served as JavaScript; the answer is returned for checks of its own. */
export async function expectScriptServed(v: VendorGameHarness, name: string): Promise<LightMyRequestResponse> {
  const script = await v.get(`/vendor/assets/${name}`);
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toContain('javascript');
  return script;
}

/**
 * A round played through POST …/round came back settled: the wallet moved by exactly bet and win, the books
 * balance, the committed seed was used and revealed, the stored round verifies, the seamless wallet saw one bet and
 * one win, and the verify page says so. Returns the stored round and the verify page for the game's own checks.
 */
export async function expectSettledRound(
  v: VendorGameHarness,
  answer: any,
  { shown, before }: { shown: string; before: bigint },
) {
  expect(BigInt(answer.balanceMinor)).toBe(before - BigInt(answer.betMinor) + BigInt(answer.winMinor));
  expect(await v.walletBalance()).toBe(BigInt(answer.balanceMinor));
  expect(await v.postingsSum()).toBe(0n);
  expect(answer.nextSeedHash).not.toBe(shown);
  const round = (await v.storedRound(answer.roundId))!;
  expect(round).toMatchObject({
    state: 'settled',
    game_code: v.gameId,
    vassalage: v.vassalage,
    seed_hash: shown,
    server_seed: answer.serverSeed,
  });
  expect(verifyStoredRound(round)).toEqual({ hashMatches: true, outcomeMatches: true, ok: true });
  expect((await v.seamlessCallsOf(answer.roundId)).map((r) => [r.kind, String(r.amount_minor)])).toEqual([
    ['bet', answer.betMinor],
    ['win', answer.winMinor],
  ]);
  const verify = await v.get(answer.verifyUrl);
  expect(verify.statusCode).toBe(200);
  expect(verify.body).toContain(answer.serverSeed);
  expect(verify.body).toContain('Verified: the seed matches its hash');
  return { round, verify };
}

/** Each of `bets` is refused with `status` when played, and none of them moved money or left a round open. */
export async function expectRefusedMovingNothing<Bet>(
  v: VendorGameHarness,
  bets: Bet[],
  play: (bet: Bet) => Promise<LightMyRequestResponse>,
  status = 400,
) {
  const before = await v.walletBalance();
  for (const bet of bets) expect((await play(bet)).statusCode, JSON.stringify(bet)).toBe(status);
  expect(await v.walletBalance()).toBe(before);
  expect(await v.openRounds()).toEqual([]);
}

/** The answer to a bet above the balance, in Bengali. */
export function expectRefusedForFunds(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(402);
  expect(res.json()).toMatchObject({ code: 'insufficient_funds', message: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।' });
}

/**
 * Runs `during` with all but 0.50 of the player's money taken by another game's bet (so even the smallest stake is
 * more than the balance), then gives it back for the tests after. `round` names that other game's round.
 */
export async function withBalanceDrained(
  v: VendorGameHarness,
  session: string,
  during: () => Promise<void>,
  round = 'drain',
) {
  const vendor = vendorClient(v.app, v.vassalage, v.now);
  const drainMinor = String((await v.walletBalance()) - 50n);
  const drained: VendorReply = await vendor.debit({
    session,
    transactionId: `${round}-bet`,
    roundId: round,
    gameCode: v.gameId,
    amountMinor: drainMinor,
  });
  expect(drained.status).toBe(200);
  await during();
  await vendor.credit({
    player: drained.body.player,
    transactionId: `${round}-win`,
    roundId: round,
    gameCode: v.gameId,
    amountMinor: drainMinor,
    betTransactionId: `${round}-bet`,
  });
}

/** A "crash" after the bet: the credit call never reaches the platform. */
export const creditNeverArrives =
  (real: WalletTransport): WalletTransport =>
  async (path, raw, headers) => {
    if (path === 'credit') throw new Error('connection reset');
    return real(path, raw, headers);
  };

/** The bet reaches the platform but its answer is lost. */
export const debitAnswerLost =
  (real: WalletTransport): WalletTransport =>
  async (path, raw, headers) => {
    const reply = await real(path, raw, headers);
    if (path === 'debit') throw new Error('timeout');
    return reply;
  };

/** Plays one round through a vendor whose wallet calls fail as `failing` says; the round is left in flight. */
export async function playInterrupted(
  v: VendorGameHarness,
  session: string,
  failing: WalletTransport,
  bet: Record<string, unknown>,
): Promise<string> {
  const result = await v.vendorWith(failing).play(vendorGame(v.vassalage, v.gameId)!, session, bet);
  expect(result.kind).toBe('interrupted');
  return (result as { roundId: string }).roundId;
}

/**
 * A bet above the balance is refused in Bengali and moves nothing: no money, no open round. `whileDrained` adds the
 * game's own checks before the money comes back.
 */
export async function expectBetAboveBalanceRefused(
  v: VendorGameHarness,
  session: string,
  play: () => Promise<LightMyRequestResponse>,
  { round = 'drain', whileDrained }: { round?: string; whileDrained?: () => Promise<void> } = {},
) {
  await withBalanceDrained(
    v,
    session,
    async () => {
      expectRefusedForFunds(await play());
      expect(await v.walletBalance()).toBe(50n);
      expect(await v.openRounds()).toEqual([]);
      await whileDrained?.();
    },
    round,
  );
}

/**
 * A round interrupted between debit and credit is open with the stake taken; after the grace period a fresh vendor
 * over the same store ("restart") settles it, the win reaches the wallet and the books balance. Returns the round.
 */
export async function expectInterruptedRoundSettledByRecovery(
  v: VendorGameHarness,
  bet: Record<string, unknown>,
  stakeMinor: bigint,
): Promise<string> {
  const session = await v.newSession();
  await v.gamePage(session);
  const real = v.realTransport();
  const before = await v.walletBalance();
  const roundId = await playInterrupted(v, session, creditNeverArrives(real), bet);
  expect((await v.storedRound(roundId))!.state).toBe('open');
  expect(await v.walletBalance()).toBe(before - stakeMinor);

  v.passTime(60_000);
  expect(await recoverOpenRounds(v.vendorWith(real))).toEqual({ settled: [roundId], refunded: [], failed: [] });
  const round = (await v.storedRound(roundId))!;
  expect(round.state).toBe('settled');
  expect(verifyStoredRound(round)?.ok).toBe(true);
  expect(await v.walletBalance()).toBe(before - stakeMinor + BigInt(String(round.win_minor)));
  expect((await v.seamlessCallsOf(roundId)).map((r) => r.kind)).toEqual(['bet', 'win']);
  expect(await v.postingsSum()).toBe(0n);
  expect(await v.openRounds()).toEqual([]);
  return roundId;
}
