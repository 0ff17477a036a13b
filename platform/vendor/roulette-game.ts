/**
 * European Roulette (LOTUS_LIVE/european-roulette) as a vendor game: chips on any spots of the layout, one spin
 * from the round's stream settles them all; the credit is every spot's return, stake included.
 */
import { ROULETTE_MAX_WIN_MULTIPLE, rouletteSpot, spinRoulette } from './engines/roulette.ts';
import { ROULETTE_STATED_RTP } from './engines/roulette-rtp.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';
import { parseSpotBets, stakesOf, totalStake } from './table-bets.ts';

/** The most spots one spin may carry. */
export const ROULETTE_MAX_SPOTS = 40;

export const europeanRoulette: VendorGame = {
  vassalage: 'LOTUS_LIVE',
  code: 'european-roulette',
  maxWinMultiple: ROULETTE_MAX_WIN_MULTIPLE,
  // Every bet keeps the same 2.70 %; the even chances are kept out of cashback as this market's operators do
  // (docs/house-edge.md), and the wallet's bet call does not say which spots a round holds, so the wheel earns none.
  houseEdges: [
    { bet: 'numbers', edgeBp: edgeBpOf(ROULETTE_STATED_RTP), cashback: true },
    { bet: 'even-chances', edgeBp: edgeBpOf(ROULETTE_STATED_RTP), cashback: false },
  ],
  parseBet: (input) => parseSpotBets(input, (id) => rouletteSpot(id) !== undefined, ROULETTE_MAX_SPOTS),
  stake: totalStake,
  play(stream, bet) {
    const round = spinRoulette(stream, stakesOf(bet));
    return { outcome: plainJson(round), winMinor: round.totalReturnMinor };
  },
};
