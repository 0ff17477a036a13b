/**
 * Free play (spec 4): a trial account (isAgent 4) with a session, for trying games before registering. It plays
 * with practice money (issue 13), granted by the practice module on "member registered" before the session is
 * answered.
 */
import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { TRIAL_ACCOUNT_TYPE } from '../../../contract/rules/account-types.ts';
import { loginAnswer, type LoginResult } from './login.ts';
import { hashPassword, insertMember, memberById } from '../identity/index.ts';

const TRIALS_PER_ADDRESS_PER_HOUR = 10;

export async function startFreePlay(ctx: PlatformContext, ip: string): Promise<LoginResult> {
  const settings = await ctx.settings.get();
  if (!settings.flags.FREEPLAY3) throw new PlatformError(403, 'feature_off');
  const perAddress = await ctx.limiter.hit(`freeplay-ip:${ip}`, 3_600_000, TRIALS_PER_ADDRESS_PER_HOUR);
  if (over(perAddress, TRIALS_PER_ADDRESS_PER_HOUR)) throw new PlatformError(429, 'rate_limited');
  const suffix = randomBytes(5).toString('hex');
  const username = `trial_${suffix}`;
  const now = new Date(ctx.now()).toISOString();
  // Nobody knows this password: a trial account is reached only through its session.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  let id = 0;
  const opened = await ctx.db.transaction().execute(async (trx) => {
    id = await insertMember(trx, {
      merchant_code: ctx.config.merchantCode,
      username,
      password_hash: passwordHash,
      account_type: TRIAL_ACCOUNT_TYPE,
      nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      club_label: 'Trial',
      rank_level: 0,
      trial: 1,
      register_method: 'FREEPLAY',
      register_ip: ip,
      created_at: now,
    });
    // Its practice money is the practice module's to grant, before the session is answered.
    return ctx.events.publish(trx, 'member.registered', { memberId: id, via: 'trial', referralCode: null, ip }, now);
  });
  await ctx.events.deliver(opened);
  return loginAnswer(ctx, (await memberById(ctx.db, id))!, 'freeplay', ip, null);
}
