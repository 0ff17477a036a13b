import { describe, expect, it } from 'vitest';
import { STORES } from './harness.ts';
import { vendorGameUnderTest } from './vendor-harness.ts';
import {
  debitAnswerLost,
  expectInterruptedRoundSettledByRecovery,
  expectRefusedForFunds,
  expectScriptServed,
  expectSettledRound,
  expectStrictGamePage,
  nextSeedHashIn,
  playInterrupted,
  withBalanceDrained,
} from './vendor-checks.ts';
import { recoverOpenRounds } from '../../platform/vendor/recovery.ts';

describe.each(STORES)('built-in game vendor on %s', (store) => {
  const v = vendorGameUnderTest(store, { vassalage: 'LOTUS_SLOTS', gameId: 'lotus-fortune' });
  const spin = (session: string, lineBetMinor = '4', lang = 'en') => v.playRound(session, { lineBetMinor }, lang);

  it("serves the game page with a strict policy, the balance and the next round's seed hash, in EN and BN", async () => {
    const session = await v.newSession();
    const res = await v.gamePage(session);
    expectStrictGamePage(res, 'slot-game.js');
    expect(res.body).toContain('<output id="balance">500.00</output>');
    const hash = nextSeedHashIn(res.body);
    // The same commitment until it is played: reloading cannot fish for another seed.
    expect((await v.gamePage(session)).body).toContain(hash);
    const bn = await v.gamePage(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('স্পিন');
    // Amounts in the page language's digits, as on the site (contract/rules/digits.ts); the script gets the same rule.
    expect(bn.body).toContain('<output id="balance">৫০০.০০</output>');
    expect(bn.body).toContain('<output id="win">০.০০</output>');
    expect(bn.body).not.toMatch(/<option[^>]*>[^<]*[0-9]/);
    await expectScriptServed(v, 'slot-game.js');
    await expectScriptServed(v, 'local-digits.js');
    expect((await v.gamePage('x'.repeat(43))).statusCode).toBe(401);
  });

  it('plays a full round: debit, outcome from the committed seed, credit, settled and verifiable', async () => {
    const session = await v.newSession();
    const shown = nextSeedHashIn((await v.gamePage(session)).body);
    const before = await v.walletBalance();
    const sumBefore = await v.postingsSum();
    const res = await spin(session, '10');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.betMinor).toBe('250');
    expect(answer.grid).toHaveLength(3);
    expect(await v.postingsSum()).toBe(sumBefore);
    const { round, verify } = await expectSettledRound(v, answer, { shown, before });
    expect(round).toMatchObject({ debited: 1 });
    expect(verify.body).toContain(shown);
  });

  it('plays the round with the client seed the player sent after the commitment, and the verify page replays it', async () => {
    const session = await v.newSession();
    const shown = nextSeedHashIn((await v.gamePage(session)).body);
    const committed = await v.db
      .selectFrom('vendor_rounds')
      .selectAll()
      .where('seed_hash', '=', shown)
      .executeTakeFirstOrThrow();
    const res = await v.playRound(session, { lineBetMinor: '4', clientSeed: 'my-own_seed-42' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ roundId: committed.id, clientSeed: 'my-own_seed-42', nonce: committed.nonce });
    // The committed round kept its server seed; only the player's seed joined it.
    const round = (await v.storedRound(committed.id))!;
    expect(round).toMatchObject({
      server_seed: committed.server_seed,
      client_seed: 'my-own_seed-42',
      state: 'settled',
    });
    const verify = await v.get(`/vendor/verify?round=${committed.id}&lang=en`);
    expect(verify.body).toContain('<code>my-own_seed-42</code>');
    expect(verify.body).toContain('Verified: the seed matches its hash');
    // The same server seed with the seed drawn at commitment would have been another stream: the player's seed counts.
    expect(committed.client_seed).not.toBe('my-own_seed-42');
    // The verify page offers the form to fix a seed for the next rounds, with its script.
    expect(verify.body).toContain('id="seed-form"');
    await expectScriptServed(v, 'seed-form.js');
    await expectScriptServed(v, 'client-seed.js');
  });

  it('refuses a client seed outside the rule and moves nothing', async () => {
    const session = await v.newSession();
    await v.gamePage(session);
    const before = await v.walletBalance();
    for (const clientSeed of ['', 'x'.repeat(65), 'has space', '<script>']) {
      const res = await v.playRound(session, { lineBetMinor: '4', clientSeed });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_bet');
    }
    expect(await v.walletBalance()).toBe(before);
    expect(await v.openRounds()).toEqual([]);
  });

  it('keeps the seed of a round not yet played secret on the verify page', async () => {
    const session = await v.newSession();
    await v.gamePage(session);
    const committed = await v.db
      .selectFrom('vendor_rounds')
      .selectAll()
      .where('state', '=', 'committed')
      .executeTakeFirstOrThrow();
    const verify = await v.get(`/vendor/verify?round=${committed.id}&lang=en`);
    expect(verify.body).not.toContain(committed.server_seed);
    expect(verify.body).toContain('its seed is still secret');
    expect((await v.get('/vendor/verify?round=nope')).statusCode).toBe(404);
  });

  it("refuses a bet above the balance in the page's language and moves nothing", async () => {
    const session = await v.newSession();
    await v.gamePage(session);
    await withBalanceDrained(v, session, async () => {
      const before = await v.walletBalance();
      expect(before).toBe(50n);
      const expensive = '4';
      expectRefusedForFunds(await spin(session, expensive, 'bn'));
      expect((await spin(session, expensive)).json().message).toBe('Not enough balance for this bet.');
      expect(await v.walletBalance()).toBe(before);
      expect((await spin(session, '3')).statusCode).toBe(400);
      // The shown seed is still the one the next round uses.
      expect(await v.openRounds()).toEqual([]);
    });
  });

  it('finishes a round interrupted between debit and credit when recovery runs', async () => {
    await expectInterruptedRoundSettledByRecovery(v, { lineBetMinor: '4' }, 100n);
    // Running it again finds nothing to do.
    expect(await recoverOpenRounds(v.platform.vendor!)).toEqual({ settled: [], refunded: [], failed: [] });
  });

  it('rolls back a round whose bet got no answer', async () => {
    const session = await v.newSession();
    await v.gamePage(session);
    const before = await v.walletBalance();
    const roundId = await playInterrupted(v, session, debitAnswerLost(v.realTransport()), { lineBetMinor: '4' });
    v.passTime(60_000);
    expect(await recoverOpenRounds(v.platform.vendor!)).toEqual({ settled: [], refunded: [roundId], failed: [] });
    expect((await v.storedRound(roundId))!.state).toBe('refunded');
    expect(await v.walletBalance()).toBe(before);
    expect((await v.seamlessCallsOf(roundId)).map((r) => r.kind)).toEqual(['bet', 'refund']);
    expect(await v.postingsSum()).toBe(0n);
  });
});
