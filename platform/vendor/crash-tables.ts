/** Table types of the crash game (platform/vendor/crash-*.ts); composed into the database type via tables.ts. */

export interface CrashTables {
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
}

/** A hash chain of round seeds: the secret it grows from stays here; its terminating hash is published. */
export interface CrashChainsTable {
  id: string;
  vassalage: string;
  game_code: string;
  secret: string;
  terminating_hash: string;
  length: number;
  /** The game's round sequence number that plays the chain's round 1. */
  first_seq: number | bigint | string;
  created_at: string;
}

/** One shared round: its timeline in ms since the epoch, so every process agrees on the phase from the clock. */
export interface CrashRoundsTable {
  id: string;
  vassalage: string;
  game_code: string;
  /** Read as number on SQLite and bigint or string on PostgreSQL: convert with Number(). */
  seq: number | bigint | string;
  chain_id: string;
  chain_round: number;
  /** Secret until the crash (never answered before it). */
  seed: string;
  /** SHA-256 of the seed: the previous round's seed, shown before the round as its commitment. */
  seed_hash: string;
  crash_x100: number;
  betting_ends_ms: number | bigint | string;
  crash_at_ms: number | bigint | string;
  state: 'open' | 'settling' | 'settled';
  claimed_until_ms: number | bigint | string | null;
}

/** One player's bet in a round. */
export interface CrashBetsTable {
  id: string;
  round_id: string;
  session_hash: string;
  player_ref: string;
  /** Minor units; convert with toMinor(). */
  stake_minor: bigint;
  auto_x100: number | null;
  /** pending: debit sent; open: debited, riding; won / lost: decided; refunded: its debit rolled back. */
  state: 'pending' | 'open' | 'won' | 'lost' | 'refunded';
  cashout_x100: number | null;
  win_minor: bigint | null;
  /** 1 once the platform accepted the round's closing credit (the win, or 0 for a loss). */
  credited: number;
  created_at: string;
  closed_at: string | null;
}
