/**
 * Issue 12 §2.3: one bet credited again and again under new transaction ids. The credits of a round are capped by
 * the game's declared maximum multiple of its bets; an over-cap credit is refused (win_over_cap), remembered,
 * reported to the operator (`ops alerts`) and leaves the ledger untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';
import { vendorClient } from './seamless-client.ts';
import { gameSession, placedBet, signedIn } from './builders.ts';
import { postingsSum } from './ledger-queries.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';

// The games' declared multiples (tests/unit/win-caps.test.ts checks them against the engines): a baccarat tie
// returns 9 times its stake; a slot spin at most 2000 (five wilds on every line) + 50 (five scatters) times its bet.
const BACCARAT_MAX_WIN_MULTIPLE = 9;
const SLOT_MAX_WIN_MULTIPLE = 2050;

describe.each(STORES)('win cap per round on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let token: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(seq += 1)}`;
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  const transfers = async () =>
    (await t.platform.context.db.selectFrom('ledger_transfers').select('id').execute()).length;

  /** A game session of `vendor`/`game` with one bet of `amount` placed: its ids and the player. */
  const betPlaced = async (vassalage: string, game: string, amount: bigint) => {
    const vendor = vendorClient(t.app, vassalage);
    const session = await gameSession(api, token, vassalage, game);
    const bet = await placedBet(vendor, session, game, amount, { transactionId: id('bet'), roundId: id('round') });
    const win = (amountMinor: bigint, transactionId = id('win')) => bet.win(amountMinor, transactionId);
    return { vendor, session, bet, player: bet.player, win };
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { redis: false });
    api = caller(t.app);
    await ops('credit-bonus', 'demoplayer', '10000', 'win cap', 'bonus');
    token = await signedIn(api, 'demoplayer');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a bet credited again under a new id past the game's multiple, leaves the ledger alone and alerts the operator", async () => {
    const cap = BigInt(BACCARAT_MAX_WIN_MULTIPLE);
    const { vendor, session, bet, win } = await betPlaced('LOTUS_LIVE', 'lotus-baccarat', 100n);
    // The first win is the game's best pay: allowed.
    expect((await win(100n * cap)).status).toBe(200);
    const balance = BigInt((await vendor.balance(session)).body.balanceMinor);
    const [sum, count] = [await postingsSum(t.platform.context.db), await transfers()];

    const again = id('win');
    const refused = await win(100n, again);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('win_over_cap');
    // Retried with the same id: the same refusal, still nothing moved.
    expect((await win(100n, again)).body.error.code).toBe('win_over_cap');
    expect(BigInt((await vendor.balance(session)).body.balanceMinor)).toBe(balance);
    expect(await postingsSum(t.platform.context.db)).toBe(sum);
    expect(await transfers()).toBe(count);

    const alerts = await ops('alerts');
    expect(alerts).toContain('win_over_cap');
    expect(alerts).toContain(`LOTUS_LIVE:${bet.roundId}`);
    expect(alerts).toContain(`transactionId=${again}`);
  });

  it('lets a round win up to the cap in several credits and refuses the one minor unit past it (later wins take the short path)', async () => {
    const cap = BigInt(SLOT_MAX_WIN_MULTIPLE);
    const { vendor, session, win } = await betPlaced('LOTUS_SLOTS', 'lotus-fortune', 100n);
    expect((await win(50n)).status).toBe(200);
    expect((await win(100n * cap - 50n - 1n)).status).toBe(200);
    const balance = BigInt((await vendor.balance(session)).body.balanceMinor);
    const over = await win(2n);
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('win_over_cap');
    expect(BigInt((await vendor.balance(session)).body.balanceMinor)).toBe(balance);
    // Exactly to the cap is still a win.
    expect((await win(1n)).status).toBe(200);
  });

  it('counts only bets still standing: a rolled-back bet of the round backs no win', async () => {
    const { vendor, session, bet, player, win } = await betPlaced('LOTUS_LIVE', 'lotus-baccarat', 100n);
    // A second bet in the same round, rolled back.
    const second = id('bet');
    expect(
      (
        await vendor.debit({
          session,
          transactionId: second,
          roundId: bet.roundId,
          gameCode: 'lotus-baccarat',
          amountMinor: '100',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await vendor.rollback({
          player,
          transactionId: id('refund'),
          originalTransactionId: second,
          roundId: bet.roundId,
        })
      ).status,
    ).toBe(200);
    const refused = await win(100n * BigInt(BACCARAT_MAX_WIN_MULTIPLE) + 1n);
    expect(refused.body.error.code).toBe('win_over_cap');
    // A refused win settles nothing: the bet can still be rolled back.
    expect(
      (
        await vendor.rollback({
          player,
          transactionId: id('refund'),
          originalTransactionId: bet.transactionId,
          roundId: bet.roundId,
        })
      ).status,
    ).toBe(200);
  });
});
