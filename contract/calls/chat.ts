/**
 * The player's side of the live chat on /wps/chat: the conversation (opened on first call), messages after an
 * id, sending (text and up to 3 images), the read mark. The live stream (server-sent events) and the images
 * are not envelope calls; they are listed as exceptions in the route coverage test.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery } from './language-query.ts';

/** The longest message, in characters after trimming. */
export const MAX_CHAT_TEXT_LENGTH = 1000;

const rowId = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

export const chatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(['player', 'operator']),
  text: z.string(),
  createdAt: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), mediaType: z.string(), sizeBytes: z.number().int() })),
});

export const chatHours = z.object({
  open: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** Shown to the player while closed. */
  awayMessage: z.string().nullable(),
});

export const fetchConversation = defineCall({
  method: 'GET',
  path: '/wps/chat/conversation',
  summary: "The player's conversation, opened on first call, with its latest messages",
  query: languageQuery,
  signedIn: true,
  answer: z.object({
    conversation: z.object({ id: z.number().int(), channel: z.enum(['standard', 'vip']) }),
    hours: chatHours,
    unread: z.number().int(),
    messages: z.array(chatMessage),
    limits: z.object({ maxText: z.number().int(), maxFiles: z.number().int(), maxFileBytes: z.number().int() }),
  }),
});

export const afterQuery = z
  .object({
    after: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .default(0),
    language: z.string().max(16).optional(),
  })
  .strict();

export const fetchChatMessages = defineCall({
  method: 'GET',
  path: '/wps/chat/messages',
  summary: 'Messages after an id (the polling fallback of the live stream)',
  query: afterQuery,
  signedIn: true,
  answer: z.object({ messages: z.array(chatMessage), unread: z.number().int() }),
});

/** The JSON form; the multipart form carries `text` and up to 3 images. The length rule is checked after trimming,
 * so the refusal names it; this bound only stops huge bodies. */
export const chatTextBody = z.object({ text: z.string().max(MAX_CHAT_TEXT_LENGTH * 4) }).strict();

export const sendChatMessage = defineCall({
  method: 'POST',
  path: '/wps/chat/messages',
  summary: 'Send a message: text, and up to 3 images as multipart',
  body: chatTextBody,
  signedIn: true,
  answer: z.object({ message: chatMessage }),
});

export const chatReadBody = z.object({ lastId: rowId }).strict();

export const markChatRead = defineCall({
  method: 'POST',
  path: '/wps/chat/read',
  summary: "Mark the operator's messages read up to an id",
  body: chatReadBody,
  signedIn: true,
  answer: z.object({ unread: z.number().int() }),
});

export const chatCalls = [fetchConversation, fetchChatMessages, sendChatMessage, markChatRead] as const;
