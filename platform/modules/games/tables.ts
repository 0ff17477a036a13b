/**
 * Vendors, their games and each member's favourites and recent games: table types, composed into the database type in
 * platform/db/schema.ts.
 */
import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types.ts';

export interface GameTables {
  vendors: VendorsTable;
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_recents: GameRecentsTable;
}

/** seamless: the vendor's games play the main wallet (no wallet of its own); transfer: they play the vendor's wallet. */
export type VendorWalletMode = 'seamless' | 'transfer';

export interface VendorsTable {
  merchant_code: string;
  vassalage: string;
  name: string;
  category: string;
  is_hot: Flag;
  enabled: Flag;
  sort: number;
  wallet_mode: Generated<VendorWalletMode>;
}

/** A game of a vendor (spec 3 "Game object"); is_game 'VASSALAGE' marks an item that opens a popup list. */
export interface GamesTable {
  id: Generated<number>;
  merchant_code: string;
  vassalage: string;
  code: string;
  name_en: string;
  name_bn: string;
  category: string;
  image: string;
  is_hot: Flag;
  sort: number;
  is_game: 'GAME' | 'VASSALAGE';
  game_type: string | null;
  account_type_name: string | null;
  default_play_type: string | null;
  enabled: Flag;
}

export interface GameFavouritesTable {
  member_id: number;
  game_id: number;
  created_at: string;
}

export interface GameRecentsTable {
  member_id: number;
  game_id: number;
  last_played_at: string;
}
