/**
 * A bingo room as a vendor game: one round is one card bought at a card price; the engine draws the card and the
 * 45 balls from the round's stream and pays the card's best pattern. Every bingo room of the catalogue plays this.
 */
import { BINGO_MAX_WIN_MULTIPLE, playBingo } from './engines/bingo.ts';
import { BINGO_STATED_RTP } from './engines/bingo-rtp.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';

/** Card prices on offer, minor units; the smallest is the 1-taka minimum bet. */
export const BINGO_CARD_PRICES: readonly bigint[] = [100n, 200n, 500n, 1000n, 2000n];

/** The template of the bingo family: catalogue-games.ts gives it each room's vassalage and code. */
export const bingoRoom: VendorGame = {
  vassalage: 'LOTUS_ARENA',
  code: 'bingo-90',
  maxWinMultiple: BINGO_MAX_WIN_MULTIPLE,
  houseEdges: [{ bet: 'card', edgeBp: edgeBpOf(BINGO_STATED_RTP), cashback: true }],
  parseBet(input) {
    const { cardPriceMinor } = (input ?? {}) as { cardPriceMinor?: unknown };
    if (typeof cardPriceMinor !== 'string' || !/^[1-9][0-9]{0,6}$/.test(cardPriceMinor)) return undefined;
    if (!BINGO_CARD_PRICES.includes(BigInt(cardPriceMinor))) return undefined;
    return { cardPriceMinor };
  },
  stake: (bet) => BigInt(bet.cardPriceMinor!),
  play(stream, bet) {
    const round = playBingo(stream, BigInt(bet.cardPriceMinor!));
    return { outcome: plainJson(round), winMinor: round.winMinor };
  },
};
