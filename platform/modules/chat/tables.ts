/** Table types: the live chat; composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export interface ChatTables {
  chat_settings: ChatSettingsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_operator_sessions: ChatOperatorSessionsTable;
}

/** Live chat (issue 19): business hours ('HH:MM' local to utc_offset_minutes) and the away message per language. */
export interface ChatSettingsTable {
  merchant_code: string;
  opens_at: string;
  closes_at: string;
  utc_offset_minutes: number;
  away_bn: string;
  away_en: string;
}

export type ChatChannel = 'standard' | 'vip';

export type ChatSender = 'player' | 'operator';

export interface ChatConversationsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  channel: ChatChannel;
  player_read_id: Generated<number>;
  operator_read_id: Generated<number>;
  last_message_at: string | null;
  created_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: ChatSender;
  body: string;
  created_at: string;
}

export interface ChatAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  stored_name: string;
  media_type: string;
  size_bytes: number;
}

export interface ChatOperatorSessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  merchant_code: string;
  expires_at: string;
}
