/**
 * Forgot password by email (spec 4; issue 12 §2). The username and its email must match; a single-use code
 * that expires is mailed, and the password stays as it is until the code is used, so knowing someone's
 * username and email no longer locks them out. Completing the reset (code + new password, checked by the
 * password rule) sets the password and ends every session of the account.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { emailResetCompletion, emailResetPayload } from '../../../contract/calls/accounts.ts';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { over } from '../../limits/rate-limiter.ts';
import { checkNewPassword, storePassword } from './password-changes.ts';
import { memberByUsername, numericCode, memberLanguage } from '../identity/index.ts';
import * as codes from './reset-codes.ts';

const HOUR_MS = 3_600_000;
const CODE_DIGITS = 8;
const CODE_MINUTES = 30;
const MAX_TRIES = 5;

const RESET_MAIL: Record<MessageLanguage, (username: string, code: string) => { subject: string; text: string }> = {
  en: (username, code) => ({
    subject: 'Your Lotus Play password reset code',
    text: `Hello ${username},\nSomeone (we hope you) asked to reset your password. Enter this code with your new password in the "Forgot password" window. It works once and expires in ${CODE_MINUTES} minutes; until then your password does not change. If you did not ask, ignore this mail.\nReset code: ${code}`,
  }),
  bn: (username, code) => ({
    subject: 'আপনার লোটাস প্লে পাসওয়ার্ড রিসেট কোড',
    text: `হ্যালো ${username},\nআপনার পাসওয়ার্ড রিসেটের অনুরোধ পাওয়া গেছে। "পাসওয়ার্ড ভুলে গেছেন" উইন্ডোতে নতুন পাসওয়ার্ডের সাথে এই কোডটি লিখুন। কোডটি একবারই কাজ করে এবং ${CODE_MINUTES} মিনিটে মেয়াদোত্তীর্ণ হবে; ততক্ষণ আপনার পাসওয়ার্ড বদলাবে না। আপনি অনুরোধ না করে থাকলে এই মেইলটি উপেক্ষা করুন।\nরিসেট কোড: ${code}`,
  }),
};

function codeHash(memberId: number, code: string): string {
  return createHash('sha256').update(`${memberId}:${code}`).digest('hex');
}

/** The member the username and email name together, if any (trial accounts have no password to reset). */
async function memberFor(ctx: PlatformContext, username: string, email: string) {
  const member = await memberByUsername(ctx.db, ctx.config.merchantCode, username);
  if (!member || member.trial === 1 || !member.email || member.email !== email.toLowerCase()) return undefined;
  return member;
}

/** Mails a reset code when the username and its email match; the spec's message when they do not. */
export async function sendEmailResetCode(
  ctx: PlatformContext,
  payload: z.infer<typeof emailResetPayload>,
  ip: string,
  language: MessageLanguage,
): Promise<void> {
  const [perAddress, perUser] = await Promise.all([
    ctx.limiter.hit(`reset-email-ip:${ip}`, HOUR_MS, 10),
    ctx.limiter.hit(`reset-email-user:${payload.username.toLowerCase()}`, HOUR_MS, 3),
  ]);
  if (over(perAddress, 10) || over(perUser, 3)) throw new PlatformError(429, 'rate_limited');
  const member = await memberFor(ctx, payload.username, payload.email);
  if (!member) throw new PlatformError(404, 'username_email_not_found');
  const code = numericCode(CODE_DIGITS);
  const now = ctx.now();
  await codes.replaceCode(
    ctx.db,
    member.id,
    codeHash(member.id, code),
    new Date(now).toISOString(),
    new Date(now + CODE_MINUTES * 60_000).toISOString(),
  );
  await ctx.mailer.send({ to: member.email!, ...RESET_MAIL[memberLanguage(member, language)](member.username, code) });
}

/** Sets the new password with the mailed code; every session of the account ends. */
export async function completeEmailReset(
  ctx: PlatformContext,
  payload: z.infer<typeof emailResetCompletion>,
  ip: string,
): Promise<{ changed: true }> {
  if (over(await ctx.limiter.hit(`reset-email-complete-ip:${ip}`, HOUR_MS, 30), 30))
    throw new PlatformError(429, 'rate_limited');
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
  // The password is checked before the code, so a rejected password costs the player no try.
  await checkNewPassword(ctx, newPassword);
  const member = await memberFor(ctx, payload.username, payload.email);
  if (!member) throw new PlatformError(400, 'code_invalid');
  const now = new Date(ctx.now()).toISOString();
  const live = await codes.reserveTry(ctx.db, member.id, now, MAX_TRIES);
  if (!live) throw new PlatformError(400, 'code_invalid');
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(codeHash(member.id, payload.verificationCode.trim()), 'hex');
  if (!timingSafeEqual(expected, given) || !(await codes.useCode(ctx.db, live.id, now)))
    throw new PlatformError(400, 'code_invalid');
  await storePassword(ctx, member.id, newPassword, false);
  return { changed: true };
}
