/** `feedback list|reply|close`: the operator's side of feedback and complaints (platform/modules/feedback/operator.ts). */
import type { PlatformContext } from '../../context.ts';
import { closeFeedback, FeedbackStateError, listFeedback, MAX_REPLY_CHARS, replyToFeedback } from './operator.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE = 'feedback list [open|answered|closed] | feedback reply <id> <text...> | feedback close <id>';
const STATUSES = ['open', 'answered', 'closed'];

function feedbackId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1)
    throw new UsageError(`expected a feedback id, got ${text ?? 'nothing'}`);
  return id;
}

/** State refusals are the operator's mistakes, printed with the usage, not crashes. */
async function step<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof FeedbackStateError) throw new UsageError(error.message);
    throw error;
  }
}

async function run(ctx: PlatformContext, [action, idText, ...rest]: string[]): Promise<string> {
  switch (action) {
    case 'list': {
      if (idText !== undefined && !STATUSES.includes(idText))
        throw new UsageError(`expected ${STATUSES.join(', ')}, got ${idText}`);
      const rows = await listFeedback(ctx, idText);
      if (!rows.length) return 'no feedback';
      return rows
        .map((r) =>
          [
            String(r.id).padStart(6),
            r.username.padEnd(16),
            r.type.padEnd(10),
            r.status.padEnd(8),
            `${Number(r.images)} image(s)`,
            r.created_at,
            `\n        ${r.content}${r.reply ? `\n        reply: ${r.reply}` : ''}`,
          ].join('  '),
        )
        .join('\n');
    }
    case 'reply': {
      const id = feedbackId(idText);
      const reply = rest.join(' ').trim();
      if (!reply) throw new UsageError('a reply needs some text');
      if (Array.from(reply).length > MAX_REPLY_CHARS)
        throw new UsageError(`the reply is longer than ${MAX_REPLY_CHARS} characters`);
      const row = await step(() => replyToFeedback(ctx, id, reply));
      return `feedback ${row.id} answered; the player has a message`;
    }
    case 'close': {
      const row = await step(() => closeFeedback(ctx, feedbackId(idText)));
      return `feedback ${row.id} closed`;
    }
    default:
      throw new UsageError(`unknown feedback action ${action ?? ''}`);
  }
}

export const FEEDBACK_COMMANDS: Record<string, Command> = {
  feedback: { usage: USAGE, run },
};
