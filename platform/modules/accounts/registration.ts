/**
 * Registration (spec 4, 5): the merchant's rules checked with the same code the form uses, the captcha and
 * SMS code when the merchant asks for them, the invitation code resolved to its agent, then a new member
 * logged in. Nothing is written unless every check passes.
 */
import { randomBytes } from 'node:crypto';
import type { RegistrationPayload } from '../../../contract/calls/accounts.ts';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { validateRegistration, type FieldProblem, type RegisterTab } from '../../../contract/rules/registration.ts';
import { registerSettings } from '../system/index.ts';
import { captchaSolved } from './captcha.ts';
import { registrationOriginProblems } from './registration-origin.ts';
import { loginAnswer, type LoginResult } from './login.ts';
import { toE164 } from './mobile.ts';
import {
  agentByDomain,
  hashPassword,
  insertMember,
  memberById,
  memberByMobile,
  memberByUsername,
  type NewMember,
} from '../identity/index.ts';
import * as repo from './repository.ts';
import { consumeCode } from './sms-codes.ts';
import { type VerifiedIdentity, link as linkIdentity, verifiedIdentity, type ReasonLog } from '../firebase/index.ts';

const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;

function invalid(fields: Record<string, FieldProblem>): PlatformError {
  return new PlatformError(400, 'registration_invalid', undefined, {}, { fields });
}

/** The agent a registration belongs to: its invitation code, else the agent owning the domain. */
async function resolveUpline(ctx: PlatformContext, code: string, domain: string): Promise<number | null> {
  if (code) {
    const agent = await repo.agentByAffiliateCode(ctx.db, ctx.config.merchantCode, code);
    if (!agent) throw invalid({ affiliateCode: { messageKey: 'invitation_code_error' } });
    return agent.id;
  }
  if (!domain) return null;
  return (await agentByDomain(ctx.db, ctx.config.merchantCode, domain))?.id ?? null;
}

/**
 * With firebaseSms on, the number is proved by a Firebase phone sign-in instead of our SMS code: the token's
 * verified number must be the number registered.
 */
async function firebasePhoneProof(
  ctx: PlatformContext,
  idToken: string,
  mobile: string,
  log: ReasonLog,
): Promise<VerifiedIdentity> {
  if (!idToken) throw invalid({ verificationCode: { messageKey: 'required' } });
  const identity = await verifiedIdentity(ctx.identities, idToken, log);
  if (identity.provider !== 'phone' || identity.phoneNumber !== mobile)
    throw new PlatformError(400, 'firebase_phone_mismatch');
  return identity;
}

/** Who a registration is for: the public form (upline from the invitation code) or an agent's own downline. */
export type RegistrationOrigin =
  | { kind: 'public' }
  | { kind: 'agent'; agentId: number; accountType: number; affiliateCode: string | null };

export async function register(
  ctx: PlatformContext,
  tab: RegisterTab,
  payload: RegistrationPayload,
  ip: string,
  log: ReasonLog = () => {},
): Promise<LoginResult> {
  // The switch is read before the address is counted, so a form of a switched-off kind costs no attempt.
  const settings = await ctx.settings.get();
  const allowed = tab === 'mobile' ? settings.flags.REGMOBILE3 === true : settings.flags.REGUSERNAME3 !== false;
  if (!allowed) throw new PlatformError(403, 'feature_off');
  const perAddress = await ctx.limiter.hit(`register-ip:${ip}`, 3_600_000, REGISTRATIONS_PER_ADDRESS_PER_HOUR);
  if (over(perAddress, REGISTRATIONS_PER_ADDRESS_PER_HOUR)) throw new PlatformError(429, 'rate_limited');
  const memberId = await createMember(ctx, tab, payload, ip, { kind: 'public' }, log);
  const member = (await memberById(ctx.db, memberId))!;
  return loginAnswer(ctx, member, 'register', ip, null);
}

/**
 * Every check of the registration form, then the new member's row: the public form and an agent registering a
 * downline both come through here, so both obey the merchant's rules alike. Answers the new member's id.
 */
