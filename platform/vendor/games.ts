/**
 * The games the built-in vendor serves over HTTP, each an adapter from a stored round to its engine: what the
 * player may bet, how much that costs, and the outcome (as plain JSON, money as decimal strings) from the stream.
 */
import type { RandomStream } from './engines/fairness.ts';
import { MIN_BET_MINOR } from './engines/money.ts';
import { LINES, spin } from './engines/slot.ts';

export interface VendorGame {
  vassalage: string;
  code: string;
  /** The bet the player chose, checked; undefined when it is not a bet this game takes. */
  parseBet(input: unknown): Record<string, string> | undefined;
  /** What the bet debits, in minor units. */
  stake(bet: Record<string, string>): bigint;
  /** The outcome and its win, from the round's stream only: the browser never contributes randomness. */
  play(stream: RandomStream, bet: Record<string, string>): { outcome: unknown; winMinor: bigint };
}

/** The slot's line bets a player can pick: 25 lines × these is at least the 1-taka minimum bet. */
export const SLOT_LINE_BETS: readonly bigint[] = [4n, 10n, 20n, 40n, 100n, 200n];

/** JSON for an outcome: bigints (money) as decimal strings, so nothing passes through a float. */
export function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

const lotusFortune: VendorGame = {
  vassalage: 'LOTUS_SLOTS',
  code: 'lotus-fortune',
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
};

const GAMES = new Map<string, VendorGame>([[`${lotusFortune.vassalage}/${lotusFortune.code}`, lotusFortune]]);

export function vendorGame(vassalage: string, code: string): VendorGame | undefined {
  return GAMES.get(`${vassalage}/${code}`);
}
