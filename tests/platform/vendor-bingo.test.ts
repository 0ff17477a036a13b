import { describe, expect, it } from 'vitest';
import { STORES } from './harness.ts';
import { vendorGameUnderTest } from './vendor-harness.ts';
import {
  expectDeadSessionRefused,
  expectInterruptedRoundSettledByRecovery,
  expectRefusedForFunds,
  expectRefusedMovingNothing,
  expectScriptServed,
  expectSettledRound,
  expectStrictGamePage,
  nextSeedHashIn,
  withBalanceDrained,
} from './vendor-checks.ts';
import { BINGO_PAYS } from '../../platform/vendor/engines/bingo.ts';
import { localDigits } from '../../contract/rules/digits.ts';

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
    // The digit rule: the paytable in Bengali digits on a Bengali page; the seed hash stays Western.
    expect(bn.body).toContain(`<th scope="row">ফুল হাউস</th><td>×${localDigits(BINGO_PAYS.fullHouse, 'bn')}</td>`);
    expect(nextSeedHashIn(bn.body)).toMatch(/^[0-9a-f]{64}$/);
    const script = await expectScriptServed(v, 'bingo-game.js');
    // The card's numbers, the drawn balls and the marked count are written in the page's digits.
    expect(script.body).toContain("from './local-digits.js'");
    expect(script.body).toContain('cell.textContent = localDigits(number, words.lang);');
    expect(script.body).toContain('item.textContent = localDigits(number, words.lang);');
    expect(script.body).toContain('localDigits(`${marked}/15`, words.lang)');
    await expectDeadSessionRefused(v, 'Bingo 90');
  });

  it("plays a card: debit, card and balls from the committed seed, the pattern's pay credited, verifiable", async () => {
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
    // On the Bengali verify page the card is in Bengali digits and the seeds stay Western.
    const bnVerify = await v.get(answer.verifyUrl.replace('lang=en', 'lang=bn'));
    const card = (round.card as number[][]).map((row) => row.join(' ')).join(' / ');
    expect(bnVerify.body).toContain(localDigits(`${marks.reduce((a, b) => a + b, 0)}/15`, 'bn'));
    expect(bnVerify.body).toContain(localDigits(card, 'bn'));
    expect(bnVerify.body).not.toContain(card);
    expect(bnVerify.body).toContain(shown);
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
