/** A member's messages (messageV2) and their unread count (spec 7: CSP_unreadCount). */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';

export const unreadAnswer = z.object({ unreadCount: z.number().int() });

export const fetchUnreadCount = defineCall({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  summary: "The member's unread message count",
  answer: unreadAnswer,
  signedIn: true,
});

export const inboxQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(50).default(10),
    language: z.string().max(16).optional(),
  })
  .strict();

/** One message, written in the page's language (or the member's when the call names none). */
export const inboxItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  title: z.string(),
  body: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  items: z.array(inboxItem),
});
export type InboxPage = z.infer<typeof inboxPage>;

export const fetchInbox = defineCall({
  method: 'GET',
  path: '/wps/member/messages',
  summary: "A page of the member's messages, newest first",
  query: inboxQuery,
  answer: inboxPage,
  signedIn: true,
});

export const readBody = z
  .object({ ids: z.union([z.literal('all'), z.array(z.number().int().positive()).max(100)]) })
  .strict();

export const markMessagesRead = defineCall({
  method: 'POST',
  path: '/wps/member/messages/read',
  summary: 'Mark messages read (some ids, or all)',
  body: readBody,
  answer: unreadAnswer,
  signedIn: true,
});

export const messagesCalls = [fetchUnreadCount, fetchInbox, markMessagesRead] as const;
