/**
 * SMS verification codes (spec 4; quality bars: single use, expiring, at least 6 digits, limited per number
 * and per address). Codes are stored hashed; five wrong tries kill a code.
 */
import { createHash } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { over } from '../../limits/rate-limiter.ts';
import * as repo from './repository.ts';
import { numericCode } from './tokens.ts';

export type CodePurpose = 'login' | 'register' | 'password';

const CODE_DIGITS = 6;
const MAX_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;
/** Per number: one code per countdown, at most 5 an hour; per address: at most 20 an hour. */
const PER_NUMBER_PER_HOUR = 5;
const PER_ADDRESS_PER_HOUR = 20;

function codeHash(mobileE164: string, code: string): string {
  return createHash('sha256').update(`${mobileE164}:${code}`).digest('hex');
}

const TEXT: Record<MessageLanguage, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Your Lotus Play verification code is ${code}. It expires in ${minutes} minute(s). Never share it.`,
  bn: (code, minutes) => `আপনার লোটাস প্লে যাচাই কোড ${code}। এটি ${minutes} মিনিটে মেয়াদোত্তীর্ণ হবে। কাউকে জানাবেন না।`,
};

/**
 * Sends a code unless a limit says no. `deliver` false means the number may not receive this kind of code
 * (an unknown number asking for a login code): the answer is the same, so numbers cannot be probed.
 */
export async function sendCode(
  ctx: PlatformContext, mobileE164: string, purpose: CodePurpose, ip: string, language: MessageLanguage, deliver: boolean,
): Promise<{ expiredMinutes: number }> {
  const minutes = ctx.config.smsCodeMinutes;
  const cooldown = await ctx.limiter.hit(`sms-cooldown:${purpose}:${mobileE164}`, minutes * 60_000);
  if (over(cooldown, 1)) throw new PlatformError(429, 'sms_wait', undefined, { seconds: String(Math.ceil(cooldown.resetInMs / 1000)) });
  const perNumber = await ctx.limiter.hit(`sms-number:${mobileE164}`, HOUR_MS);
  const perAddress = await ctx.limiter.hit(`sms-ip:${ip}`, HOUR_MS);
  if (over(perNumber, PER_NUMBER_PER_HOUR) || over(perAddress, PER_ADDRESS_PER_HOUR)) throw new PlatformError(429, 'sms_too_many');
  if (!deliver) return { expiredMinutes: minutes };
  const code = numericCode(CODE_DIGITS);
  const now = ctx.now();
  await repo.insertCode(ctx.db, {
    merchant_code: ctx.config.merchantCode, mobile_e164: mobileE164, purpose, code_hash: codeHash(mobileE164, code), attempts: 0,
    created_at: new Date(now).toISOString(), expires_at: new Date(now + minutes * 60_000).toISOString(), used_at: null,
  });
  await ctx.sms.send(mobileE164, TEXT[language](code, minutes));
  return { expiredMinutes: minutes };
}

/** Uses the number's live code if `code` matches it; throws 'code_invalid' otherwise (wrong, expired, used or worn out). */
export async function consumeCode(ctx: PlatformContext, mobileE164: string, purpose: CodePurpose, code: string): Promise<void> {
  const now = new Date(ctx.now()).toISOString();
  const live = await repo.liveCode(ctx.db, ctx.config.merchantCode, mobileE164, purpose, now);
  if (!live || live.attempts >= MAX_ATTEMPTS) throw new PlatformError(400, 'code_invalid');
  if (live.code_hash !== codeHash(mobileE164, code.trim())) {
    await repo.countAttempt(ctx.db, live.id);
    throw new PlatformError(400, 'code_invalid');
  }
  if (!(await repo.useCode(ctx.db, live.id, now))) throw new PlatformError(400, 'code_invalid');
}
