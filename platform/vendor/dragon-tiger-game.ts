/**
 * Dragon Tiger (LOTUS_LIVE/dragon-tiger) as a vendor game: chips on dragon, tiger and tie in one round, dealt by
 * the engine from the round's stream; the credit is every bet's return, stake included.
 */
import {
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_MAX_WIN_MULTIPLE,
  type DragonTigerBet,
  playDragonTiger,
} from './engines/dragon-tiger.ts';
import { DRAGON_TIGER_STATED_RTP } from './engines/dragon-tiger-rtp.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';
import { parseSpotBets, stakesOf, totalStake } from './table-bets.ts';

export const dragonTiger: VendorGame = {
  vassalage: 'LOTUS_LIVE',
  code: 'dragon-tiger',
  maxWinMultiple: DRAGON_TIGER_MAX_WIN_MULTIPLE,
  houseEdges: DRAGON_TIGER_BETS.map((bet) => ({ bet, edgeBp: edgeBpOf(DRAGON_TIGER_STATED_RTP[bet]), cashback: true })),
  parseBet: (input) => parseSpotBets(input, (id) => (DRAGON_TIGER_BETS as readonly string[]).includes(id), 3),
  stake: totalStake,
  play(stream, bet) {
    const round = playDragonTiger(stream, stakesOf(bet) as Partial<Record<DragonTigerBet, bigint>>);
    return { outcome: plainJson(round), winMinor: round.totalReturnMinor };
  },
};
