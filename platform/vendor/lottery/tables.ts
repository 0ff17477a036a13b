/**
 * The lottery vendor's chains, draws, tickets and odds: table types, composed into the database type in
 * platform/db/schema.ts.
 */

export interface LotteryTables {
  lottery_chains: LotteryChainsTable;
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_odds: LotteryOddsTable;
}

/** The lottery vendor's seed chains (platform/vendor/lottery): one per game and starting draw. */
export interface LotteryChainsTable {
  game_code: string;
  first_draw_no: number | bigint | string;
  length: number;
  terminal_seed: string;
  anchor_hash: string;
  created_at: string;
}

/** The lottery vendor's draws; draw_no and chain_first_draw_no: convert with Number(). */
export interface LotteryDrawsTable {
  id: string;
  vassalage: string;
  game_code: string;
  draw_no: number | bigint | string;
  chain_first_draw_no: number | bigint | string;
  chain_index: number;
  server_seed: string;
  seed_hash: string;
  draw_at: string;
  close_at: string;
  state: 'open' | 'drawing' | 'settled' | 'cancelled';
  claimed_until: string | null;
  result: string | null;
  drawn_at: string | null;
  settled_at: string | null;
}

/** The lottery vendor's tickets; money in minor units, convert with toMinor(). */
export interface LotteryTicketsTable {
  id: string;
  draw_id: string;
  session_hash: string;
  player_ref: string;
  bet_type: string;
  numbers: string;
  stake_minor: bigint;
  odds: string;
  debited: number;
  win_minor: bigint | null;
  state: 'open' | 'settled' | 'refunded';
  created_at: string;
  closed_at: string | null;
}

/** The merchant's lottery odds per bet type, in hundredths of the stake. */
export interface LotteryOddsTable {
  game_code: string;
  bet_key: string;
  pays_x100: number;
}
