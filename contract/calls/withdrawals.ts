/** Withdrawal calls of the member centre on /wps: rules, payee accounts, orders, the player's confirmation. */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { amountText, languageQuery, majorText, minorText, requestId } from '../money.ts';
import { PAYEE_KINDS, payeeSchema } from '../rules/payees.ts';

export const withdrawalRules = z.object({
  min: majorText,
  minMinor: minorText,
  max: majorText,
  maxMinor: minorText,
  dailyCount: z.number().int(),
  confirmMinutes: z.number().int(),
  turnoverRequiredMinor: minorText,
  turnoverDoneMinor: minorText,
  availableMinor: minorText,
  heldMinor: minorText,
  hasPaymentPassword: z.boolean(),
  maxPayees: z.number().int(),
  maxProofFiles: z.number().int(),
  maxProofBytes: z.number().int(),
});
export type WithdrawalRules = z.infer<typeof withdrawalRules>;

/** A payee account as lists show it: the number masked (contract/rules/payees.ts maskAccount). */
export const payee = z.object({
  id: z.number().int(),
  kind: z.enum(PAYEE_KINDS),
  holderName: z.string(),
  accountNumber: z.string(),
  bankName: z.string().nullable(),
});
export type Payee = z.infer<typeof payee>;

export const WITHDRAWAL_STATUSES = ['in_process', 'approved', 'paid', 'rejected'] as const;
export const withdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

export const CONFIRMATIONS = ['received', 'not_received', 'full_payment'] as const;
export const confirmation = z.enum(CONFIRMATIONS);
export type Confirmation = z.infer<typeof confirmation>;

export const confirmedBy = z.enum(['player', 'timeout', 'forced']);

export const withdrawal = z.object({
  id: z.number().int(),
  amount: majorText,
  amountMinor: minorText,
  status: withdrawalStatus,
  reason: z.string().nullable(),
  payeeAccountId: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  confirmation: confirmation.nullable(),
  confirmedBy: confirmedBy.nullable(),
  confirmedAt: z.string().nullable(),
  confirmDeadline: z.string().nullable(),
  canConfirm: z.boolean(),
  proofCount: z.number().int(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

const payeeList = z.object({ payees: z.array(payee) });

export const fetchWithdrawalRules = defineCall({
  method: 'GET',
  path: '/wps/member/withdrawals/rules',
  summary: 'The withdrawal limits, turnover progress, available money and proof limits',
  query: languageQuery,
  answer: withdrawalRules,
  signedIn: true,
});

export const listPayees = defineCall({
  method: 'GET',
  path: '/wps/member/payees',
  summary: "The member's payee accounts, numbers masked",
  query: languageQuery,
  answer: payeeList,
  signedIn: true,
});

export const addPayee = defineCall({
  method: 'POST',
  path: '/wps/member/payees',
  summary: 'Add a payee account (bKash, Nagad, Rocket or a bank account)',
  body: payeeSchema,
  answer: payeeList,
  signedIn: true,
});

export const listWithdrawals = defineCall({
  method: 'GET',
  path: '/wps/member/withdrawals',
  summary: "The member's withdrawals, newest first",
  query: languageQuery,
  answer: z.object({ items: z.array(withdrawal) }),
  signedIn: true,
});

export const withdrawalRequest = z
  .object({
    payeeAccountId: z.number().int().positive(),
    amount: amountText,
    paymentPassword: z.string().min(1).max(64),
    requestId,
    // The player's yes to forfeiting a locked bonus (issue 16): without it such a withdrawal is refused.
    forfeitBonus: z.boolean().optional(),
  })
  .strict();
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

export const requestWithdrawal = defineCall({
  method: 'POST',
  path: '/wps/member/withdrawals',
  summary:
    'Ask for a withdrawal to a payee account, after the payment password (a retried request id answers the same order)',
  body: withdrawalRequest,
  answer: withdrawal,
  signedIn: true,
});

/** A withdrawal's path parameter. */
export const withdrawalParams = z
  .object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  })
  .strict();

export const confirmWithdrawal = defineCall({
  method: 'POST',
  path: '/wps/member/withdrawals/:id/confirm',
  params: withdrawalParams,
  summary: 'The player confirms a paid withdrawal arrived (received, or the full payment)',
  body: z.object({ confirmation: z.enum(['received', 'full_payment']) }).strict(),
  answer: withdrawal,
  signedIn: true,
});

export const reportNotReceived = defineCall({
  method: 'POST',
  path: '/wps/member/withdrawals/:id/not-received',
  params: withdrawalParams,
  summary:
    'The player reports a paid withdrawal did not arrive: multipart/form-data with 1-3 proof images (field "proof")',
  answer: withdrawal,
  signedIn: true,
});

export const withdrawalCalls = [
  fetchWithdrawalRules,
  listPayees,
  addPayee,
  listWithdrawals,
  requestWithdrawal,
  confirmWithdrawal,
  reportNotReceived,
] as const;
