/** A feedback as the player sees it: what was sent, its status and the operator's reply. */
import type { Selectable } from 'kysely';
import { feedbackStatus, feedbackType, type FeedbackItem } from '../../../contract/calls/feedback.ts';
import type { FeedbackTable } from './tables.ts';

export type FeedbackRow = Selectable<FeedbackTable>;

/** Rows hold only the contract's types and statuses (written after checkFeedbackFields); a stray one fails loudly. */
export function feedbackView(row: FeedbackRow, imageCount: number): FeedbackItem {
  return {
    id: Number(row.id),
    type: feedbackType.parse(row.type),
    content: row.content,
    status: feedbackStatus.parse(row.status),
    reply: row.reply,
    repliedAt: row.replied_at,
    createdAt: row.created_at,
    imageCount,
  };
}
