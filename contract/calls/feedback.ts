/**
 * Feedback and complaints (spec 7 "Common: feedback (PUT)"): a type, 1-140 characters and up to 3 png/jpg
 * images (multipart: fields `type` and `content` first, then files under `image`; JSON without images too).
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../rules/feedback.ts';
import { languageQuery } from './language-query.ts';

export const feedbackType = z.enum(FEEDBACK_TYPES);
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

/** A feedback as the player sees it: what was sent, its status and the operator's reply. */
export const feedbackItem = z.object({
  id: z.number().int(),
  type: feedbackType,
  content: z.string(),
  /** answered: the operator replied; closed: nothing more will happen. */
  status: feedbackStatus,
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  imageCount: z.number().int(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** The JSON form; the multipart form carries the same two fields before its images. */
export const feedbackBody = z.object({ type: z.string().max(32), content: z.string().max(4000) }).strict();

export const sendFeedback = defineCall({
  method: 'PUT',
  path: '/wps/feedback',
  summary: 'Send feedback with up to 3 images (multipart, or JSON without images)',
  body: feedbackBody,
  answer: feedbackItem,
  signedIn: true,
});

export const fetchMyFeedback = defineCall({
  method: 'GET',
  path: '/wps/member/feedback',
  summary: "The member's feedback with the operator's replies",
  query: languageQuery,
  answer: z.object({ items: z.array(feedbackItem) }),
  signedIn: true,
});

export const feedbackParams = z
  .object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  })
  .strict();

export const fetchFeedback = defineCall({
  method: 'GET',
  path: '/wps/member/feedback/:id',
  summary: "One of the member's feedback",
  params: feedbackParams,
  query: languageQuery,
  answer: feedbackItem,
  signedIn: true,
});

export const feedbackCalls = [sendFeedback, fetchMyFeedback, fetchFeedback] as const;
