/**
 * European Roulette (LOTUS_LIVE/european-roulette) as a vendor game: chips on any spots of the layout, one spin
 * from the round's stream settles them all; the credit is every spot's return, stake included.
 */
import { ROULETTE_MAX_WIN_MULTIPLE, rouletteSpot, spinRoulette } from './engines/roulette.ts';
import { plainJson, type VendorGame } from './game-adapter.ts';
import { parseSpotBets, stakesOf, totalStake } from './table-bets.ts';

/** The most spots one spin may carry. */
export const ROULETTE_MAX_SPOTS = 40;

export const europeanRoulette: VendorGame = {
  vassalage: 'LOTUS_LIVE',
  code: 'european-roulette',
  maxWinMultiple: ROULETTE_MAX_WIN_MULTIPLE,
  parseBet: (input) => parseSpotBets(input, (id) => rouletteSpot(id) !== undefined, ROULETTE_MAX_SPOTS),
  stake: totalStake,
  play(stream, bet) {
    const round = spinRoulette(stream, stakesOf(bet));
    return { outcome: plainJson(round), winMinor: round.totalReturnMinor };
  },
};
