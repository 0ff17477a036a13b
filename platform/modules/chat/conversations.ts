/**
 * Conversations: one per member, opened on first use. The channel follows the member's rank (spec 7: above
 * rank 4 is the VIP channel), decided here from the member's row, never from what the page asked for.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChatChannel } from './tables.ts';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';

export const VIP_ABOVE_RANK = 4;

export interface ConversationRow {
  id: number;
  member_id: number;
  channel: ChatChannel;
  player_read_id: number;
  operator_read_id: number;
}

const COLUMNS = ['id', 'member_id', 'channel', 'player_read_id', 'operator_read_id'] as const;

export function channelOf(rankLevel: number): ChatChannel {
  return rankLevel > VIP_ABOVE_RANK ? 'vip' : 'standard';
}

function asRow(row: {
  id: number;
  member_id: number;
  channel: ChatChannel;
  player_read_id: number;
  operator_read_id: number;
}): ConversationRow {
  return {
    ...row,
    id: Number(row.id),
    player_read_id: Number(row.player_read_id),
    operator_read_id: Number(row.operator_read_id),
  };
}

/** The member's conversation, opened (or moved to the channel the rank gives now) as needed. */
export async function conversationOfMember(
  ctx: PlatformContext,
  member: { id: number; rank_level: number },
): Promise<ConversationRow> {
  const channel = channelOf(member.rank_level);
  const merchant = ctx.config.merchantCode;
  await ctx.db
    .insertInto('chat_conversations')
    .values({
      merchant_code: merchant,
      member_id: member.id,
      channel,
      last_message_at: null,
      created_at: new Date(ctx.now()).toISOString(),
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'member_id']).doNothing())
    .execute();
  const row = asRow(
    await ctx.db
      .selectFrom('chat_conversations')
      .select(COLUMNS)
      .where('merchant_code', '=', merchant)
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow(),
  );
  if (row.channel !== channel) {
    await ctx.db.updateTable('chat_conversations').set({ channel }).where('id', '=', row.id).execute();
    row.channel = channel;
  }
  return row;
}

/** A conversation of this merchant by id, for operators; 404 when there is none. */
export async function conversationById(ctx: PlatformContext, id: number): Promise<ConversationRow> {
  const row = await ctx.db
    .selectFrom('chat_conversations')
    .select(COLUMNS)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new PlatformError(404, 'chat_conversation_not_found');
  return asRow(row);
}

/** Messages of the other side after this side's read mark. */
export async function unreadCount(
  db: Kysely<Database>,
  conversation: ConversationRow,
  reader: 'player' | 'operator',
): Promise<number> {
  const readId = reader === 'player' ? conversation.player_read_id : conversation.operator_read_id;
  const { count } = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('conversation_id', '=', conversation.id)
    .where('sender', '!=', reader)
    .where('id', '>', readId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Moves a side's read mark forward (never back) to `upTo`, bounded by the newest message. */
export async function markRead(
  ctx: PlatformContext,
  conversation: ConversationRow,
  reader: 'player' | 'operator',
  upTo: number,
): Promise<ConversationRow> {
  const newest = await ctx.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversation.id)
    .executeTakeFirst();
  const mark = Math.min(upTo, Number(newest?.id ?? 0));
  const column = reader === 'player' ? 'player_read_id' : 'operator_read_id';
  if (mark > conversation[column]) {
    await ctx.db
      .updateTable('chat_conversations')
      .set({ [column]: mark })
      .where('id', '=', conversation.id)
      .where(column, '<', mark)
      .execute();
    return { ...conversation, [column]: mark };
  }
  return conversation;
}

export interface ConversationSummary {
  id: number;
  channel: ChatChannel;
  username: string;
  unread: number;
  lastMessageAt: string | null;
}

/** The operators' list: VIP conversations first, then the most recent; only conversations with messages. */
export async function conversationList(ctx: PlatformContext): Promise<ConversationSummary[]> {
  const rows = await ctx.db
    .selectFrom('chat_conversations as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.channel', 'c.last_message_at', 'm.username'])
    .select((eb) =>
      eb
        .selectFrom('chat_messages as x')
        .select((x) => x.fn.countAll<string | number>().as('n'))
        .whereRef('x.conversation_id', '=', 'c.id')
        .where('x.sender', '=', 'player')
        .whereRef('x.id', '>', 'c.operator_read_id')
        .as('unread'),
    )
    .where('c.merchant_code', '=', ctx.config.merchantCode)
    .where('c.last_message_at', 'is not', null)
    .orderBy('c.last_message_at', 'desc')
    .limit(200)
    .execute();
  const summaries = rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel,
    username: r.username,
    unread: Number(r.unread ?? 0),
    lastMessageAt: r.last_message_at,
  }));
  // Stable: within each channel the most recent stays first.
  return summaries.sort((a, b) => Number(b.channel === 'vip') - Number(a.channel === 'vip'));
}
