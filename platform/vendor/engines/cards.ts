// Playing cards drawn from the provably fair stream, shared by the card tables (dragon tiger, andar bahar, teen
// patti). Each round deals from a fresh, complete shoe (nothing carried between rounds), so one round's seeds alone
// reproduce its cards. Shoe order before the shuffle: decks 1…n, each ♠ ♥ ♦ ♣, ace to king (as baccarat's).
import type { RandomStream } from './fairness.ts';

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

export interface Card {
  /** 1 ace … 13 king. */
  rank: number;
  suit: Suit;
}

/**
 * Cards without replacement from a shoe of `decks` decks: card i is position `i + int(size − i)` of a Fisher–Yates
 * shuffle run only as far as the cards taken (the swapped positions kept in a map, not a copied shoe).
 */
export class Shoe {
  readonly size: number;
  #stream: RandomStream;
  #swapped = new Map<number, number>();
  #taken = 0;

  constructor(stream: RandomStream, decks: number) {
    this.#stream = stream;
    this.size = decks * 52;
  }

  next(): Card {
    if (this.#taken >= this.size) throw new RangeError('the shoe is empty');
    const pick = this.#taken + this.#stream.int(this.size - this.#taken);
    const position = this.#swapped.get(pick) ?? pick;
    this.#swapped.set(pick, this.#swapped.get(this.#taken) ?? this.#taken);
    this.#taken += 1;
    const code = position % 52;
    return { rank: (code % 13) + 1, suit: SUITS[Math.floor(code / 13)]! };
  }
}

/** Sum of a record of bigints (a round's bets or returns). */
export function total(amounts: Readonly<Partial<Record<string, bigint>>>): bigint {
  return Object.values(amounts).reduce<bigint>((sum, amount) => sum + (amount ?? 0n), 0n);
}
