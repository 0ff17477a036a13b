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
  /** What the bet debits, in minor units. */
  stake(bet: Record<string, string>): bigint;
  /** The outcome and its win, from the round's stream only: the browser never contributes randomness. */
  play(stream: RandomStream, bet: Record<string, string>): { outcome: unknown; winMinor: bigint };
  /** Fields the round answer carries besides the common ones (the slot's page script reads grid and lineWins). */
  answer?(outcome: unknown): Record<string, unknown>;
}

/** JSON for an outcome: bigints (money) as decimal strings, so nothing passes through a float. */
export function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}
