/**
 * Each built-in game's bets and the house's edge on them (docs/house-edge.md): the round games declare theirs
 * (`houseEdges`), and the crash game, played in shared rounds outside that flow, keeps its engine's stated 1 %.
 */
import { HOUSE_EDGE_PERCENT } from './engines/crash.ts';
import { CRASH_GAMES } from './crash-install.ts';
import type { BetEdge } from './game-adapter.ts';
import { vendorGame } from './games.ts';

/**
 * A cash-out at any target returns 99 %: 1 % is below cashback and points together, and below the points alone at
 * the PVP rate, so a crash stake earns neither (as the even-money table bets earn no cashback).
 */
const CRASH_EDGES: readonly BetEdge[] = [
  { bet: 'cash-out', edgeBp: HOUSE_EDGE_PERCENT * 100, cashback: false, points: false },
];

export function houseEdgesOf(vassalage: string, code: string): readonly BetEdge[] | undefined {
  if (CRASH_GAMES.some((g) => g.vassalage === vassalage && g.code === code)) return CRASH_EDGES;
  return vendorGame(vassalage, code)?.houseEdges;
}
