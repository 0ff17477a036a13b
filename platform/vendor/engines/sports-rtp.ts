// Exact RTP of each selection of each sports match: win chance n/d (matchProbabilities, counted over every pair of
// scores by weight) times the odds actually paid (hundredths, rounded down): RTP = n · odds / (100 · d). The second
// moment n · odds² / (10000 · d) gives the exact standard deviation of one bet's return, for the simulation's interval.
import { type Fraction, fraction } from './exact.ts';
import { BATTLE_ARENA, CYBER_LEAGUE, FOOTBALL, SABONG } from './sports-config.ts';
import { type MatchConfig, matchOdds, matchProbabilities, type Selection } from './sports.ts';

export interface SelectionFigures {
  rtp: Fraction;
  secondMoment: Fraction;
}

export function sportsExactRtp(config: MatchConfig): Record<Selection, SelectionFigures> {
  const p = matchProbabilities(config);
  const odds = matchOdds(config);
  const figures = (s: Selection): SelectionFigures => ({
    rtp: fraction(p[s].numerator * odds[s], 100n * p[s].denominator),
    secondMoment: fraction(p[s].numerator * odds[s] * odds[s], 10000n * p[s].denominator),
  });
  return { home: figures('home'), draw: figures('draw'), away: figures('away') };
}

export const SPORTS_MATCHES: readonly MatchConfig[] = [FOOTBALL, SABONG, CYBER_LEAGUE, BATTLE_ARENA];

/** Stated RTPs (the exact fractions above, rounded to 7 decimals); the unit test holds them to the count. */
export const SPORTS_STATED_RTP: Record<string, Record<Selection, number>> = {
  // Odds 2.04 / 3.68 / 3.41 on win chances 46.409% / 25.766% / 27.825%.
  football: { home: 0.9467518, draw: 0.9481814, away: 0.9488257 },
  // Odds 1.83 / 8.38 / 2.58 on 51.845% / 11.335% / 36.820%.
  sabong: { home: 0.9487635, draw: 0.949873, away: 0.949956 },
  // Odds 2.23 / 5.41 / 2.37 on 42.430% / 17.540% / 40.030%.
  'cyber-league': { home: 0.946189, draw: 0.948914, away: 0.948711 },
  // Odds 3.04 / 4.71 / 1.95 on 31.210% / 20.140% / 48.650%.
  'battle-arena': { home: 0.948784, draw: 0.948594, away: 0.948675 },
};
