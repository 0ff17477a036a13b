/**
 * The VIP centre on /wps (issue 17; spec 3 clubLabel and rankLevel). The ladder is public; a member's state
 * (rank, this month's deposits and turnover, progress to the next level) needs a session. A level is reached by
 * its deposits OR its turnover in one month (Asia/Dhaka); money travels as decimal strings of minor units.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery, minorText } from '../money.ts';

const rateBp = z.number().int().min(0).max(10_000);

export const vipRank = z.object({
  level: z.number().int().min(0),
  /** The level's name in the page's language. */
  name: z.string(),
  depositMinor: minorText,
  turnoverMinor: minorText,
  bonusMinor: minorText,
  withdrawDailyMinor: minorText,
  withdrawDailyCount: z.number().int().positive(),
  /** Cashback at this level per game category (the rebates module's rates), only categories that pay. */
  cashback: z.array(z.object({ category: z.string(), name: z.string(), rateBp })),
});
export type VipRank = z.infer<typeof vipRank>;

export const vipLadderAnswer = z.object({
  currencySymbol: z.string(),
  ranks: z.array(vipRank),
});
export type VipLadderAnswer = z.infer<typeof vipLadderAnswer>;

export const vipStateAnswer = vipLadderAnswer.extend({
  /** The member's rank: the same level and label as member info's clubLabel. */
  rankLevel: z.number().int().min(0),
  labelName: z.string(),
  /** The player's month the totals are counted in (yyyy-MM) and when it ends. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  monthEndsAt: z.string(),
  depositMinor: minorText,
  turnoverMinor: minorText,
  /** The next level and the progress towards it in whole percent; null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      depositMissingMinor: minorText,
      turnoverMissingMinor: minorText,
      depositPercent: z.number().int().min(0).max(100),
      turnoverPercent: z.number().int().min(0).max(100),
    })
    .nullable(),
  /** Upgrade bonuses paid so far, by level. */
  upgrades: z.array(z.object({ level: z.number().int(), bonusMinor: minorText, createdAt: z.string() })),
  /** Today's withdrawal allowance at this level. */
  withdrawals: z.object({
    dailyMinor: minorText,
    dailyCount: z.number().int(),
    usedMinor: minorText,
    usedCount: z.number().int(),
  }),
});
export type VipStateAnswer = z.infer<typeof vipStateAnswer>;

export const vipLadder = defineCall({
  method: 'GET',
  path: '/wps/vip/ranks',
  summary: 'The VIP ladder: each level, what reaches it in a month, its upgrade bonus, cashback and withdrawal limits',
  query: languageQuery,
  answer: vipLadderAnswer,
});

export const vipState = defineCall({
  method: 'GET',
  path: '/wps/member/vip',
  summary: "The member's VIP rank, this month's deposits and turnover, and progress to the next level (moves up first)",
  query: languageQuery,
  answer: vipStateAnswer,
  signedIn: true,
});

export const vipCalls = [vipLadder, vipState] as const;
