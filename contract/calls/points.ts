/**
 * Points and the point mall on /wps (issue 17; spec 7 "Points", spec 3 points fields). Points are whole numbers,
 * sent as decimal text like money (never a JSON number); money as major text and minor text.
 * Guests may read the config and the catalogue; the rest is the member's.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery, majorText, minorText, requestId } from '../money.ts';

/** Whole points as decimal text. */
export const pointsText = z.string().regex(/^-?\d{1,15}$/);

export const POINT_TYPES = ['live', 'lottery', 'poker', 'slots', 'sports', 'redeem', 'deposit'] as const;
export const MALL_ITEM_KINDS = ['cash', 'bonus', 'physical'] as const;
export const MALL_ORDER_STATUSES = ['completed', 'pending', 'fulfilled'] as const;

export const pointsConfigAnswer = z.object({
  /** Points a settled stake of one unit (unit, major text) earns per game category: '1.20'. */
  rates: z.array(z.object({ category: z.string(), type: z.enum(POINT_TYPES), rate: z.string() })),
  rateUnit: majorText,
  /** Points convert in whole steps of unitPoints, each worth unit (the points ratio: unitPoints per unit). */
  unitPoints: pointsText,
  unit: majorText,
  unitMinor: minorText,
  /** Points never expire (spec 9). */
  expires: z.literal(false),
  /** The merchant's currency symbol, for guests, who have no wallet to read it from. */
  currencySymbol: z.string(),
});
export type PointsConfig = z.infer<typeof pointsConfigAnswer>;

export const fetchPointsConfig = defineCall({
  method: 'GET',
  path: '/wps/points/config',
  summary: 'What settled bets earn per category, and what points convert to (merchant settings)',
  query: languageQuery,
  answer: pointsConfigAnswer,
});

export const mallItem = z.object({
  id: z.number().int(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  pointsCost: pointsText,
  /** What a cash voucher or bonus pays to the main wallet ('0.00' for a physical item). */
  value: majorText,
  valueMinor: minorText,
  /** Items left; null: no limit. */
  stock: z.number().int().nullable(),
  available: z.boolean(),
});
export type MallItem = z.infer<typeof mallItem>;

export const fetchMallItems = defineCall({
  method: 'GET',
  path: '/wps/points/mall',
  summary: "The point mall's catalogue in the caller's language",
  query: languageQuery,
  answer: z.object({ items: z.array(mallItem) }),
});

export const fetchPointsBalance = defineCall({
  method: 'GET',
  path: '/wps/member/points/balance',
  summary: "The member's points (settled bets accrue first) and what they convert to now",
  query: languageQuery,
  answer: z.object({ points: pointsText, convertible: majorText, convertibleMinor: minorText }),
  signedIn: true,
});

export const pointsRecordRow = z.object({
  reference: z.string(),
  appliedAt: z.string(),
  type: z.enum(POINT_TYPES),
  name: z.string(),
  /** Earned: the stake; converted or redeemed: the money paid (null: none, a physical item). */
  amount: majorText.nullable(),
  amountMinor: minorText.nullable(),
  pointsRequired: pointsText.nullable(),
  /** What the points spent stood for at the points ratio. */
  amountRequired: majorText.nullable(),
  amountRequiredMinor: minorText.nullable(),
  status: z.enum(MALL_ORDER_STATUSES),
  pointsChanged: pointsText,
  pointsBalance: pointsText,
  remark: z.string().nullable(),
  /** The unit of money the points ratio is per ('1.00'). */
  unit: majorText.nullable(),
  /** Points per unit: the earning rate ('1.20'), or the merchant's conversion ('100'). */
  pointsRatio: z.string().nullable(),
});
export type PointsRecordRow = z.infer<typeof pointsRecordRow>;

export const pointsRecordQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    language: z.string().max(16).optional(),
  })
  .strict();

export const fetchPointsRecord = defineCall({
  method: 'GET',
  path: '/wps/member/points/records',
  summary: "The member's points record (member transaction detail), newest first",
  query: pointsRecordQuery,
  answer: z.object({
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    items: z.array(pointsRecordRow),
  }),
  signedIn: true,
});

export const convertRequest = z
  .object({
    points: z
      .string()
      .trim()
      .regex(/^[0-9]{1,12}$/),
    paymentPassword: z.string().min(1).max(64),
    requestId,
  })
  .strict();
export type ConvertRequest = z.infer<typeof convertRequest>;

export const convertPoints = defineCall({
  method: 'POST',
  path: '/wps/member/points/convert',
  summary: 'Convert points to money in the main wallet, after the payment password (a retried request id pays once)',
  body: convertRequest,
  answer: z.object({
    reference: z.string(),
    points: pointsText,
    amount: majorText,
    amountMinor: minorText,
    pointsBalance: pointsText,
  }),
  signedIn: true,
});

export const mallOrder = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  points: pointsText,
  value: majorText,
  valueMinor: minorText,
  status: z.enum(MALL_ORDER_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
});
export type MallOrder = z.infer<typeof mallOrder>;

export const redeemRequest = z
  .object({
    itemId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    paymentPassword: z.string().min(1).max(64),
    requestId,
  })
  .strict();
export type RedeemRequest = z.infer<typeof redeemRequest>;

export const redeemMallItem = defineCall({
  method: 'POST',
  path: '/wps/member/points/redeem',
  summary: 'Redeem a point-mall item, after the payment password (a retried request id makes one order)',
  body: redeemRequest,
  answer: z.object({ order: mallOrder, pointsBalance: pointsText }),
  signedIn: true,
});

export const fetchMallOrders = defineCall({
  method: 'GET',
  path: '/wps/member/points/orders',
  summary: "The member's point-mall orders (the redeem list) with their status, newest first",
  query: languageQuery,
  answer: z.object({ items: z.array(mallOrder) }),
  signedIn: true,
});

export const fetchPointsRewards = defineCall({
  method: 'GET',
  path: '/wps/member/points/rewards',
  summary: 'The points the member was rewarded for settled bets (accrued first), in total and per point type',
  query: languageQuery,
  answer: z.object({
    earned: pointsText,
    types: z.array(z.object({ type: z.enum(POINT_TYPES), points: pointsText })),
  }),
  signedIn: true,
});

export const pointsCalls = [
  fetchPointsConfig,
  fetchMallItems,
  fetchPointsBalance,
  fetchPointsRecord,
  convertPoints,
  redeemMallItem,
  fetchMallOrders,
  fetchPointsRewards,
] as const;
