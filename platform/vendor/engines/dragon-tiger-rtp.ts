// Dragon tiger's exact RTP: two cards from a full 8-deck shoe (416 cards, 32 of each rank). A tie is two cards of
// one rank: 13 × 32 × 31 of the 416 × 415 ordered pairs; the rest splits evenly between dragon and tiger.
import { DRAGON_TIGER_DECKS } from './dragon-tiger.ts';
import { type Fraction, fraction, toNumber } from './exact.ts';

export interface BetFigures {
  rtp: Fraction;
  /** E[return²] per unit bet, for the exact standard deviation. */
  secondMoment: Fraction;
}

export function dragonTigerExactRtp(): Record<'dragon' | 'tiger' | 'tie', BetFigures> {
  const perRank = BigInt(DRAGON_TIGER_DECKS * 4);
  const cards = perRank * 13n;
  const pairs = cards * (cards - 1n);
  const ties = 13n * perRank * (perRank - 1n);
  const dragonWins = (pairs - ties) / 2n;
  // In units of 1/(2 × pairs): a win returns 2, a tie returns ½ of a dragon or tiger bet, 12 of a tie bet.
  const side: BetFigures = {
    rtp: fraction(4n * dragonWins + ties, 2n * pairs),
    secondMoment: fraction(16n * dragonWins + ties, 4n * pairs),
  };
  return {
    dragon: side,
    tiger: side,
    tie: { rtp: fraction(12n * ties, pairs), secondMoment: fraction(144n * ties, pairs) },
  };
}

const exact = dragonTigerExactRtp();
export const DRAGON_TIGER_STATED_RTP = {
  dragon: toNumber(exact.dragon.rtp),
  tiger: toNumber(exact.tiger.rtp),
  tie: toNumber(exact.tie.rtp),
};
