/**
 * The payment password (security centre): asked before money leaves the wallet (withdrawal, agent
 * transfer). Set once with the login password, changed with the old one; five wrong tries lock it for 15 minutes.
 */
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { checkField } from '../../../src/lib/validation/registration-rules.ts';
import { registerSettings } from '../system/service.ts';
import type { MemberRow } from '../accounts/repository.ts';
import { hashPassword, passwordMatches } from '../accounts/passwords.ts';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;

export const paymentPasswordPayload = z.object({
  loginPassword: z.string().max(128).optional(),
  oldPaymentPassword: z.string().max(64).optional(),
  newPaymentPassword: z.string().min(1).max(64),
  confirmPaymentPassword: z.string().min(1).max(64),
}).strict();

/** Refuses unless `given` is the member's payment password; counts failures. */
export async function verifyPaymentPassword(ctx: PlatformContext, member: MemberRow, given: string): Promise<void> {
  if (!member.payment_password_hash) throw new PlatformError(400, 'payment_password_missing');
  const key = `payment-password:${member.id}`;
  if ((await ctx.limiter.peek(key)).count >= MAX_FAILURES) throw new PlatformError(423, 'payment_password_locked');
  if (!(await passwordMatches(member.payment_password_hash, given))) {
    const failures = await ctx.limiter.hit(key, WINDOW_MS);
    throw new PlatformError(over(failures, MAX_FAILURES - 1) ? 423 : 400, over(failures, MAX_FAILURES - 1) ? 'payment_password_locked' : 'payment_password_wrong');
  }
  await ctx.limiter.reset(key);
}

export async function setPaymentPassword(ctx: PlatformContext, member: MemberRow, payload: z.infer<typeof paymentPasswordPayload>): Promise<void> {
  const next = payload.newPaymentPassword.trim();
  const rule = (await registerSettings(ctx)).find((r) => r.key === 'paymentPassword');
  const problem = rule ? checkField({ ...rule, required: true }, next) : (/^\d{6}$/.test(next) ? null : { messageKey: 'pattern.digits_only', min: 6, max: 6 });
  if (problem) throw new PlatformError(400, 'password_invalid', undefined, {}, { fields: { newPaymentPassword: problem } });
  if (payload.confirmPaymentPassword.trim() !== next) {
    throw new PlatformError(400, 'password_invalid', undefined, {}, { fields: { confirmPaymentPassword: { messageKey: 'inconsistent_twice' } } });
  }
  if (member.payment_password_hash) {
    await verifyPaymentPassword(ctx, member, payload.oldPaymentPassword?.trim() ?? '');
  } else if (!payload.loginPassword || !(await passwordMatches(member.password_hash, payload.loginPassword.trim()))) {
    throw new PlatformError(400, 'old_password_wrong');
  }
  await ctx.db.updateTable('members').set({ payment_password_hash: await hashPassword(next) }).where('id', '=', member.id).execute();
}
