/**
 * Game sessions and the seamless wallet's answered calls: table types, composed into the database type in
 * platform/db/schema.ts.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Flag } from '../../db/column-types.ts';

export interface SeamlessTables {
  game_sessions: GameSessionsTable;
  seamless_transactions: SeamlessTransactionsTable;
}

/** A game opened by a launch: the vendor's calls name it by its token (stored as SHA-256 only). */
export interface GameSessionsTable {
  token_hash: string;
  merchant_code: string;
  member_id: number;
  vassalage: string;
  game_code: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  /** 1: a trial's session, playing the practice book only (issue 13). */
  practice: ColumnType<Flag, Flag | undefined, never>;
  /** The login session that launched it: the game session lives only as long as that one (migration 0014). */
  login_token_hash: string;
}

/** One seamless-wallet call that was answered for good (a bet, win, refund, or the void marker of an unknown bet). */
export interface SeamlessTransactionsTable {
  id: Generated<number>;
  merchant_code: string;
  vendor: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'refund' | 'void';
  round_id: string;
  member_id: number;
  game_code: string | null;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  amount_minor: bigint;
  original_transaction_id: string | null;
  transfer_id: string | null;
  request_hash: string;
  answer_status: number;
  answer: string;
  created_at: string;
}
