/** The site's deposit calls on /wps (depositv2): methods, opening an order, reading it back. The gateway's signed notification is the platform's own. */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { amountText, languageQuery, majorText, minorText, moneyValue, requestId } from '../money.ts';

export const depositChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  min: moneyValue,
  max: moneyValue,
  presets: z.array(moneyValue),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositMethod = z.object({
  method: z.string(),
  name: z.string(),
  icon: z.string(),
  channels: z.array(depositChannel),
});
export type DepositMethod = z.infer<typeof depositMethod>;

export const depositMethodsAnswer = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  methods: z.array(depositMethod),
});
export type DepositMethods = z.infer<typeof depositMethodsAnswer>;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositOrder = z.object({
  orderId: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: majorText,
  amountMinor: minorText,
  currency: z.string(),
  channelId: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The gateway's payment page while the order can still be paid. */
  payUrl: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const depositMethods = defineCall({
  method: 'GET',
  path: '/wps/deposit/methods',
  summary: 'The payment methods with their channels, limits and preset amounts',
  query: languageQuery,
  answer: depositMethodsAnswer,
  signedIn: true,
});

// promotionSlug: the bonus chosen on the form (issue 16), checked at once and granted when the deposit is paid.
export const newDepositOrder = z
  .object({
    channelId: z.number().int().positive(),
    amount: amountText,
    requestId,
    promotionSlug: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional(),
  })
  .strict();
export type NewDepositOrder = z.infer<typeof newDepositOrder>;

export const openDepositOrder = defineCall({
  method: 'POST',
  path: '/wps/deposit/orders',
  summary: 'Open a deposit order on a channel (a retried request id answers the same order)',
  body: newDepositOrder,
  answer: depositOrder,
  signedIn: true,
});

/** The order's path parameter. */
export const depositOrderParams = z.object({ orderId: z.string().regex(/^D[0-9A-F]{20}$/) }).strict();

export const depositOrderStatus = defineCall({
  method: 'GET',
  path: '/wps/deposit/orders/:orderId',
  summary: "One of the member's deposit orders, with its payment page while it can be paid",
  params: depositOrderParams,
  query: languageQuery,
  answer: depositOrder,
  signedIn: true,
});

export const depositCalls = [depositMethods, openDepositOrder, depositOrderStatus] as const;
