/**
 * Login (spec 4): by username and password, or by mobile number and SMS code. The same refusal whichever
 * credential is wrong; after three failures (per account or per address) the captcha is required; after
 * ten failures the account is locked for fifteen minutes (quality bars).
 */
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { AGENT_ACCOUNT_TYPES, MEMBER_ACCOUNT_TYPE } from '../../../src/lib/auth/account-types.ts';
import { captchaSolved } from './captcha.ts';
import { memberInfo, type MemberInfo } from './member-view.ts';
import { toE164 } from './mobile.ts';
import { WEAK_DEFAULT_PASSWORD, burnVerification, passwordMatches } from './passwords.ts';
import * as repo from './repository.ts';
import { openSession, type LoginKind } from './sessions.ts';
import { consumeCode } from './sms-codes.ts';

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
/** Login attempts one address may make in a window, whatever their outcome. */
const ATTEMPTS_PER_ADDRESS = 60;

/** Account types that may log in on this site: members and the agent types (spec 6); trial accounts only by free play. */
const LOGIN_TYPES = new Set([MEMBER_ACCOUNT_TYPE, ...AGENT_ACCOUNT_TYPES]);

export const loginPayload = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  type: z.enum(['username', 'sms']).default('username'),
  captcha: z.string().trim().max(8).optional(),
  captchaId: z.string().max(32).optional(),
  countryDialingCode: z.string().max(8).optional(),
}).strict();

export type LoginPayload = z.infer<typeof loginPayload>;

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Spec 4's rule decided by the platform: 123456, a temporary password, or expired with forced change on. */
  forceChange: boolean;
  member: MemberInfo;
}

/** Opens a session for a member and shapes the login answer (also used by registration and free play). */
export async function loginAnswer(
  ctx: PlatformContext, member: repo.MemberRow, kind: LoginKind, ip: string, password: string | null,
): Promise<LoginResult> {
  const settings = await ctx.settings.get();
  const ageDays = (ctx.now() - Date.parse(member.password_changed_at)) / 86_400_000;
  const passwordExpired = kind === 'username' && ageDays > ctx.config.passwordMaxAgeDays;
  const forceChange = (kind === 'username' || kind === 'password') && (
    password === WEAK_DEFAULT_PASSWORD || member.must_change_password === 1 || (passwordExpired && settings.flags.FORCECHNGPASS3 === true)
  );
  const firstTimeLogin = member.last_login_at === null;
  const token = await openSession(ctx, member, kind, forceChange, ip);
  return { token, firstTimeLogin, passwordExpired, forceChange, member: await memberInfo(ctx, member) };
}

function refused(captcha: boolean): PlatformError {
  return new PlatformError(400, 'login_failed', undefined, {}, { captcha });
}

export async function login(ctx: PlatformContext, payload: LoginPayload, ip: string): Promise<LoginResult> {
  const attempts = await ctx.limiter.hit(`login-ip-attempts:${ip}`, FAILURE_WINDOW_MS);
  if (over(attempts, ATTEMPTS_PER_ADDRESS)) throw new PlatformError(429, 'rate_limited');
  if (payload.type === 'sms') return smsLogin(ctx, payload, ip);

  const userKey = `login-fail:user:${payload.username.toLowerCase()}`;
  const ipKey = `login-fail:ip:${ip}`;
  const [userFailures, ipFailures] = await Promise.all([ctx.limiter.peek(userKey), ctx.limiter.peek(ipKey)]);
  if (userFailures.count >= LOCK_AFTER_FAILURES) {
    throw new PlatformError(423, 'account_locked', undefined, { minutes: String(Math.ceil(userFailures.resetInMs / 60_000)) });
  }
  const captchaDue = userFailures.count >= CAPTCHA_AFTER_FAILURES || ipFailures.count >= CAPTCHA_AFTER_FAILURES;
  if (captchaDue && !(await captchaSolved(ctx, payload.captchaId, payload.captcha))) {
    throw new PlatformError(400, 'captcha_invalid', undefined, {}, { captcha: true });
  }

  const member = await repo.memberByUsername(ctx.db, ctx.config.merchantCode, payload.username);
  const good = member ? await passwordMatches(member.password_hash, payload.password) : (await burnVerification(payload.password), false);
  if (!member || !good || member.status !== 'active' || member.trial === 1) {
    const [user, address] = await Promise.all([ctx.limiter.hit(userKey, FAILURE_WINDOW_MS), ctx.limiter.hit(ipKey, FAILURE_WINDOW_MS)]);
    throw refused(user.count >= CAPTCHA_AFTER_FAILURES || address.count >= CAPTCHA_AFTER_FAILURES);
  }
  if (!LOGIN_TYPES.has(member.account_type)) throw new PlatformError(403, 'account_cannot_login');
  await Promise.all([ctx.limiter.reset(userKey), ctx.limiter.reset(ipKey)]);
  return loginAnswer(ctx, member, 'username', ip, payload.password);
}

async function smsLogin(ctx: PlatformContext, payload: LoginPayload, ip: string): Promise<LoginResult> {
  const settings = await ctx.settings.get();
  if (!settings.flags.SMSLOGIN3) throw new PlatformError(403, 'feature_off');
  const mobile = toE164(payload.countryDialingCode ?? '', payload.username);
  if (!mobile) throw new PlatformError(400, 'mobile_invalid');
  await consumeCode(ctx, mobile, 'login', payload.password);
  const member = await repo.memberByMobile(ctx.db, ctx.config.merchantCode, mobile);
  // No code is ever sent to an unknown number, so this is only reached by a race with a changed number.
  if (!member || member.status !== 'active') throw new PlatformError(400, 'code_invalid');
  if (!LOGIN_TYPES.has(member.account_type)) throw new PlatformError(403, 'account_cannot_login');
  return loginAnswer(ctx, member, 'sms', ip, null);
}
