/**
 * SMS verification codes (spec 4; quality bars: single use, expiring, at least 6 digits, limited per number
 * and per address). Codes are stored hashed; five tries (counted before each is judged) wear a code out.
 */
import { createHash } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { over } from '../../limits/rate-limiter.ts';
import * as repo from './repository.ts';
import { numericCode } from '../identity/index.ts';

/** 'address': the extra check of a login from a registered address (its key names the member's mobile or mailbox). */
export type CodePurpose = 'login' | 'register' | 'password' | 'address';

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
  en: (code, minutes) =>
    `Your Lotus Play verification code is ${code}. It expires in ${minutes} minute(s). Never share it.`,
  bn: (code, minutes) => `আপনার লোটাস প্লে যাচাই কোড ${code}। এটি ${minutes} মিনিটে মেয়াদোত্তীর্ণ হবে। কাউকে জানাবেন না।`,
};

/**
 * Sends a code unless a limit says no. `deliver` false means the number may not receive this kind of code
 * (an unknown number asking for a login code): the answer is the same, so numbers cannot be probed.
 */
export async function sendCode(
  ctx: PlatformContext,
  mobileE164: string,
  purpose: CodePurpose,
  ip: string,
  language: MessageLanguage,
  deliver: boolean,
): Promise<{ expiredMinutes: number }> {
  const minutes = ctx.config.smsCodeMinutes;
  if (!deliver) {
    await codeAllowed(ctx, mobileE164, purpose, ip);
    return { expiredMinutes: minutes };
  }
  const code = await issueCode(ctx, mobileE164, purpose, ip);
  await ctx.sms.send(mobileE164, codeText(language, code, minutes));
  return { expiredMinutes: minutes };
}

/** The text of a code message (SMS or mail body). */
export function codeText(language: MessageLanguage, code: string, minutes: number): string {
  return TEXT[language](code, minutes);
}

/** The limits every code obeys: one per countdown per recipient, a few an hour per recipient and per address. */
async function codeAllowed(ctx: PlatformContext, key: string, purpose: CodePurpose, ip: string): Promise<void> {
  const cooldown = await ctx.limiter.hit(`sms-cooldown:${purpose}:${key}`, ctx.config.smsCodeMinutes * 60_000, 1);
  if (over(cooldown, 1))
    throw new PlatformError(429, 'sms_wait', undefined, { seconds: String(Math.ceil(cooldown.resetInMs / 1000)) });
  const perNumber = await ctx.limiter.hit(`sms-number:${key}`, HOUR_MS, PER_NUMBER_PER_HOUR);
  const perAddress = await ctx.limiter.hit(`sms-ip:${ip}`, HOUR_MS, PER_ADDRESS_PER_HOUR);
  if (over(perNumber, PER_NUMBER_PER_HOUR) || over(perAddress, PER_ADDRESS_PER_HOUR))
    throw new PlatformError(429, 'sms_too_many');
}

/**
 * Makes and stores a code for a recipient key (an E.164 number, or `mail:<member id>` for a mailbox) within the
 * limits; the caller delivers it.
 */
export async function issueCode(ctx: PlatformContext, key: string, purpose: CodePurpose, ip: string): Promise<string> {
  await codeAllowed(ctx, key, purpose, ip);
  const minutes = ctx.config.smsCodeMinutes;
  const code = numericCode(CODE_DIGITS);
  const now = ctx.now();
  await repo.insertCode(ctx.db, {
    merchant_code: ctx.config.merchantCode,
    mobile_e164: key,
    purpose,
    code_hash: codeHash(key, code),
    attempts: 0,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + minutes * 60_000).toISOString(),
    used_at: null,
  });
  return code;
}

/** Uses the number's live code if `code` matches it; throws 'code_invalid' otherwise (wrong, expired, used or worn out). */
export async function consumeCode(
  ctx: PlatformContext,
  mobileE164: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = new Date(ctx.now()).toISOString();
  const live = await repo.liveCode(ctx.db, ctx.config.merchantCode, mobileE164, purpose, now);
  if (!live) throw new PlatformError(400, 'code_invalid');
  // The try is counted before the code is compared: a burst of parallel guesses gets at most MAX_ATTEMPTS judged.
  if (!(await repo.countAttempt(ctx.db, live.id, MAX_ATTEMPTS))) throw new PlatformError(400, 'code_invalid');
  if (live.code_hash !== codeHash(mobileE164, code.trim())) throw new PlatformError(400, 'code_invalid');
  if (!(await repo.useCode(ctx.db, live.id, now))) throw new PlatformError(400, 'code_invalid');
}
