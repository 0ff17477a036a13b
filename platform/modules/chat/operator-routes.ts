/**
 * The operators' side of the live chat, under /ops/chat/api: sign-in with the operators' password, the list
 * of conversations (VIP first, with unread counts), a conversation's messages, answering (text and images),
 * the read mark, the live stream of every conversation and their images.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { installErrorHandling } from '../../http/error-handling.ts';
import { MAX_CHAT_FILE_BYTES, MAX_CHAT_FILES } from './attachment-upload.ts';
import { readImage } from './attachment-store.ts';
import { conversationById, conversationList, markRead, unreadCount } from './conversations.ts';
import { streamNotices } from './event-stream.ts';
import type { ChatHub } from './hub.ts';
import type { UploadSlots } from '../uploads/index.ts';
import { afterQuery, idParams, languageQuery, loginBody, readBody } from './inputs.ts';
import { attachmentOf, messagesAfter } from './messages.ts';
import { sendFromRequest } from './message-body.ts';
import { operatorLogin, operatorLogout, operatorPassword, requireOperator } from './operator-auth.ts';

export const OPS_CHAT_API = '/ops/chat/api';

export async function chatOperatorRoutes(
  api: FastifyInstance,
  ctx: PlatformContext,
  hub: ChatHub,
  slots: UploadSlots,
): Promise<void> {
  installErrorHandling(api);
  // At start, so a demo's generated password is in its file before anyone looks for it.
  operatorPassword(ctx);
  await api.register(multipart, { limits: { files: MAX_CHAT_FILES, fileSize: MAX_CHAT_FILE_BYTES } });

  api.post('/login', async (request, reply) => {
    const { password } = parseInput(request, loginBody, request.body);
    await operatorLogin(ctx, reply, request.ip, password);
    return ok({ signedIn: true });
  });

  api.post('/logout', async (request, reply) => {
    await operatorLogout(ctx, request, reply);
    return ok({ signedIn: false });
  });

  api.get('/conversations', async (request) => {
    parseInput(request, languageQuery, request.query);
    await requireOperator(ctx, request);
    const conversations = await conversationList(ctx);
    return ok({ conversations, unread: conversations.reduce((sum, c) => sum + c.unread, 0) });
  });

  api.get('/conversations/:id/messages', async (request) => {
    const { id } = parseInput(request, idParams, request.params);
    const { after } = parseInput(request, afterQuery, request.query);
    await requireOperator(ctx, request);
    const conversation = await conversationById(ctx, id);
    return ok({
      conversation: { id: conversation.id, channel: conversation.channel },
      messages: await messagesAfter(ctx, conversation, after),
      unread: await unreadCount(ctx.db, conversation, 'operator'),
    });
  });

  api.post('/conversations/:id/messages', async (request) => {
    const { id } = parseInput(request, idParams, request.params);
    await requireOperator(ctx, request);
    // The conversation first: an answer to an unknown one is refused before its body is read.
    const conversation = await conversationById(ctx, id);
    // Operators share one password, so one slot per conversation being answered.
    const slotKey = `operator:${conversation.id}`;
    return ok({
      message: await sendFromRequest(ctx, hub, slots, request, conversation, { sender: 'operator', slotKey }),
    });
  });

  api.post('/conversations/:id/read', async (request) => {
    const { id } = parseInput(request, idParams, request.params);
    const { lastId } = parseInput(request, readBody, request.body);
    await requireOperator(ctx, request);
    const conversation = await markRead(ctx, await conversationById(ctx, id), 'operator', lastId);
    hub.publish({ conversationId: conversation.id, channel: conversation.channel, kind: 'read' });
    return ok({ unread: await unreadCount(ctx.db, conversation, 'operator') });
  });

  api.get('/events', async (request, reply) => {
    parseInput(request, languageQuery, request.query);
    await requireOperator(ctx, request);
    streamNotices(request, reply, hub, () => true);
  });

  api.get('/attachments/:id', async (request, reply) => {
    const { id } = parseInput(request, idParams, request.params);
    await requireOperator(ctx, request);
    const file = await attachmentOf(ctx, undefined, id);
    reply
      .header('Cache-Control', 'private, max-age=3600')
      .header('Content-Disposition', 'inline')
      .type(file.media_type);
    return reply.send(await readImage(ctx.config.uploadDir, file.stored_name));
  });
}
