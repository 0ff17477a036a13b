/**
 * Cashback and the reward centre on /wps (issue 16: manualRebate behind the flag MANPLAYREB3, rewardCenter).
 * Cashback accrues from settled bets at a rate per game category and VIP rank, in the player's day; it is claimed
 * once with the Claim button, or paid at the day's end. Rates travel in basis points (150 = 1.5 %), money as
 * decimal strings of minor units.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery, minorText } from '../money.ts';
import { bonusState } from './promotions.ts';
import { claimablePrize } from './raffles.ts';
import { missionState } from './missions.ts';

const category = z.string().regex(/^[A-Z]{2,12}$/);
const rateBp = z.number().int().min(0).max(10_000);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const rebateLine = z.object({
  category,
  /** The category's name in the page's language. */
  name: z.string(),
  stakeMinor: minorText,
  rateBp,
  amountMinor: minorText,
});
export type RebateLine = z.infer<typeof rebateLine>;

export const rebatePayment = z.object({
  /** The player's day whose bets it covered. */
  day,
  /** claim: the player's Claim; auto: paid at the end of the day. */
  source: z.enum(['claim', 'auto']),
  amountMinor: minorText,
  createdAt: z.string(),
  categories: z.array(rebateLine),
});
export type RebatePayment = z.infer<typeof rebatePayment>;

export const rebateAnswer = z.object({
  currencySymbol: z.string(),
  /** The current period: the player's day (Asia/Dhaka), and when it ends (what is left is paid then). */
  day,
  periodEndsAt: z.string(),
  /** The first settled bet the claimable amount comes from; null when nothing is claimable. */
  since: z.string().nullable(),
  rankLevel: z.number().int(),
  /** Claimable now, per category. */
  categories: z.array(rebateLine),
  totalMinor: minorText,
  /** The member's rates at their rank, per category. */
  rates: z.array(z.object({ category, name: z.string(), rateBp })),
  /** The latest payments, newest first. */
  history: z.array(rebatePayment),
});
export type RebateAnswer = z.infer<typeof rebateAnswer>;

export const rebateView = defineCall({
  method: 'GET',
  path: '/wps/rebate',
  summary: "Cashback: what the member's settled bets of today earn now per category, their rates, and the payments",
  query: languageQuery,
  answer: rebateAnswer,
  signedIn: true,
});

export const claimRebate = defineCall({
  method: 'POST',
  path: '/wps/rebate/claim',
  summary: "Claim today's cashback: paid once to the main wallet however often (or however concurrently) it is sent",
  body: z.object({}).strict(),
  answer: z.object({ claimedMinor: minorText, rebate: rebateAnswer }),
  signedIn: true,
});

/** What the reward centre lists as received: bonus credits and releases, cashback, VIP upgrade bonuses, raffle prizes, mission rewards, referral rewards and point-mall bonuses (locked). */
export const REWARD_KINDS = [
  'bonus',
  'bonus_grant',
  'bonus_release',
  'rebate',
  'raffle_prize',
  'mission_reward',
  'vip_bonus',
  'referral_reward',
  'points_bonus',
] as const;

export const rewardAnswer = z.object({
  currencySymbol: z.string(),
  /** The member's locked bonus with its wagering (a met one is released by this call), as on the withdraw page. */
  bonuses: z.array(bonusState.extend({ slug: z.string() })),
  /** Today's claimable cashback; null when cashback is switched off. */
  cashback: z
    .object({ totalMinor: minorText, since: z.string().nullable(), categories: z.array(rebateLine) })
    .nullable(),
  /** Completed missions whose reward is not claimed yet (claimed with the missions' own call). */
  missions: z.array(missionState),
  history: z.array(
    z.object({
      kind: z.enum(REWARD_KINDS),
      amountMinor: minorText,
      createdAt: z.string(),
      /** The promotion's slug of a bonus, the day of a cashback payment, the period of a mission reward. */
      detail: z.string().nullable(),
    }),
  ),
  /** Raffle prizes won and not paid yet, claimed with the raffle promotion claim. */
  rafflePrizes: z.array(claimablePrize),
});
export type RewardAnswer = z.infer<typeof rewardAnswer>;

export const rewardCentre = defineCall({
  method: 'GET',
  path: '/wps/rewards',
  summary: 'The reward centre: locked bonuses and their wagering, claimable cashback, and what was received',
  query: languageQuery,
  answer: rewardAnswer,
  signedIn: true,
});

export const rebateCalls = [rebateView, claimRebate, rewardCentre] as const;
