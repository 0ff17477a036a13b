/**
 * Free play (spec 4): a trial account (isAgent 4) with a session, for trying games before registering. It plays
 * with practice money (issue 13), granted here before the session is answered.
 */
import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import { TRIAL_ACCOUNT_TYPE } from '../../../contract/rules/account-types.ts';
import { loginAnswer, type LoginResult } from './login.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { memberById } from '../identity/index.ts';
import { practiceBook } from '../practice/index.ts';

const TRIALS_PER_ADDRESS_PER_HOUR = 10;

export async function startFreePlay(ctx: PlatformContext, ip: string): Promise<LoginResult> {
  const settings = await ctx.settings.get();
  if (!settings.flags.FREEPLAY3) throw new PlatformError(403, 'feature_off');
  const perAddress = await ctx.limiter.hit(`freeplay-ip:${ip}`, 3_600_000);
  if (over(perAddress, TRIALS_PER_ADDRESS_PER_HOUR)) throw new PlatformError(429, 'rate_limited');
  const suffix = randomBytes(5).toString('hex');
  const username = `trial_${suffix}`;
  const now = new Date(ctx.now()).toISOString();
  const id = await repo.insertMember(ctx.db, {
    merchant_code: ctx.config.merchantCode,
    username,
    username_key: username,
    // Nobody knows this password: a trial account is reached only through its session.
    password_hash: await hashPassword(randomBytes(24).toString('base64url')),
    account_type: TRIAL_ACCOUNT_TYPE,
    nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
    country_dialing_code: null,
    mobile_num: null,
    mobile_e164: null,
    email: null,
    payee_name: null,
    payment_password_hash: null,
    qq_num: null,
    line: null,
    whatsapp: null,
    facebook: null,
    wechat: null,
    id_number: null,
    id_type: null,
    recommender_id: null,
    referral_code: null,
    affiliate_code: null,
    to_upline: null,
    club_label: 'Trial',
    rank_level: 0,
    trial: 1,
    status: 'active',
    register_url: null,
    register_domain: null,
    register_method: 'FREEPLAY',
    register_ip: ip,
    must_change_password: 0,
    password_changed_at: now,
    last_login_at: null,
    created_at: now,
  });
  await practiceBook(ctx).grant(id);
  return loginAnswer(ctx, (await memberById(ctx.db, id))!, 'freeplay', ip, null);
}
