/**
 * The team reports' game categories, as the contract lists them (contract/calls/agent.ts TEAM_CATEGORIES). Repeated
 * here so the filter renders without loading the contract's schemas; a unit test keeps the two lists equal.
 */
import type { TeamCategory } from './agent-calls.ts';

export const TEAM_CATEGORIES: readonly TeamCategory[] = [
  'all',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];
