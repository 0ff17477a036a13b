/** Wallet calls on /wps (spec 7 "Wallet"): the balance, consolidated funds, vendor wallet moves, agent transfers, practice money. */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { sealedBody } from '../sealed-body.ts';
import { amountText, languageQuery, majorText, minorText, moneyValue, requestId } from '../money.ts';

const realBalance = z.object({
  sumBalance: majorText,
  sumBalanceMinor: minorText,
  currency: z.string(),
  currencySymbol: z.string(),
  unreadCount: z.number().int().nonnegative(),
});

/** A trial account (issue 13) has no real money: its practice money comes apart, flagged `practice`. */
const practiceBalance = realBalance.extend({
  practice: z.literal(true),
  practiceBalance: majorText,
  practiceBalanceMinor: minorText,
  practiceStartMinor: minorText,
});

export const walletBalance = defineCall({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: 'The header balance (sumBalance) and unread message count; a trial account adds its practice money',
  query: languageQuery,
  answer: z.union([practiceBalance, realBalance]),
  signedIn: true,
});

export const funds = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  main: moneyValue.extend({ held: majorText, heldMinor: minorText, available: majorText, availableMinor: minorText }),
  vendors: z.array(moneyValue.extend({ vassalage: z.string(), name: z.string(), category: z.string() })),
  total: majorText,
  totalMinor: minorText,
});
export type Funds = z.infer<typeof funds>;

export const consolidatedFunds = defineCall({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  summary: 'The main wallet and every transfer-mode vendor wallet',
  query: languageQuery,
  answer: funds,
  signedIn: true,
});

export const walletTransferRequest = z.discriminatedUnion('direction', [
  z
    .object({ direction: z.enum(['in', 'out']), vassalage: z.string().min(1).max(40), amount: amountText, requestId })
    .strict(),
  z.object({ direction: z.literal('allBack'), requestId }).strict(),
]);
export type WalletTransferRequest = z.infer<typeof walletTransferRequest>;

export const walletTransfer = defineCall({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  summary: 'Move money between the main wallet and a vendor wallet, or every vendor wallet back to main',
  body: walletTransferRequest,
  answer: funds,
  signedIn: true,
});

export const transferTarget = z.object({ username: z.string(), relation: z.enum(['upline', 'downline']) });
export type TransferTarget = z.infer<typeof transferTarget>;

export const transferTargets = defineCall({
  method: 'GET',
  path: '/wps/member/transfer/targets',
  summary: "Who the member may send money to: the direct upline, and an agent's direct downline",
  query: languageQuery,
  answer: z.object({ targets: z.array(transferTarget) }),
  signedIn: true,
});

export const agentTransferRequest = z
  .object({
    to: z.string().trim().min(1).max(64),
    amount: amountText,
    paymentPassword: z.string().min(1).max(64),
    requestId,
  })
  .strict();
export type AgentTransferRequest = z.infer<typeof agentTransferRequest>;

export const agentTransfer = defineCall({
  method: 'POST',
  path: '/wps/member/transfer/agent',
  summary: 'Send money to the upline or a downline, after the payment password',
  body: agentTransferRequest,
  answer: z.object({
    transferId: z.string(),
    code: z.string(),
    kind: z.enum(['posted', 'pending', 'post', 'void']),
    amountMinor: minorText,
    debitBalanceMinor: minorText.nullable(),
    creditBalanceMinor: minorText.nullable(),
    createdAt: z.string(),
    to: z.string(),
    relation: z.enum(['upline', 'downline']),
  }),
  signedIn: true,
});

export const securityInfo = z.object({
  username: z.string(),
  hasPaymentPassword: z.boolean(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
});
export type SecurityInfo = z.infer<typeof securityInfo>;

export const memberSecurity = defineCall({
  method: 'GET',
  path: '/wps/member/security',
  summary: 'What the security page shows: whether a payment password is set, the email and mobile number',
  query: languageQuery,
  answer: securityInfo,
  signedIn: true,
});

/** The payment password form, sent encrypted (spec 7 "E" calls): this is the payload inside the envelope. */
export const paymentPasswordPayload = z
  .object({
    loginPassword: z.string().max(128).optional(),
    oldPaymentPassword: z.string().max(64).optional(),
    newPaymentPassword: z.string().min(1).max(64),
    confirmPaymentPassword: z.string().min(1).max(64),
  })
  .strict();
export type PaymentPasswordPayload = z.infer<typeof paymentPasswordPayload>;

export const paymentPassword = defineCall({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  summary: 'Set or change the payment password (E call)',
  body: sealedBody,
  sealed: paymentPasswordPayload,
  answer: z.object({ hasPaymentPassword: z.literal(true) }),
  signedIn: true,
});

export const practiceTopUp = defineCall({
  method: 'POST',
  path: '/wps/practice/topup',
  summary: "A trial account's practice money back up to its starting amount, when below it",
  body: z.object({ requestId }).strict(),
  answer: z.object({
    practiceBalance: majorText,
    practiceBalanceMinor: minorText,
    addedMinor: minorText,
    practiceStartMinor: minorText,
  }),
  signedIn: true,
});

export const walletCalls = [
  walletBalance,
  consolidatedFunds,
  walletTransfer,
  transferTargets,
  agentTransfer,
  memberSecurity,
  paymentPassword,
  practiceTopUp,
] as const;
