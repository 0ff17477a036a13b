/**
 * Password changes (spec 4): the forced or voluntary change and the reset by SMS code (CHNGPASSVERIF3); the
 * reset by email is in email-reset.ts. Each ends every session of the account: the site logs in again afterwards.
 */
import type { z } from 'zod';
import type { changePayload, phoneResetPayload } from '../../../contract/calls/accounts.ts';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { newPasswordProblem } from '../../../contract/rules/registration.ts';
import { registerSettings } from '../system/index.ts';
import { toE164 } from './mobile.ts';
import {
  WEAK_DEFAULT_PASSWORD,
  hashPassword,
  passwordMatches,
  deleteOtherSessions,
  memberByMobile,
  type OpenSession,
} from '../identity/index.ts';
import * as repo from './repository.ts';
import { consumeCode } from './sms-codes.ts';

const HOUR_MS = 3_600_000;

/** The new password must pass the merchant's password rule (spec 5) and may not be the one that forces a change. */
export async function checkNewPassword(ctx: PlatformContext, password: string): Promise<void> {
  const problem = newPasswordProblem(await registerSettings(ctx), password);
  if (problem) throw new PlatformError(400, 'password_invalid', undefined, {}, { fields: { newPassword: problem } });
  if (password === WEAK_DEFAULT_PASSWORD) throw new PlatformError(400, 'password_too_weak');
}

/** Stores a new password hash and ends every session of the account. */
export async function storePassword(
  ctx: PlatformContext,
  memberId: number,
  password: string,
  temporary: boolean,
): Promise<void> {
  const at = new Date(ctx.now()).toISOString();
  const hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, memberId, hash, at, temporary);
    await deleteOtherSessions(trx, memberId, null);
  });
}

export async function changePassword(
  ctx: PlatformContext,
  session: OpenSession,
  payload: z.infer<typeof changePayload>,
): Promise<void> {
  const newPassword = payload.newPassword.trim();
  if (payload.confirmNewPassword.trim() !== newPassword) {
    throw new PlatformError(
      400,
      'password_invalid',
      undefined,
      {},
      { fields: { confirmNewPassword: { messageKey: 'inconsistent_twice' } } },
    );
  }
  // Only a session that began with a forced change may leave out the old password (docs/decisions.md, cpw).
  if (!session.forcedChange) {
    // Counted in the database before the check: old-password guesses survive a limiter flood and a burst.
    if ((await ctx.attempts.add(`change-password:${session.member.id}`, HOUR_MS)) > 10)
      throw new PlatformError(429, 'rate_limited');
    if (!payload.oldPassword || !(await passwordMatches(session.member.password_hash, payload.oldPassword.trim()))) {
      throw new PlatformError(400, 'old_password_wrong');
    }
  }
  await checkNewPassword(ctx, newPassword);
  await storePassword(ctx, session.member.id, newPassword, false);
}

/** Forgot by phone (spec 4): the code sent to the number sets the new password; answers the account's username. */
export async function resetByPhone(
  ctx: PlatformContext,
  payload: z.infer<typeof phoneResetPayload>,
): Promise<{ changed: true; username: string }> {
  const settings = await ctx.settings.get();
  if (!settings.flags.CHNGPASSVERIF3) throw new PlatformError(403, 'feature_off');
  const mobile = toE164(payload.countryDialingCode, payload.mobileNum);
  if (!mobile) throw new PlatformError(400, 'mobile_invalid');
  const newPassword = payload.newPassword.trim();
  await checkNewPassword(ctx, newPassword);
  await consumeCode(ctx, mobile, 'password', payload.verificationCode);
  const member = await memberByMobile(ctx.db, ctx.config.merchantCode, mobile);
  if (member?.status !== 'active') throw new PlatformError(400, 'code_invalid');
  await storePassword(ctx, member.id, newPassword, false);
  return { changed: true, username: member.username };
}
