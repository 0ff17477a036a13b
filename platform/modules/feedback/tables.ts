/** Table types: players' feedback and its images; composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
}

/** A player's feedback or complaint and the operator's answer. */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** suggestion, complaint, payment (a payment issue) or game (a game issue). */
  type: string;
  content: string;
  /** open, answered (the operator replied) or closed. */
  status: string;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FeedbackImagesTable {
  id: Generated<number>;
  feedback_id: number;
  stored_name: string;
  media_type: string;
  size_bytes: number;
  created_at: string;
}
