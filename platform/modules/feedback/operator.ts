/**
 * The operator's side of feedback (`npm run ops -- feedback ...`): list, reply (the player gets a member
 * message in the same transaction) and close.
 */
import type { PlatformContext } from '../../context.ts';
import type { FeedbackRow } from './view.ts';

/** A step the feedback's state does not allow (the operator is told; nothing changes). */
export class FeedbackStateError extends Error {
  constructor(id: number, status: string, action: string) {
    super(`feedback ${id} is ${status}: cannot ${action}`);
    this.name = 'FeedbackStateError';
  }
}

export const MAX_REPLY_CHARS = 500;

export async function feedbackById(ctx: PlatformContext, id: number): Promise<FeedbackRow | undefined> {
  return ctx.db
    .selectFrom('feedback')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', ctx.config.merchantCode)
    .executeTakeFirst();
}

export async function listFeedback(ctx: PlatformContext, status?: string) {
  let query = ctx.db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .select((eb) => [
      'feedback.id',
      'members.username',
      'feedback.type',
      'feedback.status',
      'feedback.content',
      'feedback.reply',
      'feedback.created_at',
      eb
        .selectFrom('feedback_images')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('feedback_images.feedback_id', '=', 'feedback.id')
        .as('images'),
    ])
    .where('feedback.merchant_code', '=', ctx.config.merchantCode);
  if (status) query = query.where('feedback.status', '=', status);
  return query.orderBy('feedback.id', 'desc').limit(100).execute();
}

/** Answers open or answered feedback (a second reply replaces the first); the player is told by a member message. */
export async function replyToFeedback(ctx: PlatformContext, id: number, reply: string): Promise<FeedbackRow> {
  const row = await feedbackById(ctx, id);
  if (!row) throw new FeedbackStateError(id, 'unknown', 'reply');
  if (row.status === 'closed') throw new FeedbackStateError(id, row.status, 'reply');
  const at = new Date(ctx.now()).toISOString();
  const answered = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('feedback')
      .set({ status: 'answered', reply, replied_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'answered'])
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw new FeedbackStateError(id, 'changed meanwhile', 'reply');
    return ctx.events.publish(trx, 'feedback.answered', { memberId: row.member_id, feedbackId: id, reply }, at);
  });
  await ctx.events.deliver(answered);
  return (await feedbackById(ctx, id))!;
}

export async function closeFeedback(ctx: PlatformContext, id: number): Promise<FeedbackRow> {
  const row = await feedbackById(ctx, id);
  if (!row) throw new FeedbackStateError(id, 'unknown', 'close');
  if (row.status === 'closed') throw new FeedbackStateError(id, row.status, 'close');
  const at = new Date(ctx.now()).toISOString();
  const result = await ctx.db
    .updateTable('feedback')
    .set({ status: 'closed', updated_at: at })
    .where('id', '=', id)
    .where('status', '!=', 'closed')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new FeedbackStateError(id, 'changed meanwhile', 'close');
  return (await feedbackById(ctx, id))!;
}
