/**
 * European Roulette (LOTUS_LIVE/european-roulette) as a vendor game: chips on any spots of the layout, one spin
 * from the round's stream settles them all; the credit is every spot's return, stake included.
 */
import { ROULETTE_MAX_WIN_MULTIPLE, rouletteSpot, spinRoulette } from './engines/roulette.ts';
import { rouletteExactRtp } from './engines/roulette-rtp.ts';
import { toNumber } from './engines/exact.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';

/** The even-money bets (2.7 %) this market's operators keep out of cashback. */
const EVEN_MONEY = new Set(['red', 'black', 'odd', 'even', 'low', 'high']);
import { parseSpotBets, stakesOf, totalStake } from './table-bets.ts';

/** The most spots one spin may carry. */
export const ROULETTE_MAX_SPOTS = 40;

export const europeanRoulette: VendorGame = {
  vassalage: 'LOTUS_LIVE',
  code: 'european-roulette',
  maxWinMultiple: ROULETTE_MAX_WIN_MULTIPLE,
  houseEdges: Object.entries(rouletteExactRtp()).map(([kind, figures]) => ({
    bet: kind,
    edgeBp: edgeBpOf(toNumber(figures.rtp)),
    cashback: !EVEN_MONEY.has(kind),
  })),
  parseBet: (input) => parseSpotBets(input, (id) => rouletteSpot(id) !== undefined, ROULETTE_MAX_SPOTS),
  stake: totalStake,
  play(stream, bet) {
    const round = spinRoulette(stream, stakesOf(bet));
    return { outcome: plainJson(round), winMinor: round.totalReturnMinor };
  },
};
