/**
 * Lotus Baccarat (LOTUS_LIVE/lotus-baccarat) as a vendor game: one bet per coup on player, banker or tie, dealt
 * by the engine from the round's stream. The credit is the bet's whole return (stake included), so a player or
 * banker bet on a tie comes back through the same credit as a win.
 */
import { BACCARAT_MAX_WIN_MULTIPLE, type BaccaratBetType, playBaccarat } from './engines/baccarat.ts';
import { BACCARAT_STATED_RTP } from './engines/baccarat-rtp.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';

export const BACCARAT_SIDES: readonly BaccaratBetType[] = ['player', 'banker', 'tie'];

/** Stakes on offer: all multiples of 20 minor units, so the banker's 5% commission is exact (engine's note). */
export const BACCARAT_STAKES: readonly bigint[] = [100n, 200n, 500n, 1000n, 2000n, 5000n];

export const lotusBaccarat: VendorGame = {
  vassalage: 'LOTUS_LIVE',
  code: 'lotus-baccarat',
  maxWinMultiple: BACCARAT_MAX_WIN_MULTIPLE,
  // Banker (1.06 %) and player (1.24 %) are the even-money bets kept out of cashback; tie (14.4 %) is not.
  houseEdges: BACCARAT_SIDES.map((side) => ({
    bet: side,
    edgeBp: edgeBpOf(BACCARAT_STATED_RTP[side]),
    cashback: side === 'tie',
  })),
  parseBet(input) {
    const { side, stakeMinor } = (input ?? {}) as { side?: unknown; stakeMinor?: unknown };
    if (typeof side !== 'string' || !(BACCARAT_SIDES as readonly string[]).includes(side)) return undefined;
    if (typeof stakeMinor !== 'string' || !/^[1-9][0-9]{0,6}$/.test(stakeMinor)) return undefined;
    if (!BACCARAT_STAKES.includes(BigInt(stakeMinor))) return undefined;
    return { side, stakeMinor };
  },
  stake: (bet) => BigInt(bet.stakeMinor!),
  play(stream, bet) {
    const round = playBaccarat(stream, { [bet.side as BaccaratBetType]: BigInt(bet.stakeMinor!) });
    return { outcome: plainJson(round), winMinor: round.totalReturnMinor };
  },
};
