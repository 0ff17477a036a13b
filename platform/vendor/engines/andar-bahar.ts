// Andar bahar from one 52-card deck: the first card is the joker (game card); then cards are dealt one by one,
// first to andar, then bahar, andar … until a card of the joker's rank appears; that side wins. The side dealt
// first has the edge, so andar pays 0.9:1 and bahar 1:1 (the market's usual table).
import { type Card, Shoe, total } from './cards.ts';
import type { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';

export type AndarBaharSide = 'andar' | 'bahar';
export const ANDAR_BAHAR_SIDES: readonly AndarBaharSide[] = ['andar', 'bahar'];
export type AndarBaharBets = Partial<Record<AndarBaharSide, bigint>>;

/** Returns per unit staked as tenths, stake included: andar 19/10 (0.9:1), bahar 20/10 (1:1). */
export const ANDAR_BAHAR_RETURN_TENTHS = { andar: 19n, bahar: 20n } as const;
export const ANDAR_BAHAR_MAX_WIN_MULTIPLE = 2;

export interface AndarBaharRound {
  joker: Card;
  andar: Card[];
  bahar: Card[];
  winner: AndarBaharSide;
  bets: AndarBaharBets;
  returns: AndarBaharBets;
  totalBetMinor: bigint;
  totalReturnMinor: bigint;
}

/** Each bet's return, stake included; andar's 0.9:1 rounds down to the minor unit (exact for stakes in tens). */
export function settleAndarBahar(winner: AndarBaharSide, bets: AndarBaharBets): AndarBaharBets {
  const returns: AndarBaharBets = {};
  for (const [side, stake] of Object.entries(bets) as [AndarBaharSide, bigint][]) {
    assertBetMinor(stake, `${side} bet`);
    returns[side] = side === winner ? (stake * ANDAR_BAHAR_RETURN_TENTHS[side]) / 10n : 0n;
  }
  return returns;
}

/** Draw order: the joker, then andar, bahar, andar … from the same deck until the joker's rank is matched. */
export function playAndarBahar(stream: RandomStream, bets: AndarBaharBets): AndarBaharRound {
  const deck = new Shoe(stream, 1);
  const joker = deck.next();
  const andar: Card[] = [];
  const bahar: Card[] = [];
  let winner: AndarBaharSide | undefined;
  for (let dealt = 0; winner === undefined; dealt += 1) {
    const card = deck.next();
    const side: AndarBaharSide = dealt % 2 === 0 ? 'andar' : 'bahar';
    (side === 'andar' ? andar : bahar).push(card);
    if (card.rank === joker.rank) winner = side;
  }
  const returns = settleAndarBahar(winner, bets);
  return { joker, andar, bahar, winner, bets, returns, totalBetMinor: total(bets), totalReturnMinor: total(returns) };
}
