import { describe, expect, it } from 'vitest';
import { STORES } from './harness.ts';
import { vendorGameUnderTest } from './vendor-harness.ts';
import {
  expectBetAboveBalanceRefused,
  expectDeadSessionRefused,
  expectInterruptedRoundSettledByRecovery,
  expectRefusedMovingNothing,
  expectScriptServed,
  expectSettledRound,
  expectStrictGamePage,
  nextSeedHashIn,
} from './vendor-checks.ts';

describe.each(STORES)('built-in vendor: Lotus Baccarat on %s', (store) => {
  const v = vendorGameUnderTest(store, { vassalage: 'LOTUS_LIVE', gameId: 'lotus-baccarat' });
  const deal = (session: string, side: string, stakeMinor: string, lang = 'en') =>
    v.playRound(session, { side, stakeMinor }, lang);

  it('serves the table with a strict policy, its own script, the balance and the next seed hash, in EN and BN', async () => {
    const session = await v.newSession();
    const res = await v.gamePage(session);
    expectStrictGamePage(res, 'baccarat-game.js');
    expect(res.body).toContain('<output id="balance">500.00</output>');
    expect(res.body).toMatch(/name="side" value="player" checked/);
    expect(res.body).toContain('<option value="100" selected>1.00</option>');
    const hash = nextSeedHashIn(res.body);
    expect((await v.gamePage(session)).body).toContain(hash);
    const bn = await v.gamePage(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('লোটাস ব্যাকারাট');
    for (const name of ['baccarat-game.js', 'round-client.js', 'slot-game.js']) await expectScriptServed(v, name);
    expect((await v.get('/vendor/assets/nope.js')).statusCode).toBe(404);
    await expectDeadSessionRefused(v, 'Lotus Baccarat');
  });

  it('plays a full coup: debit, cards from the committed seed, the return credited, verifiable', async () => {
    const session = await v.newSession();
    const shown = nextSeedHashIn((await v.gamePage(session)).body);
    const before = await v.walletBalance();
    const res = await deal(session, 'banker', '200');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const coup = answer.outcome;
    expect(answer.betMinor).toBe('200');
    expect(coup.player.length).toBeGreaterThanOrEqual(2);
    expect(coup.banker.length).toBeGreaterThanOrEqual(2);
    // Banker pays 1:1 less 5% commission; a tie returns the stake; a player coup loses it.
    const expected = { banker: '390', tie: '200', player: '0' }[coup.winner as string];
    expect(answer.winMinor).toBe(expected);
    const { verify } = await expectSettledRound(v, answer, { shown, before });
    const result = coup.winner === 'tie' ? 'Tie' : `${coup.winner === 'player' ? 'Player' : 'Banker'} wins`;
    expect(verify.body).toMatch(
      new RegExp(
        `Outcome</dt><dd><code>Player [^<]+ \\(${coup.playerTotal}\\) · Banker [^<]+ \\(${coup.bankerTotal}\\) · ${result}<`,
      ),
    );
  });

  it('refuses bets the table does not take, and a bet above the balance, moving nothing', async () => {
    const session = await v.newSession();
    await v.gamePage(session);
    await expectRefusedMovingNothing(
      v,
      [
        ['dragon', '100'],
        ['player', '150'],
        ['player', '-100'],
      ],
      ([side, stake]) => deal(session, side!, stake!),
    );
    await expectBetAboveBalanceRefused(v, session, () => deal(session, 'tie', '100', 'bn'));
  });

  it('finishes a coup interrupted between debit and credit when recovery runs', async () => {
    await expectInterruptedRoundSettledByRecovery(v, { side: 'player', stakeMinor: '500' }, 500n);
  });
});
