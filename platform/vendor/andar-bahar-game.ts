/** Andar Bahar (LOTUS_LIVE/andar-bahar) as a vendor game: chips on andar and bahar, dealt from the round's stream. */
import {
  ANDAR_BAHAR_MAX_WIN_MULTIPLE,
  ANDAR_BAHAR_SIDES,
  type AndarBaharSide,
  playAndarBahar,
} from './engines/andar-bahar.ts';
import { ANDAR_BAHAR_STATED_RTP } from './engines/andar-bahar-rtp.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';
import { parseSpotBets, stakesOf, totalStake } from './table-bets.ts';

export const andarBahar: VendorGame = {
  vassalage: 'LOTUS_LIVE',
  code: 'andar-bahar',
  maxWinMultiple: ANDAR_BAHAR_MAX_WIN_MULTIPLE,
  houseEdges: ANDAR_BAHAR_SIDES.map((bet) => ({ bet, edgeBp: edgeBpOf(ANDAR_BAHAR_STATED_RTP[bet]), cashback: true })),
  parseBet: (input) => parseSpotBets(input, (id) => (ANDAR_BAHAR_SIDES as readonly string[]).includes(id), 2),
  stake: totalStake,
  play(stream, bet) {
    const round = playAndarBahar(stream, stakesOf(bet) as Partial<Record<AndarBaharSide, bigint>>);
    return { outcome: plainJson(round), winMinor: round.totalReturnMinor };
  },
};
