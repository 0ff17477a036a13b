/**
 * Sending a message from a request: JSON ({ text }) or, with images, multipart (attachment-upload.ts). Before a
 * byte of an upload is read: the conversation's daily room for images (players only) and a free upload slot
 * (one per sender, a few per process); after it, the images are counted atomically and the message written,
 * and a refusal at any step removes the files and gives the count back.
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { parseInput, PlatformError } from '../../http/envelope.ts';
import type { UploadSlots } from '../uploads/index.ts';
import { chatFolder, readMultipartMessage } from './attachment-upload.ts';
import { discardImages } from './attachment-store.ts';
import type { ConversationRow } from './conversations.ts';
import type { ChatHub } from './hub.ts';
import { assertImageRoom, reserveImages } from './image-allowance.ts';
import { textBody } from './inputs.ts';
import { postMessage, type MessageView } from './messages.ts';
import type { ChatSender } from './tables.ts';

export interface MessageSender {
  sender: ChatSender;
  /** Who holds the upload slot: one upload at a time each. */
  slotKey: string;
}

export async function sendFromRequest(
  ctx: PlatformContext,
  hub: ChatHub,
  slots: UploadSlots,
  request: FastifyRequest,
  conversation: ConversationRow,
  { sender, slotKey }: MessageSender,
): Promise<MessageView> {
  if (!request.isMultipart()) {
    const body = parseInput(request, textBody, request.body);
    return postMessage(ctx, hub, conversation, sender, { text: body.text, images: [] });
  }
  const counted = sender === 'player';
  if (counted) await assertImageRoom(ctx, conversation.id);
  const release = slots.claim(slotKey);
  if (!release) throw new PlatformError(429, 'upload_busy');
  try {
    const message = await readMultipartMessage(request, chatFolder(ctx.config.uploadDir));
    let giveBack = async () => {};
    if (counted && message.images.length > 0) {
      try {
        giveBack = await reserveImages(ctx, conversation.id, message.images.length);
      } catch (error) {
        await discardImages(ctx.config.uploadDir, message.images);
        throw error;
      }
    }
    try {
      return await postMessage(ctx, hub, conversation, sender, message);
    } catch (error) {
      await giveBack();
      throw error;
    }
  } finally {
    release();
  }
}
