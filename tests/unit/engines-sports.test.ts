import { describe, expect, it } from 'vitest';
import { toNumber } from '../../platform/vendor/engines/exact.ts';
import { RandomStream } from '../../platform/vendor/engines/fairness.ts';
import { FOOTBALL, SABONG } from '../../platform/vendor/engines/sports-config.ts';
import { SPORTS_MATCHES, SPORTS_STATED_RTP, sportsExactRtp } from '../../platform/vendor/engines/sports-rtp.ts';
import {
  matchOdds,
  matchProbabilities,
  playMatch,
  playSportsBet,
  resultOf,
  SELECTIONS,
  type MatchConfig,
} from '../../platform/vendor/engines/sports.ts';

const SEED = '5d'.repeat(32);

describe('virtual match', () => {
  it('plays the same match for the same seeds, with events that add up to the score', () => {
    expect(playMatch(new RandomStream(SEED, 'c', 4), FOOTBALL)).toEqual(
      playMatch(new RandomStream(SEED, 'c', 4), FOOTBALL),
    );
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 3000; nonce += 1) {
      const m = playMatch(new RandomStream(SEED, 'c', nonce), FOOTBALL);
      expect(m.events.filter((e) => e.side === 'home')).toHaveLength(m.homeScore);
      expect(m.events.filter((e) => e.side === 'away')).toHaveLength(m.awayScore);
      expect(m.events.every((e) => e.time >= 1 && e.time <= 90)).toBe(true);
      expect(m.events.map((e) => e.time)).toEqual([...m.events.map((e) => e.time)].sort((a, b) => a - b));
      expect(m.result).toBe(resultOf(m.homeScore, m.awayScore));
      seen.add(m.result);
    }
    expect(seen).toEqual(new Set(SELECTIONS));
  });

  it('draws the scores in the documented order: int(total home weight), int(total away weight), then event times', () => {
    // A stream that answers a script of values stands in for the seeds, so the mapping itself is pinned down.
    const script = [0, 999, 89, 0, 44];
    const scripted = {
      int: (n: number) => {
        const v = script.shift()!;
        expect(v).toBeLessThan(n);
        return v;
      },
    } as unknown as RandomStream;
    const m = playMatch(scripted, { ...FOOTBALL, homeWeights: [1, 1], awayWeights: [500, 499, 1] });
    // home: draw 0 → 0 goals; away: draw 999 → last band (2 goals); times 89+1 and 0+1, sorted.
    expect(m).toEqual({
      homeScore: 0,
      awayScore: 2,
      events: [
        { side: 'away', time: 1 },
        { side: 'away', time: 90 },
      ],
      result: 'away',
    });
    expect(script).toEqual([44]);
  });

  it('derives the odds from the exact chances less the margin, rounded down', () => {
    const p = matchProbabilities(FOOTBALL);
    expect(
      p.home.numerator * p.draw.denominator * p.away.denominator +
        p.draw.numerator * p.home.denominator * p.away.denominator +
        p.away.numerator * p.home.denominator * p.draw.denominator,
    ).toBe(p.home.denominator * p.draw.denominator * p.away.denominator);
    expect(matchOdds(FOOTBALL)).toEqual({ home: 204n, draw: 368n, away: 341n });
    expect(matchOdds(SABONG)).toEqual({ home: 183n, draw: 838n, away: 258n });
    // Two equal sides scoring 0 or 1: home 1/4, draw 1/2, away 1/4; with a 5% margin 0.95 / p.
    const even: MatchConfig = { key: 'even', homeWeights: [1, 1], awayWeights: [1, 1], clock: 10, marginPercent: 5 };
    expect(matchOdds(even)).toEqual({ home: 380n, draw: 190n, away: 380n });
    // A selection that cannot come in has no price: such a match is refused rather than offered at odds of 0.
    expect(() => matchOdds({ ...even, homeWeights: [1, 0, 1], awayWeights: [0, 1] })).toThrow(/draw/);
  });

  it('pays stake × odds on the selection that came in and nothing on the others', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      for (const selection of SELECTIONS) {
        const bet = playSportsBet(new RandomStream(SEED, 'p', nonce), FOOTBALL, selection, 500n);
        const odds = matchOdds(FOOTBALL)[selection];
        expect(bet.oddsHundredths).toBe(odds);
        expect(bet.returnMinor).toBe(bet.match.result === selection ? 5n * odds : 0n);
      }
    }
    expect(() => playSportsBet(new RandomStream(SEED, 'p', 0), FOOTBALL, 'home', 99n)).toThrow(RangeError);
    expect(() => playSportsBet(new RandomStream(SEED, 'p', 0), FOOTBALL, 'over' as never, 100n)).toThrow(RangeError);
  });
});

describe('sports RTP', () => {
  it('states the exact figures, each under the 95% the 5% margin allows', () => {
    for (const match of SPORTS_MATCHES) {
      const exact = sportsExactRtp(match);
      for (const s of SELECTIONS) {
        expect(Math.abs(toNumber(exact[s].rtp) - SPORTS_STATED_RTP[match.key]![s]), `${match.key} ${s}`).toBeLessThan(
          1e-7,
        );
        expect(exact[s].rtp.numerator * 100n).toBeLessThanOrEqual(95n * exact[s].rtp.denominator);
        // Rounding down to hundredths costs at most 0.01 × p: the figure stays close to 95%.
        expect(toNumber(exact[s].rtp)).toBeGreaterThan(0.94);
      }
    }
  });
});
