/**
 * The sports games (Lotus Sportsbook, DS88 Sabong, and the two LOTUS_ESPORTS games) as vendor games: one bet per
 * round on home, draw or away of one virtual match, played by the sports engine from the round's stream. The credit
 * is the bet's whole return (stake × odds), 0 when the selection lost.
 */
import { BATTLE_ARENA, CYBER_LEAGUE, FOOTBALL, SABONG } from './engines/sports-config.ts';
import { type MatchConfig, playSportsBet, type Selection, SELECTIONS, sportsMaxWinMultiple } from './engines/sports.ts';
import { SPORTS_STATED_RTP } from './engines/sports-rtp.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';

/** Stakes on offer: whole taka only, so stake × odds (in hundredths) is an exact number of minor units. */
export const SPORTS_STAKES: readonly bigint[] = [100n, 200n, 500n, 1000n, 2000n, 5000n];

export interface SportsGame extends VendorGame {
  match: MatchConfig;
}

function sportsGame(vassalage: string, code: string, match: MatchConfig): SportsGame {
  return {
    vassalage,
    code,
    match,
    maxWinMultiple: sportsMaxWinMultiple(match),
    houseEdges: SELECTIONS.map((selection) => ({
      bet: selection,
      edgeBp: edgeBpOf(SPORTS_STATED_RTP[match.key]![selection]),
      cashback: true,
    })),
    parseBet(input) {
      const { selection, stakeMinor } = (input ?? {}) as { selection?: unknown; stakeMinor?: unknown };
      if (typeof selection !== 'string' || !(SELECTIONS as readonly string[]).includes(selection)) return undefined;
      if (typeof stakeMinor !== 'string' || !/^[1-9][0-9]{0,6}$/.test(stakeMinor)) return undefined;
      if (!SPORTS_STAKES.includes(BigInt(stakeMinor))) return undefined;
      return { selection, stakeMinor };
    },
    stake: (bet) => BigInt(bet.stakeMinor!),
    play(stream, bet) {
      const result = playSportsBet(stream, match, bet.selection as Selection, BigInt(bet.stakeMinor!));
      return { outcome: plainJson(result), winMinor: result.returnMinor };
    },
  };
}

export const SPORTS_GAMES: readonly SportsGame[] = [
  sportsGame('LOTUS_SPORTS', 'lotus-sportsbook', FOOTBALL),
  sportsGame('DS88', 'ds88-sabong', SABONG),
  sportsGame('LOTUS_ESPORTS', 'cyber-league', CYBER_LEAGUE),
  sportsGame('LOTUS_ESPORTS', 'battle-arena-cup', BATTLE_ARENA),
];
