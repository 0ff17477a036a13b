/**
 * Messages of a conversation: validated (1-1000 characters of text, or images alone), written with their
 * images in one transaction, listed after a message id (what both the live stream's listeners and the
 * polling fallback ask for).
 */
import { MAX_CHAT_TEXT_LENGTH } from '../../../contract/calls/chat.ts';
import type { PlatformContext } from '../../context.ts';
import type { ChatSender } from './tables.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { IncomingMessage } from './attachment-upload.ts';
import { discardImages } from './attachment-store.ts';
import type { ConversationRow } from './conversations.ts';
import type { ChatHub } from './hub.ts';

export const MAX_TEXT_LENGTH = MAX_CHAT_TEXT_LENGTH;
/** How many messages one answer carries at most; older ones are not shown in the chat window. */
export const PAGE_SIZE = 100;

export interface MessageView {
  id: number;
  sender: ChatSender;
  text: string;
  createdAt: string;
  attachments: { id: number; mediaType: string; sizeBytes: number }[];
}

/** Trimmed text, checked; refusals change nothing (the message's files are removed again). */
export function checkedText(message: IncomingMessage): string {
  const text = message.text.trim();
  if ([...text].length > MAX_TEXT_LENGTH)
    throw new PlatformError(400, 'chat_message_too_long', { text: 'too_long' }, { max: String(MAX_TEXT_LENGTH) });
  if (text === '' && message.images.length === 0)
    throw new PlatformError(400, 'chat_message_empty', { text: 'required' });
  return text;
}

export async function postMessage(
  ctx: PlatformContext,
  hub: ChatHub,
  conversation: ConversationRow,
  sender: ChatSender,
  message: IncomingMessage,
): Promise<MessageView> {
  const stored = message.images;
  try {
    const text = checkedText(message);
    const at = new Date(ctx.now()).toISOString();
    const view = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('chat_messages')
        .values({ conversation_id: conversation.id, sender, body: text, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      const attachments: MessageView['attachments'] = [];
      for (const image of stored) {
        const a = await trx
          .insertInto('chat_attachments')
          .values({
            message_id: id,
            stored_name: image.storedName,
            media_type: image.mediaType,
            size_bytes: image.sizeBytes,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        attachments.push({ id: Number(a.id), mediaType: image.mediaType, sizeBytes: image.sizeBytes });
      }
      // The sender has read everything up to its own message.
      const readColumn = sender === 'player' ? 'player_read_id' : 'operator_read_id';
      await trx
        .updateTable('chat_conversations')
        .set({ last_message_at: at, [readColumn]: id })
        .where('id', '=', conversation.id)
        .execute();
      return { id, sender, text, createdAt: at, attachments };
    });
    hub.publish({ conversationId: conversation.id, channel: conversation.channel, kind: 'message' });
    return view;
  } catch (error) {
    await discardImages(ctx.config.uploadDir, stored);
    throw error;
  }
}

/** Messages after `afterId`, oldest first: the newest PAGE_SIZE when afterId is 0. */
export async function messagesAfter(
  ctx: PlatformContext,
  conversation: ConversationRow,
  afterId: number,
): Promise<MessageView[]> {
  const rows = await ctx.db
    .selectFrom('chat_messages')
    .select(['id', 'sender', 'body', 'created_at'])
    .where('conversation_id', '=', conversation.id)
    .where('id', '>', afterId)
    .orderBy('id', afterId === 0 ? 'desc' : 'asc')
    .limit(PAGE_SIZE)
    .execute();
  if (afterId === 0) rows.reverse();
  const ids = rows.map((r) => Number(r.id));
  const attachments = ids.length
    ? await ctx.db
        .selectFrom('chat_attachments')
        .select(['id', 'message_id', 'media_type', 'size_bytes'])
        .where('message_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    id: Number(r.id),
    sender: r.sender,
    text: r.body,
    createdAt: r.created_at,
    attachments: attachments
      .filter((a) => Number(a.message_id) === Number(r.id))
      .map((a) => ({ id: Number(a.id), mediaType: a.media_type, sizeBytes: Number(a.size_bytes) })),
  }));
}

/** An attachment of this conversation, or 404 (also for another conversation's: nothing tells them apart). */
export async function attachmentOf(ctx: PlatformContext, conversationId: number | undefined, attachmentId: number) {
  let query = ctx.db
    .selectFrom('chat_attachments as a')
    .innerJoin('chat_messages as m', 'm.id', 'a.message_id')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select(['a.stored_name', 'a.media_type'])
    .where('a.id', '=', attachmentId)
    .where('c.merchant_code', '=', ctx.config.merchantCode);
  if (conversationId !== undefined) query = query.where('c.id', '=', conversationId);
  const row = await query.executeTakeFirst();
  if (!row) throw new PlatformError(404, 'chat_attachment_not_found');
  return row;
}
