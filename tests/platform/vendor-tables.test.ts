/**
 * The live casino's card and wheel tables (issue 26): dragon tiger, European roulette and andar bahar, each on the
 * built-in vendor's round flow. Every round carries a bet that wins and one that loses (the two sides of the table,
 * or red, black and zero), and the wallet, the books and the seamless calls must show exactly the engine's returns;
 * the same round sent twice at once, and its win credited again, pay once.
 */
import { describe, expect, it } from 'vitest';
import { STORES, type StoreName } from './harness.ts';
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

interface TableCase {
  gameId: string;
  title: string;
  titleBn: string;
  script: string;
  /** Bets of one round among which one wins and one loses, whatever the cards or the pocket. */
  bets: Record<string, string>;
  /** What each bet returns for the outcome the server answered (the rules, written out again by hand). */
  expectedReturns(outcome: any): Record<string, bigint>;
  /** Bets the table refuses. */
  refused: Record<string, unknown>[];
  /** The verify page's outcome line for the outcome. */
  summary(outcome: any): RegExp;
}

const RANK = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const cardText = (c: { rank: number; suit: string }) => `${RANK[c.rank - 1]}${SUIT[c.suit]}`;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const TABLES: TableCase[] = [
  {
    gameId: 'dragon-tiger',
    title: 'Dragon Tiger',
    titleBn: 'ড্রাগন টাইগার',
    script: 'dragon-tiger-game.js',
    bets: { dragon: '200', tiger: '100', tie: '100' },
    expectedReturns: ({ dragon, tiger }) => {
      if (dragon.rank === tiger.rank) return { dragon: 100n, tiger: 50n, tie: 1200n };
      return dragon.rank > tiger.rank ? { dragon: 400n, tiger: 0n, tie: 0n } : { dragon: 0n, tiger: 200n, tie: 0n };
    },
    refused: [{ phoenix: '100' }, { dragon: '150' }, { dragon: '0' }, { dragon: '600000' }, {}],
    summary: (o) =>
      new RegExp(
        `Dragon ${cardText(o.dragon)} · Tiger ${cardText(o.tiger)} · ${o.winner === 'tie' ? 'Tie' : `${o.winner === 'dragon' ? 'Dragon' : 'Tiger'} wins`}<`,
      ),
  },
  {
    gameId: 'european-roulette',
    title: 'European Roulette',
    titleBn: 'ইউরোপীয় রুলেট',
    script: 'roulette-game.js',
    bets: { red: '500', black: '200', n0: '100', 'split-0-3': '100' },
    expectedReturns: ({ pocket }) => ({
      red: RED.has(pocket) ? 1000n : 0n,
      black: pocket !== 0 && !RED.has(pocket) ? 400n : 0n,
      n0: pocket === 0 ? 3600n : 0n,
      'split-0-3': pocket === 0 || pocket === 3 ? 1800n : 0n,
    }),
    refused: [{ 'split-3-4': '100' }, { n37: '100' }, { red: '50' }, { red: '1e3' }, {}],
    summary: (o) => new RegExp(`Outcome</dt><dd><code>${o.pocket} (Zero|Red|Black)<`),
  },
  {
    gameId: 'andar-bahar',
    title: 'Andar Bahar',
    titleBn: 'আন্দার বাহার',
    script: 'andar-bahar-game.js',
    bets: { andar: '1000', bahar: '500' },
    expectedReturns: ({ winner }) => (winner === 'andar' ? { andar: 1900n, bahar: 0n } : { andar: 0n, bahar: 1000n }),
    refused: [{ joker: '100' }, { andar: '110' }, { andar: '-100' }],
    summary: (o) =>
      new RegExp(
        `Joker ${cardText(o.joker)} · Andar [^<]* · Bahar [^<]* · ${o.winner === 'andar' ? 'Andar' : 'Bahar'} wins<`,
      ),
  },
];

