/**
 * The games the built-in vendor serves over HTTP, each an adapter from a stored round to its engine: what the
 * player may bet, how much that costs, and the outcome (as plain JSON, money as decimal strings) from the stream.
 */
import { MIN_BET_MINOR } from './engines/money.ts';
import { LINES, SLOT_MAX_WIN_MULTIPLE, spin } from './engines/slot.ts';
import { SLOT_STATED_RTP } from './engines/slot-rtp.ts';
import { lotusBaccarat } from './baccarat-game.ts';
import { oceanHunt } from './fishing-game.ts';
import { SPORTS_GAMES } from './sports-game.ts';
import { bingoRoom } from './bingo-game.ts';
import { catalogueGame } from './catalogue-games.ts';
import { dragonTiger } from './dragon-tiger-game.ts';
import { europeanRoulette } from './roulette-game.ts';
import { andarBahar } from './andar-bahar-game.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';

export type { VendorGame } from './game-adapter.ts';

/** The slot's line bets a player can pick: 25 lines × these is at least the 1-taka minimum bet. */
export const SLOT_LINE_BETS: readonly bigint[] = [4n, 10n, 20n, 40n, 100n, 200n];

const lotusFortune: VendorGame = {
  vassalage: 'LOTUS_SLOTS',
  code: 'lotus-fortune',
  maxWinMultiple: SLOT_MAX_WIN_MULTIPLE,
  houseEdges: [{ bet: 'spin', edgeBp: edgeBpOf(SLOT_STATED_RTP), cashback: true }],
  parseBet(input) {
    const text = (input as { lineBetMinor?: unknown } | null)?.lineBetMinor;
    if (typeof text !== 'string' || !/^[1-9][0-9]{0,6}$/.test(text)) return undefined;
    const lineBet = BigInt(text);
    if (!SLOT_LINE_BETS.includes(lineBet) || lineBet * BigInt(LINES) < MIN_BET_MINOR) return undefined;
    return { lineBetMinor: text };
  },
  stake: (bet) => BigInt(bet.lineBetMinor!) * BigInt(LINES),
  play(stream, bet) {
    const result = spin(stream, BigInt(bet.lineBetMinor!));
    return { outcome: plainJson(result), winMinor: result.totalWinMinor };
  },
  answer(outcome) {
    const { grid, lineWins } = outcome as { grid: unknown; lineWins: unknown };
    return { grid, lineWins };
  },
};

const GAMES = new Map<string, VendorGame>(
  [lotusFortune, lotusBaccarat, oceanHunt, ...SPORTS_GAMES].map((game) => [`${game.vassalage}/${game.code}`, game]),
);

export function vendorGame(vassalage: string, code: string): VendorGame | undefined {
  // The catalogue (catalogue.ts) serves every other game of a family with that family's adapter.
  return (
    GAMES.get(`${vassalage}/${code}`) ??
    catalogueGame(vassalage, code, {
      slot: lotusFortune,
      baccarat: lotusBaccarat,
      fishing: oceanHunt,
      bingo: bingoRoom,
      'dragon-tiger': dragonTiger,
      roulette: europeanRoulette,
      'andar-bahar': andarBahar,
    })
  );
}
