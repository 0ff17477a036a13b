/**
 * What a payee account may look like, shared by the withdraw form and the platform (same zod schema on both
 * sides). bKash and Nagad accounts are Bangladeshi mobile numbers (01 + operator digit 3-9 + 8 digits);
 * a Rocket account is that number plus one check digit; a bank account is 10-17 digits with the bank's name.
 */
import { z } from '../zod.ts';

export const PAYEE_KINDS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

const MOBILE_WALLET = /^01[3-9]\d{8}$/;
const ROCKET = /^01[3-9]\d{9}$/;
const BANK_ACCOUNT = /^\d{10,17}$/;
// Letters of any script, spaces and dots: the holder's name as the bank or wallet knows it.
const HOLDER = /^[\p{L}\p{M} .]{2,50}$/u;

export const payeeSchema = z
  .object({
    kind: z.enum(PAYEE_KINDS),
    holderName: z.string().trim().regex(HOLDER),
    accountNumber: z.string().trim().max(24),
    bankName: z.string().trim().max(60).optional(),
  })
  .strict()
  .superRefine((payee, issues) => {
    const pattern = payee.kind === 'bank' ? BANK_ACCOUNT : payee.kind === 'rocket' ? ROCKET : MOBILE_WALLET;
    if (!pattern.test(payee.accountNumber))
      issues.addIssue({ code: 'custom', path: ['accountNumber'], message: 'accountNumber' });
    if (payee.kind === 'bank' && !/^[\p{L}\p{M}\d .&()-]{2,60}$/u.test(payee.bankName ?? '')) {
      issues.addIssue({ code: 'custom', path: ['bankName'], message: 'bankName' });
    }
  });

export type PayeeInput = z.infer<typeof payeeSchema>;

/** The field names a payee form shows errors under, from the schema's verdict (empty when valid). */
export function payeeProblems(input: unknown): Record<string, true> {
  const result = payeeSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, true> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'kind')] = true;
  return fields;
}

/** 01712345678 -> 017•••••678: lists show enough to recognise an account without exposing it whole. */
export function maskAccount(number: string): string {
  return number.length <= 6 ? number : `${number.slice(0, 3)}${'•'.repeat(number.length - 6)}${number.slice(-3)}`;
}
