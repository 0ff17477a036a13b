/**
 * The monthly review (issue 17): once per member and month, a member whose month met their level's thresholds
 * keeps it, any other goes down one level (never below the entry level). Deterministic by construction:
 * - a month is reviewed only after it ended, and only for members who joined before it began;
 * - a member whose rank moved since the month began (an upgrade, an operator's set, a review) is left alone;
 * - the review row (member, month) is the key: a repeated or parallel run finds it and changes nothing;
 * - the rank moves only if it is still the one read (an upgrade racing the review wins, the review rolls back).
 * Its timer does not run at start (a fresh or test database is never reviewed behind a caller's back); the
 * operator's `vip review [month]` runs it at will.
 */
import type { PlatformContext } from '../../context.ts';
import { MerchantNotFoundError } from '../../merchant/repository.ts';
import type { JobDeclaration } from '../../jobs.ts';
import { isUniqueViolation } from '../ledger/index.ts';
import { monthBounds, playerMonth, previousMonth, rankAt, reviewedLevel } from './ladder.ts';
import * as repo from './repository.ts';

const VIP_REVIEW_EVERY_MS = 60 * 60_000;

export interface ReviewReport {
  month: string;
  reviewed: number;
  kept: number;
  lowered: { username: string; from: number; to: number }[];
  skipped: number;
}

class RankMovedMeanwhile extends Error {}

/** Reviews a month that has ended (default: the one before now's). */
export async function reviewMonth(
  ctx: PlatformContext,
  month = previousMonth(playerMonth(ctx.now())),
): Promise<ReviewReport> {
  const { fromIso, toIso } = monthBounds(month);
  if (toIso > new Date(ctx.now()).toISOString()) throw new RangeError(`the month ${month} has not ended yet`);
  const ladder = await repo.ladderOf(ctx.db, ctx.config.merchantCode);
  const members = await repo.reviewableMembers(ctx.db, ctx.config.merchantCode, fromIso);
  const report: ReviewReport = { month, reviewed: 0, kept: 0, lowered: [], skipped: 0 };
  for (const member of members) {
    if ((await repo.reviewOf(ctx.db, member.id, month)) || (await repo.changedSince(ctx.db, member.id, fromIso))) {
      report.skipped += 1;
      continue;
    }
    const totals = await repo.totalsIn(ctx.db, ctx.config.merchantCode, member.id, fromIso, toIso);
    const to = reviewedLevel(ladder, member.rankLevel, totals.depositMinor, totals.turnoverMinor);
    const at = new Date(ctx.now()).toISOString();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await repo.insertReview(trx, { memberId: member.id, month, from: member.rankLevel, to, ...totals, at });
        if (to === member.rankLevel) return;
        const moved = await repo.moveRank(
          trx,
          { memberId: member.id, to, label: rankAt(ladder, to).nameEn, reason: 'review', at },
          { from: member.rankLevel },
        );
        if (!moved) throw new RankMovedMeanwhile();
      });
    } catch (error) {
      if (error instanceof RankMovedMeanwhile || isUniqueViolation(error)) {
        report.skipped += 1;
        continue;
      }
      throw error;
    }
    report.reviewed += 1;
    if (to === member.rankLevel) report.kept += 1;
    else report.lowered.push({ username: member.username, from: member.rankLevel, to });
  }
  return report;
}

/** The review on a timer: hourly, not at start; each run reviews the month before the current one. */
export const vipReviewJob: JobDeclaration = {
  name: 'VIP monthly review',
  everyMs: VIP_REVIEW_EVERY_MS,
  atStart: false,
  run: reviewMonth,
  quiet: (error) => error instanceof MerchantNotFoundError,
};
