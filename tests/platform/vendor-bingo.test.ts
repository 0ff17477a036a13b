import { describe, expect, it } from 'vitest';
import { STORES } from './harness.ts';
import { vendorGameUnderTest } from './vendor-harness.ts';
import {
  expectDeadSessionRefused, expectInterruptedRoundSettledByRecovery, expectRefusedForFunds, expectRefusedMovingNothing, expectScriptServed,
  expectSettledRound, expectStrictGamePage, nextSeedHashIn, withBalanceDrained,
} from './vendor-checks.ts';
import { BINGO_PAYS } from '../../platform/vendor/engines/bingo.ts';

describe.each(STORES)('built-in vendor: Bingo 90 on %s', (store) => {
  const v = vendorGameUnderTest(store, { vassalage: 'LOTUS_ARENA', gameId: 'bingo-90' });
  const buy = (session: string, cardPriceMinor: unknown, lang = 'en') => v.playRound(session, { cardPriceMinor }, lang);

  it('serves the room with a strict policy, its script, the paytable, the balance and the next seed hash, in EN and BN', async () => {
    const session = await v.newSession();
    const res = await v.gamePage(session);
    expectStrictGamePage(res, 'bingo-game.js');
    expect(res.body).toContain('<h1>Bingo 90</h1>');
    expect(res.body).toContain('<output id="balance">500.00</output>');
    expect(res.body).toContain('<option value="100" selected>1.00</option>');
    expect(res.body).toContain(`<th scope="row">Full house</th><td>×${BINGO_PAYS.fullHouse}</td>`);
    expect(res.body.match(/<td id="cell-\d-\d">/g)).toHaveLength(15);
    const hash = nextSeedHashIn(res.body);
    expect((await v.gamePage(session)).body).toContain(hash);
    const bn = await v.gamePage(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('<h1>বিঙ্গো ৯০</h1>');
    expect(bn.body).toContain('কার্ড কিনুন');
    await expectScriptServed(v, 'bingo-game.js');
    await expectDeadSessionRefused(v, 'Bingo 90');
  });

  it('plays a card: debit, card and balls from the committed seed, the pattern\'s pay credited, verifiable', async () => {
    const session = await v.newSession();
    const shown = nextSeedHashIn((await v.gamePage(session)).body);
    const before = await v.walletBalance();
    const res = await buy(session, '200');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const round = answer.outcome;
    expect(answer.betMinor).toBe('200');
    expect(round.card.flat()).toHaveLength(15);
    expect(round.balls).toHaveLength(45);
    // The pay follows from the card and the balls as the test counts them, not as the engine says.
    const drawn = new Set<number>(round.balls);
    const marks = (round.card as number[][]).map((row) => row.filter((n) => drawn.has(n)).length);
    expect(round.markedPerRow).toEqual(marks);
    expect(answer.winMinor).toBe(String(200n * BigInt(BINGO_PAYS[round.pattern as keyof typeof BINGO_PAYS])));
    const { verify } = await expectSettledRound(v, answer, { shown, before });
    expect(verify.body).toContain('<dt>Game</dt><dd><code>Bingo 90</code></dd>');
    expect(verify.body).toContain(`${marks.reduce((a, b) => a + b, 0)}/15 marked · ×${round.multiplier}`);
  });

  it('refuses card prices the room does not sell, and a card above the balance, moving nothing', async () => {
    const session = await v.newSession();
    await v.gamePage(session);
    await expectRefusedMovingNothing(v, ['150', '-100', '0', '100.5', 100, 'abc'], (bad) => buy(session, bad));
    await withBalanceDrained(v, session, async () => {
      const postings = await v.db.selectFrom('ledger_postings').select('id').execute();
      expectRefusedForFunds(await buy(session, '100', 'bn'));
      expect(await v.walletBalance()).toBe(50n);
      expect(await v.db.selectFrom('ledger_postings').select('id').execute()).toHaveLength(postings.length);
      expect(await v.openRounds()).toEqual([]);
    });
    expect(await v.postingsSum()).toBe(0n);
  });

  it('finishes a card interrupted between debit and credit when recovery runs', async () => {
    await expectInterruptedRoundSettledByRecovery(v, { cardPriceMinor: '500' }, 500n);
  });
});
