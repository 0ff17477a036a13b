/**
 * The built-in game vendor's rounds, rooms and lottery: table types, composed into the database type in
 * platform/db/schema.ts.
 */
import type { RoomTables } from './rooms/tables.ts';
import type { LotteryTables } from './lottery/tables.ts';
import type { LotteryImportTables } from './lottery/import-tables.ts';
import type { CrashTables } from './crash-tables.ts';

export interface VendorTables extends RoomTables, LotteryTables, LotteryImportTables, CrashTables {
  vendor_rounds: VendorRoundsTable;
}

/** One round of the built-in game vendor (platform/vendor): its seeds, bet, outcome and how far it got. */
export interface VendorRoundsTable {
  id: string;
  vassalage: string;
  game_code: string;
  session_hash: string;
  player_ref: string | null;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  nonce: number;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  bet_minor: bigint | null;
  bet_detail: string | null;
  debited: number;
  outcome: string | null;
  win_minor: bigint | null;
  state: 'committed' | 'open' | 'settled' | 'refunded';
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
}
