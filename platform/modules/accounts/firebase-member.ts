/**
 * A member for a first Google or Facebook sign-in. The username follows the site's rule (a letter, then
 * letters and digits, 4 to 16) and ends in a random suffix, so it cannot be guessed from the e-mail and
 * never takes a name someone may still register. The password is random and never shown: the account is
 * reached through the same sign-in (or a password reset, once a mobile number or e-mail is on it).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { hashPassword, insertMember, memberByUsername } from '../identity/index.ts';
import type { VerifiedIdentity } from '../firebase/index.ts';

const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function usernameFor(identity: Pick<VerifiedIdentity, 'email' | 'name'>, suffixLength = 6): string {
  const source = identity.email?.split('@')[0] ?? identity.name ?? '';
  // Only ASCII letters and digits survive; a name in another script leaves the neutral stem.
  let stem = source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^[0-9]+/, '')
    .slice(0, 16 - suffixLength);
  if (stem.length < 1) stem = 'user';
  let suffix = '';
  for (let i = 0; i < suffixLength; i += 1) suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return `${stem}${suffix}`;
}

/** Inserts the member and answers its id; a clash of the random name is retried with a new suffix. */
export async function createMemberFor(ctx: PlatformContext, identity: VerifiedIdentity, ip: string): Promise<number> {
  const now = new Date(ctx.now()).toISOString();
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const email = identity.emailVerified ? identity.email : null;
  for (let attempt = 1; ; attempt += 1) {
    const username = usernameFor(identity);
    if (attempt < 5 && (await memberByUsername(ctx.db, ctx.config.merchantCode, username))) continue;
    try {
      let memberId = 0;
      const registered = await ctx.db.transaction().execute(async (trx) => {
        memberId = await insertMember(trx, {
          merchant_code: ctx.config.merchantCode,
          username,
          password_hash: passwordHash,
          account_type: 0,
          nickname: (identity.name ?? username).slice(0, 64),
          email: email && email.length <= 100 ? email : null,
          register_method: identity.provider,
          register_ip: ip,
          created_at: now,
        });
        return ctx.events.publish(trx, 'member.registered', { memberId, via: 'firebase', referralCode: null, ip }, now);
      });
      await ctx.events.deliver(registered);
      return memberId;
    } catch (error) {
      // The name was taken between the check and the insert; a fresh suffix settles it.
      if (attempt >= 5) throw error;
    }
  }
}
