/**
 * Invite friends on /wps (issue 17: the member centre's referral page behind the flag REFERRAL3). The member's
 * code and the registration link built from the configured public address, the reward rule, and the invitees
 * with where each stands. Money as major text and minor text.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery, majorText, minorText } from '../money.ts';

export const REFERRAL_STATUSES = ['registered', 'deposited', 'rewarded', 'held', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const invitee = z.object({
  username: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** When it was rewarded, released or rejected; null while nothing was decided. */
  decidedAt: z.string().nullable(),
});
export type Invitee = z.infer<typeof invitee>;

export const referralAnswer = z.object({
  code: z.string(),
  /** Absolute on the configured public address (PUBLIC_URL); a site path where none is configured. */
  link: z.string(),
  currencySymbol: z.string(),
  /** What the member receives per friend, once, when the friend's first deposit reaches minDeposit. */
  reward: majorText,
  rewardMinor: minorText,
  minDeposit: majorText,
  minDepositMinor: minorText,
  /** Rewards received so far. */
  earned: majorText,
  earnedMinor: minorText,
  /** An agent's own invitation code (its downline's registration code); null for members. */
  agentCode: z.string().nullable(),
  invitees: z.array(invitee),
});
export type ReferralView = z.infer<typeof referralAnswer>;

export const fetchReferral = defineCall({
  method: 'GET',
  path: '/wps/member/referral',
  summary: "The member's referral code, link, reward rule and invitees (404 when REFERRAL3 is off)",
  query: languageQuery,
  answer: referralAnswer,
  signedIn: true,
});

export const referralCalls = [fetchReferral] as const;
