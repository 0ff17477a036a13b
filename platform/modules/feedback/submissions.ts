/**
 * The player's side of feedback: checking what was written, saving it with its images in one transaction,
 * and reading the player's own feedback back (another player's is never found).
 */
import type { Kysely, Transaction } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import type { StoredImage } from '../uploads/index.ts';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  contentProblem,
  isFeedbackType,
  type FeedbackType,
} from '../../../contract/rules/feedback.ts';
import { feedbackFolder } from './store.ts';
import { feedbackView, type FeedbackRow } from './view.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface FeedbackInput {
  type: FeedbackType;
  content: string;
}

/** Checks the text fields of a submission; the refusal names the first problem, in the player's language. */
export function checkFeedbackFields(
  fields: Record<string, string | undefined>,
  cut: Set<string> = new Set(),
): FeedbackInput {
  const type = fields.type;
  if (!isFeedbackType(type)) throw new PlatformError(400, 'feedback_type_invalid');
  const content = fields.content ?? '';
  const bounds = { min: String(FEEDBACK_MIN_CHARS), max: String(FEEDBACK_MAX_CHARS) };
  if (cut.has('content')) throw new PlatformError(400, 'feedback_content_length', undefined, bounds);
  const problem = contentProblem(content);
  if (problem === 'empty') throw new PlatformError(400, 'feedback_content_required');
  if (problem === 'length') throw new PlatformError(400, 'feedback_content_length', undefined, bounds);
  return { type, content: content.trim() };
}

/** Feedback a member may send in 24 hours: enough for any real problem, and a stop to filling the disk with images. */
export const FEEDBACK_DAILY_MAX = 10;

const DAY_MS = 86_400_000;

function dailyLimit(): PlatformError {
  return new PlatformError(429, 'feedback_daily_limit', undefined, { max: String(FEEDBACK_DAILY_MAX) });
}

/**
 * Before a byte of the body is read: takes one of the member's feedback places for today, or refuses. The place
 * is counted first, by one atomic upsert in the attempt counters (as login failures are), so parallel posts from
 * any number of processes cannot all pass a count of rows not yet written; the rows of the last 24 hours are
 * checked too (the counter's day starts at its first post). Answers how to give the place back when the
 * submission is refused later.
 */
export async function reserveFeedback(ctx: PlatformContext, member: MemberRow): Promise<() => Promise<void>> {
  const key = `feedback-day:${member.id}`;
  const giveBack = () => ctx.attempts.release(key);
  const taken = await ctx.attempts.add(key, DAY_MS);
  try {
    if (taken > FEEDBACK_DAILY_MAX) throw dailyLimit();
    await assertRowsUnderLimit(ctx, member);
  } catch (error) {
    await giveBack();
    throw error;
  }
  return giveBack;
}

/** Feedback rows of the last 24 hours leave room for one more. */
async function assertRowsUnderLimit(ctx: PlatformContext, member: MemberRow): Promise<void> {
  const since = new Date(ctx.now() - DAY_MS).toISOString();
  const row = await ctx.db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', member.id)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= FEEDBACK_DAILY_MAX) throw dailyLimit();
}

async function imageCount(db: Db, feedbackId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback_images')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('feedback_id', '=', feedbackId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes the feedback and its image rows together; the files of a failed write are removed again. */
export async function saveFeedback(
  ctx: PlatformContext,
  member: MemberRow,
  input: FeedbackInput,
  images: StoredImage[],
) {
  try {
    const at = new Date(ctx.now()).toISOString();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('feedback')
        .values({
          merchant_code: ctx.config.merchantCode,
          member_id: member.id,
          type: input.type,
          content: input.content,
          status: 'open',
          reply: null,
          replied_at: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const feedbackId = Number(row.id);
      if (images.length) {
        await trx
          .insertInto('feedback_images')
          .values(
            images.map((image) => ({
              feedback_id: feedbackId,
              stored_name: image.storedName,
              media_type: image.mediaType,
              size_bytes: image.sizeBytes,
              created_at: at,
            })),
          )
          .execute();
      }
      return feedbackId;
    });
    return await ownFeedback(ctx, member, id);
  } catch (error) {
    await feedbackFolder(ctx.config.uploadDir).discard(images);
    throw error;
  }
}

async function ownRow(ctx: PlatformContext, member: MemberRow, id: number): Promise<FeedbackRow> {
  const row = await ctx.db
    .selectFrom('feedback')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  // Another player's feedback answers exactly as one that does not exist.
  if (!row) throw new PlatformError(404, 'feedback_unknown');
  return row;
}

export async function ownFeedback(ctx: PlatformContext, member: MemberRow, id: number) {
  return feedbackView(await ownRow(ctx, member, id), await imageCount(ctx.db, id));
}

/** The player's latest feedback, newest first. */
export async function memberFeedback(ctx: PlatformContext, member: MemberRow) {
  const rows = await ctx.db
    .selectFrom('feedback')
    .selectAll()
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return Promise.all(rows.map(async (row) => feedbackView(row, await imageCount(ctx.db, Number(row.id)))));
}