export async function createMember(
  ctx: PlatformContext,
  tab: RegisterTab,
  payload: RegistrationPayload,
  ip: string,
  origin: RegistrationOrigin,
  log: ReasonLog = () => {},
): Promise<number> {
  const settings = await ctx.settings.get();
  const allowed = tab === 'mobile' ? settings.flags.REGMOBILE3 === true : settings.flags.REGUSERNAME3 !== false;
  if (!allowed) throw new PlatformError(403, 'feature_off');

  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) if (typeof value === 'string') values[key] = value.trim();
  // An agent's downline sits under the agent: no invitation code chooses another upline.
  if (origin.kind === 'agent') delete values.affiliateCode;
  const flags = {
    smsVerification: settings.flags.REGSMSVERIF3 === true,
    mobilePassword: settings.flags.REGMOBILEPASS3 !== false,
  };
  const rules = await registerSettings(ctx);
  // The merchant's rules first (a disabled field is refused there); the bookkeeping fields' own shapes fill the gaps.
  const problems = { ...registrationOriginProblems(values), ...validateRegistration({ rules, values, tab, flags }) };
  const mobileNum = values.mobileNum ?? '';
  const mobile = mobileNum ? toE164(values.countryDialingCode ?? '', mobileNum) : null;
  if (mobileNum && !mobile) problems.mobileNum = { messageKey: 'pattern.mobile' };
  if (flags.smsVerification && !mobile) problems.mobileNum ??= { messageKey: 'required' };
  if (Object.keys(problems).length > 0) throw invalid(problems);

  if (
    rules.some((r) => r.key === 'captcha' && r.enabled) &&
    !(await captchaSolved(ctx, values.captchaId, values.captcha))
  ) {
    throw invalid({ captcha: { messageKey: 'pattern.captcha' } });
  }
  const username = tab === 'mobile' ? mobileNum : values.username!;
  if (await memberByUsername(ctx.db, ctx.config.merchantCode, username))
    throw invalid({ username: { messageKey: 'username_taken' } });
  if (mobile && (await memberByMobile(ctx.db, ctx.config.merchantCode, mobile)))
    throw invalid({ mobileNum: { messageKey: 'mobile_taken' } });
  const upline =
    origin.kind === 'agent'
      ? origin.agentId
      : await resolveUpline(ctx, values.affiliateCode ?? '', (values.domain ?? '').toLowerCase());
  let phoneIdentity: VerifiedIdentity | undefined;
  if (flags.smsVerification && settings.flags.firebaseSms === true) {
    phoneIdentity = await firebasePhoneProof(ctx, values.firebaseIdToken ?? '', mobile!, log);
  } else if (flags.smsVerification) {
    await consumeCode(ctx, mobile!, 'register', values.verificationCode ?? '');
  }

  // Without a password field (mobile tab, REGMOBILEPASS3 off) the account is reached by SMS login only.
  const password = values.password || randomBytes(24).toString('base64url');
  const now = new Date(ctx.now()).toISOString();
  const optional = (key: string) => values[key] || null;
  const member: NewMember = {
    merchant_code: ctx.config.merchantCode,
    username,
    password_hash: await hashPassword(password),
    account_type: origin.kind === 'agent' ? origin.accountType : 0,
    country_dialing_code: mobile ? values.countryDialingCode!.replace(/^\+/, '') : null,
    mobile_num: mobile ? mobileNum : null,
    mobile_e164: mobile,
    email: optional('email')?.toLowerCase() ?? null,
    payee_name: optional('payeeName'),
    payment_password_hash: values.paymentPassword ? await hashPassword(values.paymentPassword) : null,
    qq_num: optional('qqNum'),
    line: optional('line'),
    whatsapp: optional('whatsapp'),
    facebook: optional('facebook'),
    wechat: optional('wechat'),
    id_number: optional('idNumber'),
    id_type: optional('idType'),
    recommender_id: optional('recommenderId'),
    referral_code: optional('referralCode'),
    affiliate_code: origin.kind === 'agent' ? origin.affiliateCode : null,
    to_upline: upline,
    register_url: optional('registerUrl'),
    register_domain: optional('domain')?.toLowerCase() ?? null,
    register_method: origin.kind === 'agent' ? 'AGENT' : 'WEB',
    register_ip: ip,
    created_at: now,
  };
  let memberId = 0;
  let registered: number;
  try {
    registered = await ctx.db.transaction().execute(async (trx) => {
      memberId = await insertMember(trx, member);
      // The proved number's Firebase identity is linked at once, so a later Firebase phone login finds the member.
      if (phoneIdentity) await linkIdentity(trx, phoneIdentity.provider, phoneIdentity.subject, memberId, now);
      // Who invited a public registration is the referral module's to record (its code is free text on the form).
      const referralCode = origin.kind === 'public' ? (payload.referralCode ?? null) : null;
      const via = origin.kind === 'agent' ? 'agent' : 'form';
      return ctx.events.publish(trx, 'member.registered', { memberId, via, referralCode, ip }, now);
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides, the loser gets the same answer as above.
    if (await memberByUsername(ctx.db, ctx.config.merchantCode, username))
      throw invalid({ username: { messageKey: 'username_taken' } });
    throw error;
  }
  await ctx.events.deliver(registered);
  return memberId;
}
