/**
 * Login with a Firebase ID token (spec 4: Google, Facebook, and phone codes when firebaseSms is on). The
 * member is the one linked to the token's identity; a phone identity is linked on first use to the member
 * with that number; a Google or Facebook identity with no member gets a new one. Such logins never force a
 * password change (spec 4): the member proved who they are without the password.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { AGENT_ACCOUNT_TYPES, MEMBER_ACCOUNT_TYPE } from '../../../contract/rules/account-types.ts';
import { loginAnswer, type LoginResult } from './login.ts';
import { type MemberRow, memberById, memberByMobile } from '../identity/index.ts';
import { link, linkedMemberId, type ReasonLog, type VerifiedIdentity, verifiedIdentity } from '../firebase/index.ts';
import { createMemberFor } from './firebase-member.ts';

const LOGIN_TYPES = new Set([MEMBER_ACCOUNT_TYPE, ...AGENT_ACCOUNT_TYPES]);
const ATTEMPTS_PER_ADDRESS_PER_15_MIN = 60;

/** The member for an identity, linking (or for Google and Facebook creating) one on first use. */
async function memberFor(ctx: PlatformContext, identity: VerifiedIdentity, ip: string): Promise<MemberRow | undefined> {
  const linked = await linkedMemberId(ctx.db, identity.provider, identity.subject);
  if (linked !== undefined) return memberById(ctx.db, linked);
  let memberId: number;
  if (identity.provider === 'phone') {
    const owner = await memberByMobile(ctx.db, ctx.config.merchantCode, identity.phoneNumber!);
    // A number nobody registered opens nothing: phone sign-in is a login, registration is separate (spec 4).
    if (!owner) return undefined;
    memberId = owner.id;
  } else {
    memberId = await createMemberFor(ctx, identity, ip);
  }
  try {
    await link(ctx.db, identity.provider, identity.subject, memberId, new Date(ctx.now()).toISOString());
  } catch (error) {
    // Two first logins of one identity at once: the unique index kept one link; use it.
    const winner = await linkedMemberId(ctx.db, identity.provider, identity.subject);
    if (winner === undefined) throw error;
    memberId = winner;
  }
  return memberById(ctx.db, memberId);
}

export async function firebaseLogin(
  ctx: PlatformContext,
  idToken: string,
  ip: string,
  log: ReasonLog,
): Promise<LoginResult> {
  if (
    over(
      await ctx.limiter.hit(`firebase-login-ip:${ip}`, 15 * 60_000, ATTEMPTS_PER_ADDRESS_PER_15_MIN),
      ATTEMPTS_PER_ADDRESS_PER_15_MIN,
    )
  ) {
    throw new PlatformError(429, 'rate_limited');
  }
  const identity = await verifiedIdentity(ctx.identities, idToken, log);
  if (identity.provider === 'phone' && !(await ctx.settings.get()).flags.firebaseSms)
    throw new PlatformError(403, 'feature_off');
  const member = await memberFor(ctx, identity, ip);
  if (!member) throw new PlatformError(400, 'firebase_no_member');
  if (member.status !== 'active' || member.trial === 1 || !LOGIN_TYPES.has(member.account_type)) {
    throw new PlatformError(403, 'account_cannot_login');
  }
  return loginAnswer(ctx, member, 'firebase', ip, null);
}
