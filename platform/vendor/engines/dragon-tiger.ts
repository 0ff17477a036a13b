// Dragon tiger: one card to the dragon, one to the tiger, from a fresh 8-deck shoe; the higher rank wins (ace
// low, king high; suits do not count). Dragon and tiger pay 1:1; tie pays 11:1; on a tie, dragon and tiger bets
// lose half their stake (half comes back), as the market's tables play.
import { type Card, Shoe, total } from './cards.ts';
import type { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';

export const DRAGON_TIGER_DECKS = 8;
export type DragonTigerBet = 'dragon' | 'tiger' | 'tie';
export const DRAGON_TIGER_BETS: readonly DragonTigerBet[] = ['dragon', 'tiger', 'tie'];
export type DragonTigerBets = Partial<Record<DragonTigerBet, bigint>>;

/** What a winning bet returns per unit staked, stake included (the page's pay table reads these). */
export const DRAGON_TIGER_PAYS = { dragon: 2n, tiger: 2n, tie: 12n } as const;
/** The most a round returns as a whole multiple of its bets: everything on a tie that comes in. */
export const DRAGON_TIGER_MAX_WIN_MULTIPLE = 12;

export type DragonTigerWinner = DragonTigerBet;

export interface DragonTigerRound {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  bets: DragonTigerBets;
  returns: DragonTigerBets;
  totalBetMinor: bigint;
  totalReturnMinor: bigint;
}

export function winnerOf(dragon: Card, tiger: Card): DragonTigerWinner {
  if (dragon.rank === tiger.rank) return 'tie';
  return dragon.rank > tiger.rank ? 'dragon' : 'tiger';
}

/** Each bet's return, stake included. A dragon or tiger bet on a tie returns half its stake (rounded down). */
export function settleDragonTiger(winner: DragonTigerWinner, bets: DragonTigerBets): DragonTigerBets {
  const returns: DragonTigerBets = {};
  for (const [bet, stake] of Object.entries(bets) as [DragonTigerBet, bigint][]) {
    assertBetMinor(stake, `${bet} bet`);
    if (bet === winner) returns[bet] = stake * DRAGON_TIGER_PAYS[bet];
    else if (winner === 'tie') returns[bet] = stake / 2n;
    else returns[bet] = 0n;
  }
  return returns;
}

/** Draw order: the dragon's card, then the tiger's. */
export function playDragonTiger(stream: RandomStream, bets: DragonTigerBets): DragonTigerRound {
  const shoe = new Shoe(stream, DRAGON_TIGER_DECKS);
  const dragon = shoe.next();
  const tiger = shoe.next();
  const winner = winnerOf(dragon, tiger);
  const returns = settleDragonTiger(winner, bets);
  return { dragon, tiger, winner, bets, returns, totalBetMinor: total(bets), totalReturnMinor: total(returns) };
}
