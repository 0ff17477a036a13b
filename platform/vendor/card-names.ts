/** A card as a short name for lines of text (the verify page): rank letter and suit sign, e.g. "10♥". */
import type { Card } from './engines/cards.ts';

export const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUIT_SIGNS: Record<Card['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export const cardName = (card: Card): string => `${RANK_LETTERS[card.rank - 1]}${SUIT_SIGNS[card.suit]}`;
