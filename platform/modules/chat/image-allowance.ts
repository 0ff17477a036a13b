/**
 * How many images a player may send into their conversation a day: enough for any receipt or screenshot an
 * operator needs, and a stop to one free account filling the disk. Counted in the failure counters' table
 * (limits/attempt-counters.ts): each image is reserved by one atomic upsert before its row is written, so
 * parallel messages from several processes cannot all slip under the count; a message refused later gives its
 * images back. Operators' answers are not counted.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';

export const CHAT_IMAGES_PER_DAY = 30;
const DAY_MS = 86_400_000;

const keyOf = (conversationId: number) => `chat-images:${conversationId}`;

function dailyLimit(): PlatformError {
  return new PlatformError(429, 'chat_attachment_daily_limit', undefined, { max: String(CHAT_IMAGES_PER_DAY) });
}

/** Before a byte of the body is read: the conversation still has room for an image today. */
export async function assertImageRoom(ctx: PlatformContext, conversationId: number): Promise<void> {
  if ((await ctx.attempts.counted(keyOf(conversationId))) >= CHAT_IMAGES_PER_DAY) throw dailyLimit();
}

/** Counts a message's images, all or none; answers how to give them back if the message is not kept. */
export async function reserveImages(
  ctx: PlatformContext,
  conversationId: number,
  count: number,
): Promise<() => Promise<void>> {
  const key = keyOf(conversationId);
  let reserved = 0;
  const giveBack = async () => {
    for (; reserved > 0; reserved -= 1) await ctx.attempts.release(key);
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const total = await ctx.attempts.add(key, DAY_MS);
      reserved += 1;
      if (total > CHAT_IMAGES_PER_DAY) throw dailyLimit();
    }
  } catch (error) {
    await giveBack();
    throw error;
  }
  return giveBack;
}
