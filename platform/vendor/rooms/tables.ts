/** Table types: pVP bingo rooms' cycles and cards; composed into the database type in platform/db/schema.ts. */

export interface RoomTables {
  room_cycles: RoomCyclesTable;
  room_cards: RoomCardsTable;
}

/** PVP bingo rooms' draw cycles (platform/vendor/rooms). */
export interface RoomCyclesTable {
  id: string;
  vassalage: string;
  game_code: string;
  /** Read as number on SQLite and bigint or string on PostgreSQL: convert with Number(). */
  cycle_no: number | bigint | string;
  server_seed: string;
  seed_hash: string;
  draw_at: string;
  state: 'open' | 'drawing' | 'settled';
  claimed_until: string | null;
  balls: string | null;
  settled_at: string | null;
}

/** The cards sold in a room's cycle, one per seat. */
export interface RoomCardsTable {
  id: string;
  cycle_id: string;
  seat: number;
  session_hash: string;
  player_ref: string;
  /** Minor units; convert with toMinor(). */
  price_minor: bigint;
  card: string;
  debited: number;
  win_minor: bigint | null;
  pattern: string | null;
  state: 'open' | 'settled' | 'refunded';
  created_at: string;
  closed_at: string | null;
}
