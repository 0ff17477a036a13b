/**
 * The house's edge on each game, and whether its stakes earn cashback (issue 30; docs/house-edge.md). A built-in
 * game declares each bet's edge from its engine's stated RTP (platform/vendor); a game no engine here describes is
 * taken at its category's conservative figure below. The seamless wallet's bet call does not name the bet (banker
 * or tie), so a game is judged by its lowest-edge bet, and one with any bet kept out of cashback earns none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { crashHouseEdges, vendorGame } from '../../vendor/index.ts';

export interface GameEdge {
  /** The lowest edge among the game's bets, basis points to two decimals. */
  edgeBp: number;
  cashback: boolean;
  /** 'engine': from the game's own figures; 'category': the assumed figure of its category. */
  source: 'engine' | 'category';
}

/**
 * Games of other vendors: the edge assumed for their kind, at the low end of what such games keep (slots and
 * fishing at 97 % RTP, sportsbooks and card rooms at a 3 % margin; lotteries at the 5 % of the best-paying built-in
 * bets, Vietnam Lotto's đề and keno pick 1, whose odds the vendor's lottery draws on, not a game engine). Live tables here are
 * baccarat, whose even-money bets this market's operators keep out of cashback: an unknown live game earns none.
 */
export const CATEGORY_EDGES: Readonly<Record<string, { edgeBp: number; cashback: boolean }>> = {
  RNG: { edgeBp: 300, cashback: true },
  FISH: { edgeBp: 300, cashback: true },
  PVP: { edgeBp: 300, cashback: true },
  SPORTS: { edgeBp: 300, cashback: true },
  ESPORTS: { edgeBp: 300, cashback: true },
  LOTT: { edgeBp: 500, cashback: true },
  ELOTT: { edgeBp: 500, cashback: true },
  LIVE: { edgeBp: 105.79, cashback: false },
};

/** A category nobody described: assumed to keep nothing, so no rate can be set on it and it earns no cashback. */
const UNKNOWN = { edgeBp: 0, cashback: false };

export function gameEdge(vassalage: string, code: string | null, category: string): GameEdge {
  // A crash game is one shared round, not a round adapter: its edge comes from the crash engine.
  const edges = code ? (vendorGame(vassalage, code)?.houseEdges ?? crashHouseEdges(vassalage, code)) : undefined;
  if (edges?.length)
    return {
      edgeBp: Math.min(...edges.map((e) => e.edgeBp)),
      cashback: edges.every((e) => e.cashback),
      source: 'engine',
    };
  return { ...(CATEGORY_EDGES[category] ?? UNKNOWN), source: 'category' };
}

/** True when a stake on this game earns cashback. */
export function earnsCashback(vassalage: string, code: string | null, category: string): boolean {
  return gameEdge(vassalage, code, category).cashback;
}

export interface CatalogueEdge {
  vassalage: string;
  code: string;
  category: string;
  edge: GameEdge;
}

/**
 * Every game of the merchant's catalogue with its edge (the bound on rewards is checked against these). A vendor's
 * lobby entry (is_game VASSALAGE) stands for its games: it counts only when none of them is listed on its own.
 */
export async function catalogueEdges(db: Kysely<Database>, merchantCode: string): Promise<CatalogueEdge[]> {
  const rows = await db
    .selectFrom('games')
    .select(['vassalage', 'code', 'category', 'is_game'])
    .where('merchant_code', '=', merchantCode)
    .execute();
  const listed = new Set(rows.filter((r) => r.is_game === 'GAME').map((r) => r.vassalage));
  return rows
    .filter((r) => r.is_game === 'GAME' || !listed.has(r.vassalage))
    .map((g) => ({
      vassalage: g.vassalage,
      code: g.code,
      category: g.category,
      edge: gameEdge(g.vassalage, g.code, g.category),
    }));
}
