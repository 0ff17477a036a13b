import { describe, expect, it } from 'vitest';
import { STORES } from './harness.ts';
import { sessionIn, vendorGameUnderTest } from './vendor-harness.ts';
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
import { verifyStoredRound } from '../../platform/vendor/verify-page.ts';
import { localDigits } from '../../contract/rules/digits.ts';

const VENDOR = 'LOTUS_SPORTS';
const GAME = 'lotus-sportsbook';
// The odds the football match is offered at (engine test pins them to the exact chances).
const ODDS = { home: 204n, draw: 368n, away: 341n } as const;

describe.each(STORES)('built-in vendor: sports games on %s', (store) => {
  const v = vendorGameUnderTest(store, { vassalage: VENDOR, gameId: GAME });
  const newSession = async (gameId = GAME, vassalage = VENDOR) => {
    const gameUrl = (await v.launch(gameId, vassalage)).body.value.game_url;
    expect(gameUrl).toContain(`/vendor/${vassalage}/${gameId}/`);
    return sessionIn(gameUrl);
  };
  const page = (session: string, lang = 'en', path = `${VENDOR}/${GAME}`) => v.gamePage(session, lang, path);
  const bet = (session: string, selection: string, stakeMinor: string, lang = 'en', path = `${VENDOR}/${GAME}`) =>
    v.playRound(session, { selection, stakeMinor }, lang, path);

  it('serves the match card with a strict policy, its own script, the odds, the balance and the next seed hash, in EN and BN', async () => {
    const session = await newSession();
    const res = await page(session);
    expectStrictGamePage(res, 'sports-game.js');
    expect(res.body).not.toMatch(/ style=/);
    expect(res.body).toContain('<h1>Lotus Sportsbook</h1>');
    expect(res.body).toContain('Padma Tigers');
    expect(res.body).toContain('Meghna Sharks');
    expect(res.body).toContain('<output id="balance">500.00</output>');
    expect(res.body).toMatch(/name="selection" value="home" checked/);
    for (const [selection, odds] of Object.entries({ home: '2.04', draw: '3.68', away: '3.41' })) {
      expect(res.body).toMatch(
        new RegExp(
          `id="pick-${selection}"><input[^>]+value="${selection}"[^>]*>.*?<span class="pick-odds" data-odds="\\d+">${odds.replace('.', '\\.')}</span>`,
        ),
      );
    }
    expect(res.body).toContain('name="stake" value="100" checked');
    const hash = nextSeedHashIn(res.body);
    expect((await page(session)).body).toContain(hash);
    const bn = await page(session, 'bn');
    expect(bn.body).toContain('lang="bn"');
    expect(bn.body).toContain('লোটাস স্পোর্টসবুক');
    expect(bn.body).toContain('পদ্মা টাইগার্স');
    expect(bn.body).toContain('বাজি ধরুন');
    // The digit rule: the score board in Bengali digits on a Bengali page, Western on English; the seed hash stays Western.
    expect(bn.body).toContain('<output id="score" class="score">০ – ০</output>');
    expect(res.body).toContain('<output id="score" class="score">0 – 0</output>');
    expect(nextSeedHashIn(bn.body)).toMatch(/^[0-9a-f]{64}$/);
    const script = await expectScriptServed(v, 'sports-game.js');
    expect(script.body).not.toContain('Math.random');
    // What the script writes while the match plays (score, clock, event minutes) goes through the page's digits.
    expect(script.body).toContain("from './local-digits.js'");
    expect(script.body).toContain('score.textContent = localDigits(');
    expect(script.body).toContain('clock.textContent = `${localDigits(time, words.lang)}');
    expect(script.body).toContain('${localDigits(event.time, words.lang)}');
    await expectDeadSessionRefused(v, 'Lotus Sportsbook');
  });

  it('plays a match: debit, score from the committed seed, stake × odds credited on a win, the ledger sums to zero, verifiable', async () => {
    const session = await newSession();
    const shown = nextSeedHashIn((await page(session)).body);
    const before = await v.walletBalance();
    const res = await bet(session, 'draw', '500');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const { match } = answer.outcome;
    expect(answer.betMinor).toBe('500');
    expect(answer.outcome).toMatchObject({ selection: 'draw', stakeMinor: '500', oddsHundredths: String(ODDS.draw) });
    expect(match.events).toHaveLength(match.homeScore + match.awayScore);
    expect(match.result).toBe(
      match.homeScore > match.awayScore ? 'home' : match.homeScore < match.awayScore ? 'away' : 'draw',
    );
    const expected = match.result === 'draw' ? String(5n * ODDS.draw) : '0';
    expect(answer.winMinor).toBe(expected);
    expect(BigInt(answer.balanceMinor)).toBe(before - 500n + BigInt(expected));
    const { verify } = await expectSettledRound(v, answer, { shown, before });
    const result =
      match.result === 'draw' ? 'Draw' : `Winner: ${match.result === 'home' ? 'Padma Tigers' : 'Meghna Sharks'}`;
    expect(verify.body).toContain(
      `Outcome</dt><dd><code>Padma Tigers ${match.homeScore} – ${match.awayScore} Meghna Sharks · ${result} · Pick: Draw @ 3.68<`,
    );
    const bnVerify = await v.get(answer.verifyUrl.replace('lang=en', 'lang=bn'));
    expect(bnVerify.body).toContain(
      `পদ্মা টাইগার্স ${localDigits(match.homeScore, 'bn')} – ${localDigits(match.awayScore, 'bn')} মেঘনা শার্কস`,
    );
  });

  it('wins and loses over several matches exactly as the odds say, and the wallet follows every one', async () => {
    const session = await newSession();
    await page(session);
    let expected = await v.walletBalance();
    for (let i = 0; i < 8; i += 1) {
      const selection = (['home', 'away'] as const)[i % 2]!;
      const answer = (await bet(session, selection, '100')).json();
      expected += -100n + (answer.outcome.match.result === selection ? ODDS[selection] : 0n);
      expect(BigInt(answer.balanceMinor)).toBe(expected);
    }
    expect(await v.walletBalance()).toBe(expected);
    expect(await v.postingsSum()).toBe(0n);
  });

  it("refuses bets the book does not take, in the player's language, moving nothing", async () => {
    const session = await newSession();
    await page(session);
    const before = await v.walletBalance();
    const hash = nextSeedHashIn((await page(session)).body);
    const bad = [
      ['over', '100'],
      ['home', '150'],
      ['home', '-100'],
      ['draw', '100.5'],
      ['away', '100000000'],
      ['', '100'],
    ];
    await expectRefusedMovingNothing(v, bad, async ([selection, stake]) => {
      const res = await bet(session, selection!, stake!, 'bn');
      expect(res.json()).toEqual({ code: 'bad_bet', message: 'এই বাজি পাওয়া যায় না।' });
      return res;
    });
    const english = await bet(session, 'home', '7', 'en');
    expect(english.json()).toEqual({ code: 'bad_bet', message: 'That bet is not available.' });
    expect(await v.walletBalance()).toBe(before);
    expect(await v.openRounds()).toEqual([]);
    // Nothing was played: the committed hash is still the next round's.
    expect((await page(session)).body).toContain(hash);

    await expectBetAboveBalanceRefused(v, session, () => bet(session, 'home', '100', 'bn'), {
      round: 'sports-drain',
      whileDrained: async () => {
        expect(await v.postingsSum()).toBe(0n);
      },
    });
  });

  it('finishes a match interrupted between debit and credit when recovery runs', async () => {
    await expectInterruptedRoundSettledByRecovery(v, { selection: 'home', stakeMinor: '1000' }, 1000n);
  });

  it.each([
    ['DS88', 'ds88-sabong', 'DS88 Sabong', 'Red Rooster', 'White Rooster', ['Meron', 'Wala'], 'ডিএস৮৮ সাবং'],
    ['LOTUS_ESPORTS', 'cyber-league', 'Cyber League', 'Neon Foxes', 'Quantum Owls', [], 'সাইবার লিগ'],
    ['LOTUS_ESPORTS', 'battle-arena-cup', 'Battle Arena Cup', 'Iron Giants', 'Storm Riders', [], 'ব্যাটল অ্যারেনা কাপ'],
  ] as const)(
    'serves %s/%s through the same engine with its own title and sides, and settles a verifiable round',
    async (vassalage, code, title, home, away, marks, bnTitle) => {
      const session = await newSession(code, vassalage);
      const path = `${vassalage}/${code}`;
      const res = await page(session, 'en', path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>${title}</h1>`);
      for (const word of [home, away, ...marks]) expect(res.body).toContain(word);
      expect((await page(session, 'bn', path)).body).toContain(bnTitle);
      const before = await v.walletBalance();
      const answer = (await bet(session, 'away', '200', 'en', path)).json();
      expect(answer.betMinor).toBe('200');
      expect(BigInt(answer.balanceMinor)).toBe(before - 200n + BigInt(answer.winMinor));
      expect(await v.postingsSum()).toBe(0n);
      const round = (await v.storedRound(answer.roundId))!;
      expect(round).toMatchObject({ state: 'settled', vassalage, game_code: code });
      expect(verifyStoredRound(round)?.ok).toBe(true);
      const verify = await v.get(answer.verifyUrl);
      const { homeScore, awayScore } = answer.outcome.match;
      expect(verify.body).toContain(`${home} ${homeScore} – ${awayScore} ${away} · `);
    },
  );
});