function describeTable(store: StoreName, table: TableCase) {
  describe(`built-in vendor: ${table.title} on ${store}`, () => {
    const v = vendorGameUnderTest(store, { vassalage: 'LOTUS_LIVE', gameId: table.gameId });
    const stakeOf = (bets: Record<string, string>) => Object.values(bets).reduce((s, b) => s + BigInt(b), 0n);

    it('serves the table with a strict policy, its script, the balance and the next seed hash, in EN and BN', async () => {
      const session = await v.newSession();
      const res = await v.gamePage(session);
      expectStrictGamePage(res, table.script);
      expect(res.body).toContain('<output id="balance">500.00</output>');
      expect(res.body).toContain(`<h1>${table.title}</h1>`);
      expect(nextSeedHashIn((await v.gamePage(session)).body)).toBe(nextSeedHashIn(res.body));
      const bn = await v.gamePage(session, 'bn');
      expect(bn.body).toContain('lang="bn"');
      expect(bn.body).toContain(`<h1>${table.titleBn}</h1>`);
      expect(bn.body).toContain('<output id="balance">৫০০.০০</output>');
      for (const name of [table.script, 'table-board.js', 'table-round.js', 'cards.js'])
        await expectScriptServed(v, name);
      await expectDeadSessionRefused(v, table.title);
    });

    it('plays a round where one bet wins and one loses: the wallet, the books and the seamless calls agree', async () => {
      const session = await v.newSession();
      const shown = nextSeedHashIn((await v.gamePage(session)).body);
      const before = await v.walletBalance();
      const res = await v.playRound(session, table.bets);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.betMinor).toBe(String(stakeOf(table.bets)));
      const expected = table.expectedReturns(answer.outcome);
      expect(
        Object.fromEntries(Object.entries(answer.outcome.returns).map(([k, r]) => [k, BigInt(r as string)])),
      ).toEqual(expected);
      expect(Object.values(expected).some((r) => r === 0n)).toBe(true);
      expect(Object.values(expected).some((r) => r > 0n)).toBe(true);
      expect(answer.winMinor).toBe(String(Object.values(expected).reduce((s, r) => s + r, 0n)));
      const { verify } = await expectSettledRound(v, answer, { shown, before });
      expect(verify.body).toMatch(table.summary(answer.outcome));
    });

    it('pays once when the same round is sent twice at once and its win is credited again', async () => {
      const session = await v.newSession();
      await v.gamePage(session);
      const before = await v.walletBalance();
      const replies = await Promise.all([v.playRound(session, table.bets), v.playRound(session, table.bets)]);
      const settled = replies.filter((r) => r.statusCode === 200).map((r) => r.json());
      for (const r of replies) expect([200, 409]).toContain(r.statusCode);
      expect(settled.length).toBeGreaterThanOrEqual(1);
      expect(new Set(settled.map((a) => a.roundId)).size).toBe(settled.length);
      const moved = settled.reduce((s, a) => s + BigInt(a.winMinor) - BigInt(a.betMinor), 0n);
      expect(await v.walletBalance()).toBe(before + moved);
      // The vendor credits the first round's win again (a retry after a lost answer): the wallet pays it once.
      const first = settled[0];
      const round = (await v.storedRound(first.roundId))!;
      await v.vendorWith(v.realTransport()).credit(round, round.player_ref!, BigInt(first.winMinor));
      expect(await v.walletBalance()).toBe(before + moved);
      for (const a of settled) {
        expect((await v.seamlessCallsOf(a.roundId)).map((r) => r.kind)).toEqual(['bet', 'win']);
      }
      expect(await v.postingsSum()).toBe(0n);
    });

    it('refuses bets the table does not take, and a bet above the balance, moving nothing', async () => {
      const session = await v.newSession();
      await v.gamePage(session);
      await expectRefusedMovingNothing(v, table.refused, (bet) => v.playRound(session, bet));
      await expectBetAboveBalanceRefused(v, session, () => v.playRound(session, table.bets, 'bn'));
    });

    it('finishes a round interrupted between debit and credit when recovery runs', async () => {
      await expectInterruptedRoundSettledByRecovery(v, table.bets, stakeOf(table.bets));
    });
  });
}

for (const store of STORES) for (const table of TABLES) describeTable(store, table);
