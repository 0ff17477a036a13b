/**
 * The player's side of the live chat, under /wps/chat: the conversation (opened on first call), messages
 * after an id (the polling fallback), sending (text and up to 3 images), the read mark, the live stream and
 * the conversation's images. Only the session's own conversation is reachable: no call takes its id.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { PlatformContext } from '../../context.ts';
import * as calls from '../../../contract/calls/chat.ts';
import { answer } from '../../http/answer.ts';
import { parseInput, PlatformError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { findSession, SESSION_COOKIE, sessionOfToken, type OpenSession } from '../identity/index.ts';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from './attachment-upload.ts';
import { readImage } from './attachment-store.ts';
import { hoursNow } from './chat-settings.ts';
import { conversationOfMember, markRead, unreadCount } from './conversations.ts';
import { streamNotices } from './event-stream.ts';
import type { ChatHub } from './hub.ts';
import type { UploadSlots } from '../uploads/index.ts';
import { idParams, languageQuery } from './inputs.ts';
import { attachmentOf, MAX_TEXT_LENGTH, messagesAfter } from './messages.ts';
import { sendFromRequest } from './message-body.ts';
import { cookieValue } from './operator-auth.ts';

/** The popup page has the session cookie only (an EventSource sends no headers); calls from the site send the token header. */
export async function requirePlayer(ctx: PlatformContext, request: FastifyRequest): Promise<OpenSession> {
  const session =
    (await findSession(ctx, request)) ?? (await sessionOfToken(ctx, cookieValue(request, SESSION_COOKIE)));
  if (!session) throw new PlatformError(401, 'not_logged_in');
  return session;
}

export async function chatPlayerRoutes(
  wps: FastifyInstance,
  ctx: PlatformContext,
  hub: ChatHub,
  slots: UploadSlots,
): Promise<void> {
  await wps.register(multipart, { limits: { files: MAX_CHAT_FILES, fileSize: MAX_CHAT_FILE_BYTES } });

  wps.get('/chat/conversation', async (request) => {
    parseInput(request, calls.fetchConversation.query, request.query);
    const { member } = await requirePlayer(ctx, request);
    const conversation = await conversationOfMember(ctx, member);
    return answer(calls.fetchConversation, {
      conversation: { id: conversation.id, channel: conversation.channel },
      hours: await hoursNow(ctx, requestLanguage(request)),
      unread: await unreadCount(ctx.db, conversation, 'player'),
      messages: await messagesAfter(ctx, conversation, 0),
      limits: { maxText: MAX_TEXT_LENGTH, maxFiles: MAX_CHAT_FILES, maxFileBytes: MAX_CHAT_FILE_BYTES },
    });
  });

  wps.get('/chat/messages', async (request) => {
    const { after } = parseInput(request, calls.fetchChatMessages.query, request.query);
    const { member } = await requirePlayer(ctx, request);
    const conversation = await conversationOfMember(ctx, member);
    return answer(calls.fetchChatMessages, {
      messages: await messagesAfter(ctx, conversation, after),
      unread: await unreadCount(ctx.db, conversation, 'player'),
    });
  });

  wps.post('/chat/messages', async (request) => {
    // The player and their conversation first: a stranger's upload is refused before its body is read.
    const { member } = await requirePlayer(ctx, request);
    const conversation = await conversationOfMember(ctx, member);
    const message = await sendFromRequest(ctx, hub, slots, request, conversation, {
      sender: 'player',
      slotKey: `member:${member.id}`,
    });
    return answer(calls.sendChatMessage, { message });
  });

  wps.post('/chat/read', async (request) => {
    const { lastId } = parseInput(request, calls.markChatRead.body, request.body);
    const { member } = await requirePlayer(ctx, request);
    const conversation = await markRead(ctx, await conversationOfMember(ctx, member), 'player', lastId);
    hub.publish({ conversationId: conversation.id, channel: conversation.channel, kind: 'read' });
    return answer(calls.markChatRead, { unread: await unreadCount(ctx.db, conversation, 'player') });
  });

  wps.get('/chat/events', async (request, reply) => {
    parseInput(request, languageQuery, request.query);
    const { member } = await requirePlayer(ctx, request);
    const conversation = await conversationOfMember(ctx, member);
    streamNotices(request, reply, hub, (notice) => notice.conversationId === conversation.id);
  });

  wps.get('/chat/attachments/:id', async (request, reply) => {
    const { id } = parseInput(request, idParams, request.params);
    const { member } = await requirePlayer(ctx, request);
    const conversation = await conversationOfMember(ctx, member);
    const file = await attachmentOf(ctx, conversation.id, id);
    reply
      .header('Cache-Control', 'private, max-age=3600')
      .header('Content-Disposition', 'inline')
      .type(file.media_type);
    return reply.send(await readImage(ctx.config.uploadDir, file.stored_name));
  });
}
