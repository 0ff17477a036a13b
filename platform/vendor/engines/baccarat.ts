// Punto-banco baccarat with an 8-deck shoe. Every round deals from a fresh, complete shoe drawn from the
// provably fair stream (no shoe carried between rounds), so one round's seeds alone reproduce its cards.
import type { RandomStream } from './fairness.ts';
import { bankerDraws, cardValue, handTotal, isNatural, playerDraws, type Winner, winnerOf } from './baccarat-rules.ts';
import { assertBetMinor } from './money.ts';

export const DECKS = 8;
export const SHOE_CARDS = DECKS * 52;
const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export interface Card {
  rank: number; // 1 ace … 13 king
  suit: (typeof SUITS)[number];
}

/**
 * Draws cards without replacement from a fresh 8-deck shoe: a Fisher–Yates shuffle run only as far as the cards
 * taken, with the swapped positions kept in a map instead of copying the 416-card shoe every round.
 */
class ShoeDraw {
  #stream: RandomStream;
  #swapped = new Map<number, number>();
  #taken = 0;

  constructor(stream: RandomStream) {
    this.#stream = stream;
  }

  next(): Card {
    const pick = this.#taken + this.#stream.int(SHOE_CARDS - this.#taken);
    const position = this.#swapped.get(pick) ?? pick;
    this.#swapped.set(pick, this.#swapped.get(this.#taken) ?? this.#taken);
    this.#taken += 1;
    const code = position % 52;
    return { rank: (code % 13) + 1, suit: SUITS[Math.floor(code / 13)]! };
  }
}

export interface BaccaratDeal {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
}

/** Deals one coup: player, banker, player, banker, then third cards by the tableau. */
export function deal(stream: RandomStream): BaccaratDeal {
  const shoe = new ShoeDraw(stream);
  const p1 = shoe.next();
  const b1 = shoe.next();
  const p2 = shoe.next();
  const b2 = shoe.next();
  const player = [p1, p2];
  const banker = [b1, b2];
  const total = (hand: Card[]) => handTotal(hand.map((c) => cardValue(c.rank)));
  if (!isNatural(total(player), total(banker))) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = shoe.next();
      player.push(card);
      playerThird = cardValue(card.rank);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(shoe.next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return { player, banker, playerTotal, bankerTotal, winner: winnerOf(playerTotal, bankerTotal) };
}

export type BaccaratBetType = Winner;
export type BaccaratBets = Partial<Record<BaccaratBetType, bigint>>;

/**
 * What each bet returns, stake included. Player pays 1:1, banker 1:1 less 5% commission on the win
 * (rounded down to the minor unit: exact for stakes in multiples of 20 minor units), tie 8:1. Player and
 * banker bets are returned on a tie.
 */
/** The most a round returns as a multiple of its bets: everything on a tie that comes in (stake back and 8:1). */
export const BACCARAT_MAX_WIN_MULTIPLE = 9;

export function settle(winner: Winner, bets: BaccaratBets): Partial<Record<BaccaratBetType, bigint>> {
  const returns: Partial<Record<BaccaratBetType, bigint>> = {};
  for (const [type, betMinor] of Object.entries(bets) as [BaccaratBetType, bigint][]) {
    assertBetMinor(betMinor, `${type} bet`);
    if (type === 'tie') returns.tie = winner === 'tie' ? betMinor * 9n : 0n;
    else if (winner === 'tie') returns[type] = betMinor;
    else if (winner !== type) returns[type] = 0n;
    else returns[type] = type === 'player' ? betMinor * 2n : betMinor + (betMinor * 95n) / 100n;
  }
  return returns;
}

export interface BaccaratRound extends BaccaratDeal {
  bets: BaccaratBets;
  returns: Partial<Record<BaccaratBetType, bigint>>;
  totalBetMinor: bigint;
  totalReturnMinor: bigint;
}

export function playBaccarat(stream: RandomStream, bets: BaccaratBets): BaccaratRound {
  const coup = deal(stream);
  const returns = settle(coup.winner, bets);
  const totalBetMinor = Object.values(bets).reduce((sum, b) => sum + b, 0n);
  const totalReturnMinor = Object.values(returns).reduce((sum, r) => sum + r, 0n);
  return { ...coup, bets, returns, totalBetMinor, totalReturnMinor };
}
