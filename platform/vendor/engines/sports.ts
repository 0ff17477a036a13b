// A virtual match between two named sides, settled on the three-way market home / draw / away.
//
// Each side's score is drawn from its own fixed table of integer weights (the weight of scoring 0, 1, 2, …), so
// the chance of every result is an exact fraction and the odds can be derived from it. The odds on a selection
// with win chance p = n/d are (1 − margin)/p rounded DOWN to hundredths: floor((100 − margin%) · d / n) / 100. The
// rounding only ever lowers the odds, so each selection returns at most (100 − margin)% (exact figures in
// sports-rtp.ts). The time of each scoring event is drawn too, only so the page can replay the match; it never
// changes the result.
//
// Draw order: `int(sum of home weights)` for the home score, `int(sum of away weights)` for the away score, then
// `int(clock)` + 1 for the time of each home event, then of each away event. Nothing else is drawn.
import { type Fraction, fraction } from './exact.ts';
import type { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';

export type Selection = 'home' | 'draw' | 'away';
export const SELECTIONS: readonly Selection[] = ['home', 'draw', 'away'];

export interface MatchConfig {
  /** Names the match in the RTP simulation's seed ("rtp-simulation:sports-<key>"). */
  key: string;
  /** homeWeights[k]: relative weight of the home side scoring exactly k. */
  homeWeights: readonly number[];
  awayWeights: readonly number[];
  /** Event times are whole units in 1..clock (football: minutes of 90). */
  clock: number;
  /** The house margin in whole percent taken off the fair odds before rounding down. */
  marginPercent: number;
}

export interface MatchEvent {
  side: 'home' | 'away';
  time: number;
}

export interface MatchResult {
  homeScore: number;
  awayScore: number;
  /** In time order; events at the same time keep draw order (home first). */
  events: MatchEvent[];
  result: Selection;
}

export interface SportsBet {
  match: MatchResult;
  selection: Selection;
  stakeMinor: bigint;
  /** The decimal odds the bet was struck at, in hundredths (195 = 1.95). */
  oddsHundredths: bigint;
  /** Stake × odds when the selection came in, else 0. */
  returnMinor: bigint;
}

const sum = (weights: readonly number[]) => weights.reduce((a, b) => a + b, 0);

/** The index whose cumulative weight band holds one draw of `int(total)`. */
function weighted(stream: RandomStream, weights: readonly number[]): number {
  let draw = stream.int(sum(weights));
  for (let k = 0; k < weights.length; k += 1) {
    if (draw < weights[k]!) return k;
    draw -= weights[k]!;
  }
  throw new Error('unreachable: draw beyond the weights');
}

export function resultOf(homeScore: number, awayScore: number): Selection {
  if (homeScore > awayScore) return 'home';
  return homeScore < awayScore ? 'away' : 'draw';
}

/** Exact chance of each result: pairs of scores counted by weight, over (sum home) × (sum away). */
export function matchProbabilities(config: MatchConfig): Record<Selection, Fraction> {
  const counts: Record<Selection, bigint> = { home: 0n, draw: 0n, away: 0n };
  config.homeWeights.forEach((wh, h) => {
    config.awayWeights.forEach((wa, a) => {
      counts[resultOf(h, a)] += BigInt(wh) * BigInt(wa);
    });
  });
  const total = BigInt(sum(config.homeWeights)) * BigInt(sum(config.awayWeights));
  return { home: fraction(counts.home, total), draw: fraction(counts.draw, total), away: fraction(counts.away, total) };
}

/** Decimal odds in hundredths: the fair odds less the margin, rounded down (never in the player's favour by rounding). */
export function matchOdds(config: MatchConfig): Record<Selection, bigint> {
  const p = matchProbabilities(config);
  const odds = (s: Selection) => {
    if (p[s].numerator === 0n) throw new RangeError(`${config.key}: ${s} cannot happen, so it has no odds`);
    return (BigInt(100 - config.marginPercent) * p[s].denominator) / p[s].numerator;
  };
  return { home: odds('home'), draw: odds('draw'), away: odds('away') };
}

/** The most a bet on this match returns as a multiple of its stake: its longest odds, rounded up to a whole multiple. */
export function sportsMaxWinMultiple(config: MatchConfig): number {
  const longest = Object.values(matchOdds(config)).reduce((a, b) => (a > b ? a : b));
  return Number((longest + 99n) / 100n);
}

export function playMatch(stream: RandomStream, config: MatchConfig): MatchResult {
  const homeScore = weighted(stream, config.homeWeights);
  const awayScore = weighted(stream, config.awayWeights);
  const events: MatchEvent[] = [];
  for (let i = 0; i < homeScore; i += 1) events.push({ side: 'home', time: stream.int(config.clock) + 1 });
  for (let i = 0; i < awayScore; i += 1) events.push({ side: 'away', time: stream.int(config.clock) + 1 });
  // Array sort is stable, so equal times keep the draw order and a replay sorts the same way.
  events.sort((a, b) => a.time - b.time);
  return { homeScore, awayScore, events, result: resultOf(homeScore, awayScore) };
}

/**
 * One bet on one match. The return is stake × odds / 100 rounded down to the minor unit; stakes that are
 * multiples of 100 minor units (the adapter's only stakes) make it exact.
 */
export function playSportsBet(
  stream: RandomStream,
  config: MatchConfig,
  selection: Selection,
  stakeMinor: bigint,
): SportsBet {
  assertBetMinor(stakeMinor, 'stake');
  if (!SELECTIONS.includes(selection)) throw new RangeError(`unknown selection ${String(selection)}`);
  const oddsHundredths = matchOdds(config)[selection];
  const match = playMatch(stream, config);
  const returnMinor = match.result === selection ? (stakeMinor * oddsHundredths) / 100n : 0n;
  return { match, selection, stakeMinor, oddsHundredths, returnMinor };
}
