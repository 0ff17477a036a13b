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
import { FISH_TYPES } from '../../platform/vendor/engines/fishing.ts';

describe.each(STORES)('built-in vendor: Ocean Hunt on %s', (store) => {
  const v = vendorGameUnderTest(store, { vassalage: 'LOTUS_FISH', gameId: 'ocean-hunt' });
  const fire = (session: string, target: string, shotMinor: string, lang = 'en') =>
    v.playRound(session, { target, shotMinor }, lang);

  it('serves the fishing page with a strict policy, its own script, the balance and the next seed hash, in EN and BN', async () => {
    const session = await v.newSession();
    const res = await v.gamePage(session);
    expectStrictGamePage(res, 'fishing-game.js');
    expect(res.body).toContain('<output id="balance">500.00</output>');
    expect(res.body).toContain('<option value="shark">Shark — ×50, chance 1.90%</option>');
    expect(res.body).toContain('<option value="100" selected>1.00</option>');
    const hash = nextSeedHashIn(res.body);
    expect((await v.gamePage(session)).body).toContain(hash);
    const bn = await v.gamePage(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('সমুদ্র শিকার');
    for (const name of ['fishing-game.js', 'round-client.js']) await expectScriptServed(v, name);
    expect((await v.get('/vendor/assets/nope.js')).statusCode).toBe(404);
    await expectDeadSessionRefused(v, 'Ocean Hunt');
  });

  it('plays a full shot: debit, hit or miss from the committed seed, the catch credited (0 too), verifiable', async () => {
    const session = await v.newSession();
    const shown = nextSeedHashIn((await v.gamePage(session)).body);
    const before = await v.walletBalance();
    const res = await fire(session, 'shrimp', '200');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const shot = answer.outcome;
    expect(answer.betMinor).toBe('200');
    expect(shot.fish).toBe('shrimp');
    const expected = shot.caught ? '400' : '0';
    expect(answer.winMinor).toBe(expected);
    const { verify } = await expectSettledRound(v, answer, { shown, before });
    expect(verify.body).toContain(`Outcome</dt><dd><code>Shrimp: ${shot.caught ? 'Caught' : 'Missed'}<`);
    // Several shots in a row: each one's balance follows from the last, whatever it caught.
    let balance = BigInt(answer.balanceMinor);
    for (const fish of FISH_TYPES.slice(0, 3)) {
      const next = (await fire(session, fish.name, '100')).json();
      balance = balance - 100n + BigInt(next.winMinor);
      expect(BigInt(next.balanceMinor)).toBe(balance);
    }
    expect(await v.postingsSum()).toBe(0n);
  });

  it('refuses shots the game does not take, and a bet above the balance, moving nothing', async () => {
    const session = await v.newSession();
    await v.gamePage(session);
    await expectRefusedMovingNothing(
      v,
      [
        ['kraken', '100'],
        ['shrimp', '150'],
        ['shrimp', '-100'],
      ],
      ([target, shot]) => fire(session, target!, shot!),
    );
    await expectBetAboveBalanceRefused(v, session, () => fire(session, 'shark', '100', 'bn'));
  });

  it('finishes a shot interrupted between debit and credit when recovery runs', async () => {
    await expectInterruptedRoundSettledByRecovery(v, { target: 'turtle', shotMinor: '500' }, 500n);
  });
});
