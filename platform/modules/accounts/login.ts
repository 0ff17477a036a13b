/**
 * Login (spec 4): by username and password, or by mobile number and SMS code. The same refusal whichever
 * credential is wrong; after three failures (per account or per address) the captcha is required. Ten failures
 * for one account from one address lock that pair for fifteen minutes, and each further lock that day doubles:
 * a stranger elsewhere cannot lock the owner out (issue 12 §2), the account's captcha still applies to all.
 * Failures are counted in the database, and each attempt is reserved before the password is checked, so a
 * burst of parallel logins cannot all slip under the captcha or the lock.
 */
import type { z } from 'zod';
import type { loginPayload, LoginResult } from '../../../contract/calls/accounts.ts';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import type { CounterRule } from '../../limits/attempt-counters.ts';
import { AGENT_ACCOUNT_TYPES, MEMBER_ACCOUNT_TYPE } from '../../../contract/rules/account-types.ts';
import { captchaSolved } from './captcha.ts';
import { memberInfo } from './member-view.ts';
import { toE164 } from './mobile.ts';
import {
  WEAK_DEFAULT_PASSWORD,
  burnVerification,
  passwordMatches,
  type MemberRow,
  memberByMobile,
  memberByUsername,
  openSession,
  type LoginKind,
} from '../identity/index.ts';
import { consumeCode } from './sms-codes.ts';
import { checkLoginAddress } from './address-check.ts';
import type { MessageLanguage } from '../../http/language.ts';

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
/** One account from one address: ten failures in a day lock it, for 15 minutes, then 30, 60 ... up to a day. */
const PAIR_RULE: CounterRule = {
  windowMs: 24 * 3_600_000,
  lockAfter: LOCK_AFTER_FAILURES,
  lockMs: FAILURE_WINDOW_MS,
  maxLockMs: 24 * 3_600_000,
};
/** Login attempts one address may make in a window, whatever their outcome. */
const ATTEMPTS_PER_ADDRESS = 60;

/** Account types that may log in on this site: members and the agent types (spec 6); trial accounts only by free play. */
const LOGIN_TYPES = new Set([MEMBER_ACCOUNT_TYPE, ...AGENT_ACCOUNT_TYPES]);

export type LoginPayload = z.infer<typeof loginPayload>;
export type { LoginResult };

/** Opens a session for a member and shapes the login answer (also used by registration and free play). */
export async function loginAnswer(
  ctx: PlatformContext,
  member: MemberRow,
  kind: LoginKind,
  ip: string,
  password: string | null,
  remember = false,
): Promise<LoginResult> {
  const settings = await ctx.settings.get();
  const ageDays = (ctx.now() - Date.parse(member.password_changed_at)) / 86_400_000;
  const passwordExpired = kind === 'username' && ageDays > ctx.config.passwordMaxAgeDays;
  const forceChange =
    (kind === 'username' || kind === 'password') &&
    (password === WEAK_DEFAULT_PASSWORD ||
      member.must_change_password === 1 ||
      (passwordExpired && settings.flags.FORCECHNGPASS3 === true));
  const firstTimeLogin = member.last_login_at === null;
  const token = await openSession(ctx, member, kind, forceChange, ip, remember);
  return {
    token,
    firstTimeLogin,
    passwordExpired,
    forceChange,
    remembered: remember,
    member: await memberInfo(ctx, member),
  };
}

function refused(captcha: boolean): PlatformError {
  return new PlatformError(400, 'login_failed', undefined, {}, { captcha });
}

function lockedFor(retryInMs: number): PlatformError {
  return new PlatformError(423, 'account_locked', undefined, { minutes: String(Math.ceil(retryInMs / 60_000)) });
}

export async function login(
  ctx: PlatformContext,
  payload: LoginPayload,
  ip: string,
  language: MessageLanguage = 'bn',
): Promise<LoginResult> {
  const attempts = await ctx.limiter.hit(`login-ip-attempts:${ip}`, FAILURE_WINDOW_MS, ATTEMPTS_PER_ADDRESS);
  if (over(attempts, ATTEMPTS_PER_ADDRESS)) throw new PlatformError(429, 'rate_limited');
  if (payload.type === 'sms') return smsLogin(ctx, payload, ip);

  const username = payload.username.toLowerCase();
  const pairKey = `login:pair:${username}:${ip}`;
  const accountKey = `login:account:${username}`;
  const addressKey = `login:address:${ip}`;
  // A locked pair is told so before its captcha is spent (the reservation below checks again, atomically).
  const held = await ctx.attempts.lockedFor(pairKey);
  if (held > 0) throw lockedFor(held);

  // Counted as failures from here on, until the password proves right: parallel attempts each see the others.
  const [account, address] = await Promise.all([
    ctx.attempts.add(accountKey, FAILURE_WINDOW_MS),
    ctx.attempts.add(addressKey, FAILURE_WINDOW_MS),
  ]);
  // The counts include this attempt: the captcha is due when three came before it.
  const captchaDue = account > CAPTCHA_AFTER_FAILURES || address > CAPTCHA_AFTER_FAILURES;
  if (captchaDue && !(await captchaSolved(ctx, payload.captchaId, payload.captcha))) {
    // Not judged, so not a failure: only attempts that reach the password check count.
    await ctx.attempts.release(accountKey, addressKey);
    throw new PlatformError(400, 'captcha_invalid', undefined, {}, { captcha: true });
  }
  const member = await ctx.attempts.attempt(pairKey, PAIR_RULE, async (pair) => {
    if (!pair.reserved) {
      await ctx.attempts.release(accountKey, addressKey);
      throw lockedFor(pair.retryInMs);
    }
    const found = await memberByUsername(ctx.db, ctx.config.merchantCode, payload.username);
    const good = found
      ? await passwordMatches(found.password_hash, payload.password)
      : await burnVerification(payload.password).then(() => false);
    if (!found || !good || found.status !== 'active' || found.trial === 1) {
      throw refused(account >= CAPTCHA_AFTER_FAILURES || address >= CAPTCHA_AFTER_FAILURES);
    }
    if (!LOGIN_TYPES.has(found.account_type)) throw new PlatformError(403, 'account_cannot_login');
    await ctx.attempts.clear(accountKey, addressKey);
    return { right: true, value: found };
  });
  // The password was right: a login from a registered address may still need its code (address-check.ts).
  await checkLoginAddress(ctx, member, ip, payload.verificationCode || undefined, language);
  return loginAnswer(ctx, member, 'username', ip, payload.password, payload.remember === true);
}

async function smsLogin(ctx: PlatformContext, payload: LoginPayload, ip: string): Promise<LoginResult> {
  const settings = await ctx.settings.get();
  if (!settings.flags.SMSLOGIN3) throw new PlatformError(403, 'feature_off');
  const mobile = toE164(payload.countryDialingCode ?? '', payload.username);
  if (!mobile) throw new PlatformError(400, 'mobile_invalid');
  await consumeCode(ctx, mobile, 'login', payload.password);
  const member = await memberByMobile(ctx.db, ctx.config.merchantCode, mobile);
  // No code is ever sent to an unknown number, so this is only reached by a race with a changed number.
  if (member?.status !== 'active') throw new PlatformError(400, 'code_invalid');
  if (!LOGIN_TYPES.has(member.account_type)) throw new PlatformError(403, 'account_cannot_login');
  return loginAnswer(ctx, member, 'sms', ip, null, payload.remember === true);
}
