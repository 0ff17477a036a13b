/** What every vendor game provides to the shared round flow (vendor.ts), its routes and its verify page. */
import type { RandomStream } from './engines/fairness.ts';

export interface VendorGame {
  vassalage: string;
  code: string;
  /** The bet the player chose, checked; undefined when it is not a bet this game takes. */
  parseBet(input: unknown): Record<string, string> | undefined;
  /**
   * The most one round can credit, as a whole multiple of what it debited (its engine's best pay). The wallet
   * refuses wins beyond it (modules/games/win-caps.ts): a defence in depth against a vendor crediting a bet again.
   */
  maxWinMultiple: number;
  /**
   * Each bet on offer and the house's edge on it, from the engine's stated RTP (docs/house-edge.md). Rewards paid on
   * turnover (cashback, points, salaries) must stay below it; a bet marked `cashback: false` earns no cashback.
   */
  houseEdges: readonly BetEdge[];
  /** What the bet debits, in minor units. */
  stake(bet: Record<string, string>): bigint;
  /** The outcome and its win, from the round's stream only: the browser never contributes randomness. */
  play(stream: RandomStream, bet: Record<string, string>): { outcome: unknown; winMinor: bigint };
  /** Fields the round answer carries besides the common ones (the slot's page script reads grid and lineWins). */
  answer?(outcome: unknown): Record<string, unknown>;
}

/** One kind of bet and the house's edge on it. */
export interface BetEdge {
  bet: string;
  /** 1 − the stated RTP, in basis points to two decimals (105.79 = 1.0579 %). */
  edgeBp: number;
  /**
   * False for the low-edge even-money bets this market's operators keep out of cashback (baccarat's banker and
   * player): cashback on top of points would be most of the edge, or more. They still earn points.
   */
  cashback: boolean;
}

/** An RTP (0.9603556) as the house's edge in basis points to two decimals (396.44). */
export function edgeBpOf(rtp: number): number {
  return Math.round((1 - rtp) * 1_000_000) / 100;
}

/** JSON for an outcome: bigints (money) as decimal strings, so nothing passes through a float. */
export function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}
