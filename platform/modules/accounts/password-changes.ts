/**
 * Password changes (spec 4): the forced or voluntary change, the temporary password by email, and the reset
 * by SMS code (CHNGPASSVERIF3). Each ends every session of the account: the site logs in again afterwards.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { over } from '../../limits/rate-limiter.ts';
import { newPasswordProblem } from '../../../src/lib/validation/registration-rules.ts';
import { registerSettings } from '../system/service.ts';
import { toE164 } from './mobile.ts';
import { WEAK_DEFAULT_PASSWORD, hashPassword, passwordMatches } from './passwords.ts';
import * as repo from './repository.ts';
import type { OpenSession } from './sessions.ts';
import { consumeCode } from './sms-codes.ts';

const HOUR_MS = 3_600_000;

export const changePayload = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
}).strict();

export const emailResetPayload = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().max(100).pipe(z.email()),
  language: z.string().max(16).optional(),
}).strict();

export const phoneResetPayload = z.object({
  newPassword: z.string().min(1).max(128),
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: z.string().trim().min(1).max(8),
  verificationCode: z.string().trim().min(1).max(8),
}).strict();

/** The new password must pass the merchant's password rule (spec 5) and may not be the one that forces a change. */
async function checkNewPassword(ctx: PlatformContext, password: string): Promise<void> {
  const problem = newPasswordProblem(await registerSettings(ctx), password);
  if (problem) throw new PlatformError(400, 'password_invalid', undefined, {}, { fields: { newPassword: problem } });
  if (password === WEAK_DEFAULT_PASSWORD) throw new PlatformError(400, 'password_too_weak');
}

async function storePassword(ctx: PlatformContext, memberId: number, password: string, temporary: boolean): Promise<void> {
  const at = new Date(ctx.now()).toISOString();
  const hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, memberId, hash, at, temporary);
    await repo.deleteOtherSessions(trx, memberId, null);
  });
}

export async function changePassword(ctx: PlatformContext, session: OpenSession, payload: z.infer<typeof changePayload>): Promise<void> {
  const newPassword = payload.newPassword.trim();
  if (payload.confirmNewPassword.trim() !== newPassword) {
    throw new PlatformError(400, 'password_invalid', undefined, {}, { fields: { confirmNewPassword: { messageKey: 'inconsistent_twice' } } });
  }
  // Only a session that began with a forced change may leave out the old password (docs/decisions.md, cpw).
  if (!session.forcedChange) {
    const tries = await ctx.limiter.hit(`change-password:${session.member.id}`, HOUR_MS);
    if (over(tries, 10)) throw new PlatformError(429, 'rate_limited');
    if (!payload.oldPassword || !(await passwordMatches(session.member.password_hash, payload.oldPassword.trim()))) {
      throw new PlatformError(400, 'old_password_wrong');
    }
  }
  await checkNewPassword(ctx, newPassword);
  await storePassword(ctx, session.member.id, newPassword, false);
}

const RESET_MAIL: Record<MessageLanguage, (username: string, password: string) => { subject: string; text: string }> = {
  en: (username, password) => ({
    subject: 'Your temporary Lotus Play password',
    text: `Hello ${username},\nSomeone (we hope you) asked to reset your password. Log in with this temporary password; you will be asked to choose a new one.\nTemporary password: ${password}`,
  }),
  bn: (username, password) => ({
    subject: 'আপনার লোটাস প্লে অস্থায়ী পাসওয়ার্ড',
    text: `হ্যালো ${username},\nআপনার পাসওয়ার্ড রিসেটের অনুরোধ পাওয়া গেছে। এই অস্থায়ী পাসওয়ার্ড দিয়ে লগ ইন করুন; তারপর নতুন পাসওয়ার্ড বেছে নিতে বলা হবে।\nঅস্থায়ী পাসওয়ার্ড: ${password}`,
  }),
};

const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Forgot by email (spec 4): the username and its email must match; a temporary password is mailed and forces a change. */
export async function resetByEmail(ctx: PlatformContext, payload: z.infer<typeof emailResetPayload>, ip: string, language: MessageLanguage): Promise<void> {
  const [perAddress, perUser] = await Promise.all([
    ctx.limiter.hit(`reset-email-ip:${ip}`, HOUR_MS),
    ctx.limiter.hit(`reset-email-user:${payload.username.toLowerCase()}`, HOUR_MS),
  ]);
  if (over(perAddress, 10) || over(perUser, 3)) throw new PlatformError(429, 'rate_limited');
  const member = await repo.memberByUsername(ctx.db, ctx.config.merchantCode, payload.username);
  if (!member || member.trial === 1 || !member.email || member.email !== payload.email.toLowerCase()) {
    throw new PlatformError(404, 'username_email_not_found');
  }
  let temporary = '';
  for (let i = 0; i < 12; i += 1) temporary += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  await storePassword(ctx, member.id, temporary, true);
  await ctx.mailer.send({ to: member.email, ...RESET_MAIL[language](member.username, temporary) });
}

/** Forgot by phone (spec 4): the code sent to the number sets the new password; answers the account's username. */
export async function resetByPhone(ctx: PlatformContext, payload: z.infer<typeof phoneResetPayload>): Promise<{ changed: true; username: string }> {
  const settings = await ctx.settings.get();
  if (!settings.flags.CHNGPASSVERIF3) throw new PlatformError(403, 'feature_off');
  const mobile = toE164(payload.countryDialingCode, payload.mobileNum);
  if (!mobile) throw new PlatformError(400, 'mobile_invalid');
  const newPassword = payload.newPassword.trim();
  await checkNewPassword(ctx, newPassword);
  await consumeCode(ctx, mobile, 'password', payload.verificationCode);
  const member = await repo.memberByMobile(ctx.db, ctx.config.merchantCode, mobile);
  if (!member || member.status !== 'active') throw new PlatformError(400, 'code_invalid');
  await storePassword(ctx, member.id, newPassword, false);
  return { changed: true, username: member.username };
}
