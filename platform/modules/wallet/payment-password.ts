/**
 * The payment password (security centre): asked before money leaves the wallet (withdrawal, agent
 * transfer). Set once with the login password, changed with the old one; five wrong tries lock it for 15 minutes.
 * Each try is reserved in the database before the hash is checked, so a burst cannot outrun the count.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { CounterRule } from '../../limits/attempt-counters.ts';
import { checkField } from '../../../contract/rules/registration.ts';
import type { PaymentPasswordPayload } from '../../../contract/calls/wallet.ts';
import { registerSettings } from '../system/index.ts';
import { type MemberRow, hashPassword, passwordMatches } from '../identity/index.ts';
import { setPaymentPasswordHash } from './repository.ts';

const LOCK_MS = 15 * 60_000;
/** The fifth try in fifteen minutes locks for fifteen minutes (a right one still clears it). */
const RULE: CounterRule = { windowMs: LOCK_MS, lockAfter: 5, lockMs: LOCK_MS, maxLockMs: LOCK_MS };

/** Refuses unless `given` is the member's payment password; counts failures. */
export async function verifyPaymentPassword(ctx: PlatformContext, member: MemberRow, given: string): Promise<void> {
  if (!member.payment_password_hash) throw new PlatformError(400, 'payment_password_missing');
  const hash = member.payment_password_hash;
  await ctx.attempts.attempt(`payment-password:${member.id}`, RULE, async (reservation) => {
    if (!reservation.reserved) throw new PlatformError(423, 'payment_password_locked');
    if (!(await passwordMatches(hash, given))) {
      throw new PlatformError(
        reservation.locked ? 423 : 400,
        reservation.locked ? 'payment_password_locked' : 'payment_password_wrong',
      );
    }
    return { right: true, value: undefined };
  });
}

export async function setPaymentPassword(
  ctx: PlatformContext,
  member: MemberRow,
  payload: PaymentPasswordPayload,
): Promise<void> {
  const next = payload.newPaymentPassword.trim();
  const rule = (await registerSettings(ctx)).find((r) => r.key === 'paymentPassword');
  const problem = rule
    ? checkField({ ...rule, required: true }, next)
    : /^\d{6}$/.test(next)
      ? null
      : { messageKey: 'pattern.digits_only', min: 6, max: 6 };
  if (problem)
    throw new PlatformError(400, 'password_invalid', undefined, {}, { fields: { newPaymentPassword: problem } });
  if (payload.confirmPaymentPassword.trim() !== next) {
    throw new PlatformError(
      400,
      'password_invalid',
      undefined,
      {},
      { fields: { confirmPaymentPassword: { messageKey: 'inconsistent_twice' } } },
    );
  }
  if (member.payment_password_hash) {
    await verifyPaymentPassword(ctx, member, payload.oldPaymentPassword?.trim() ?? '');
  } else if (!payload.loginPassword || !(await passwordMatches(member.password_hash, payload.loginPassword.trim()))) {
    throw new PlatformError(400, 'old_password_wrong');
  }
  await setPaymentPasswordHash(ctx.db, member.id, await hashPassword(next));
}
