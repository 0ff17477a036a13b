/**
 * Promotion calls on /wps (issue 16; spec 7 "available promotions"): a member's status in a promotion, joining or
 * applying, the bonuses the deposit form offers, and the locked bonus with its wagering for the withdraw page.
 * Money travels as decimal strings of minor units.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';

const minor = z.string().regex(/^-?[0-9]{1,18}$/);
const slug = z.string().regex(/^[a-z0-9-]{1,60}$/);

/** Spec 4 activity statuses a member's participation moves through (the slice's subset). */
export const ACTIVITY_STATUSES = [
  'join',
  'applying',
  'rejected',
  'joined',
  'process',
  'claimed',
  'closed',
  'coming_soon',
] as const;
export const JOIN_MODES = ['deposit', 'button', 'apply'] as const;

export const bonusState = z.object({
  state: z.enum(['locked', 'released', 'forfeited', 'cancelled']),
  amount: z.string(),
  amountMinor: minor,
  /** Weighted stake that releases the bonus, and how much of it is done (never above it). */
  requiredMinor: minor,
  doneMinor: minor,
  percent: z.number().int().min(0).max(100),
});
export type BonusState = z.infer<typeof bonusState>;

export const promotionStatusAnswer = z.object({
  slug,
  joinMode: z.enum(JOIN_MODES),
  status: z.enum(ACTIVITY_STATUSES),
  bonus: bonusState.nullable(),
});
export type PromotionStatus = z.infer<typeof promotionStatusAnswer>;

export const promotionParams = z.object({ slug }).strict();
export const languageQuery = z.object({ language: z.string().max(16).optional() }).strict();

export const promotionStatus = defineCall({
  method: 'GET',
  path: '/wps/promotions/:slug/status',
  summary: "The member's activity status in a promotion, with its bonus if one was granted",
  params: promotionParams,
  query: languageQuery,
  answer: promotionStatusAnswer,
  signedIn: true,
});

export const joinPromotion = defineCall({
  method: 'POST',
  path: '/wps/promotions/:slug/join',
  summary: 'Join a promotion (join button) or apply for it (operator approval); a repeat changes nothing',
  params: promotionParams,
  body: z.object({}).strict(),
  answer: promotionStatusAnswer,
  signedIn: true,
});

export const depositOffer = z.object({
  slug,
  bonusKind: z.enum(['percent', 'fixed']),
  percent: z.number().int(),
  /** percent: the most the bonus pays; fixed: the bonus. */
  capMinor: minor,
  minDepositMinor: minor,
  wageringMultiple: z.number().int(),
  wageringBase: z.enum(['bonus', 'deposit_bonus']),
});
export type DepositOffer = z.infer<typeof depositOffer>;

export const depositOffers = defineCall({
  method: 'GET',
  path: '/wps/promotions/deposit-offers',
  summary: 'The bonuses the member may choose with a deposit now',
  query: languageQuery,
  answer: z.object({ offers: z.array(depositOffer) }),
  signedIn: true,
});

export const bonusWagering = defineCall({
  method: 'GET',
  path: '/wps/bonus/wagering',
  summary: "The member's locked bonus and its wagering; a bonus whose wagering is met is released by this call",
  query: languageQuery,
  answer: z.object({ bonus: bonusState.nullable() }),
  signedIn: true,
});

export const promotionCalls = [promotionStatus, joinPromotion, depositOffers, bonusWagering] as const;
