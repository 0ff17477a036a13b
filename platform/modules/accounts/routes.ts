/** Account calls (spec 7 "Account"): login, SMS codes, member info, registration, passwords, free play, logout, captcha. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import * as calls from '../../../contract/calls/accounts.ts';
import type { CallContract } from '../../../contract/call.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { PlatformError, parseInput } from '../../http/envelope.ts';
import { formBodyParser } from '../../http/form-body.ts';
import { requestLanguage } from '../../http/language.ts';
import { over } from '../../limits/rate-limiter.ts';
import { newCaptcha } from './captcha.ts';
import { startFreePlay } from './free-play.ts';
import { login, type LoginResult } from './login.ts';
import { memberInfo } from './member-view.ts';
import { toE164 } from './mobile.ts';
import { changePassword, resetByPhone } from './password-changes.ts';
import { completeEmailReset, sendEmailResetCode } from './email-reset.ts';
import { register } from './registration.ts';
import * as repo from './repository.ts';
import {
  agentByDomain,
  memberByMobile,
  closeSession,
  requireMember,
  requireSession,
  sessionOfCookie,
  setSessionCookie,
  memberLanguage,
} from '../identity/index.ts';
import { sendCode } from './sms-codes.ts';

/**
 * Invitation-code checks per address: the form asks once per submit, so this is far above any person's use
 * and far below what enumerating the code space would need.
 */
const AFFILIATE_CHECKS_PER_ADDRESS = 20;
const AFFILIATE_WINDOW_MS = 10 * 60_000;

/** Why a Firebase token was refused goes to the log, never to the visitor. */
const refusalLog = (request: FastifyRequest) => (reason: string) =>
  request.log.info({ reason }, 'firebase token refused');

type SealedCall = CallContract & { sealed: z.ZodType };

export function accountRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  /** An E call's decrypted body, checked against the payload its call declares. */
  const sealedInput = async <C extends SealedCall>(request: FastifyRequest, call: C): Promise<z.infer<C['sealed']>> =>
    parseInput<C['sealed']>(request, call.sealed, await ctx.bodies.open(request.body));

  const answerLogin = (
    call: CallContract & { answer: typeof calls.loginResult },
    reply: Parameters<typeof setSessionCookie>[1],
    result: LoginResult,
  ) => {
    setSessionCookie(ctx, reply, result.token, result.remembered);
    return answer(call, result);
  };

  wps.post('/session/login', async (request, reply) => {
    const payload = await sealedInput(request, calls.login);
    return answerLogin(calls.login, reply, await login(ctx, payload, request.ip, requestLanguage(request)));
  });

  wps.post('/session/login/freeplay', async (request, reply) => {
    parseInput(request, calls.freePlay.body, request.body);
    return answerLogin(calls.freePlay, reply, await startFreePlay(ctx, request.ip));
  });

  wps.delete('/session/logout', async (request, reply) => {
    await closeSession(ctx, request);
    setSessionCookie(ctx, reply, null);
    return answer(calls.logout, { loggedOut: true });
  });

  // A tab without a token asks for the session of its cookie (a new tab, a reload): the token and what the
  // session keys hold, or signedIn false (and the cookies cleared) when the cookie's session is over.
  wps.post('/session/restore', async (request, reply) => {
    parseInput(request, calls.restoreSession.body, request.body ?? {});
    reply.header('cache-control', 'no-store');
    const found = await sessionOfCookie(ctx, request);
    if (!found) {
      setSessionCookie(ctx, reply, null);
      return answer(calls.restoreSession, { signedIn: false });
    }
    const { token, session } = found;
    return answer(calls.restoreSession, {
      signedIn: true,
      token,
      forceChange: session.forcedChange,
      remembered: session.remembered,
      member: await memberInfo(ctx, session.member),
    });
  });

  wps.get('/captcha', async (request) => {
    parseInput(request, calls.newCaptcha.query, request.query);
    if (over(await ctx.limiter.hit(`captcha-ip:${request.ip}`, 60_000, 60), 60))
      throw new PlatformError(429, 'rate_limited');
    return answer(calls.newCaptcha, await newCaptcha(ctx));
  });

  wps.post('/verification/sms/noLogin', async (request) => {
    const body = parseInput(request, calls.sendSmsCode.body, request.body);
    const mobile = toE164(body.countryDialingCode, body.mobileNum);
    if (!mobile) throw new PlatformError(400, 'mobile_invalid');
    const settings = await ctx.settings.get();
    const owner = await memberByMobile(ctx.db, ctx.config.merchantCode, mobile);
    let deliver: boolean;
    if (body.purpose === 'register') {
      if (!settings.flags.REGSMSVERIF3) throw new PlatformError(403, 'feature_off');
      if (owner) throw new PlatformError(409, 'mobile_taken');
      deliver = true;
    } else {
      const flag = body.purpose === 'login' ? settings.flags.SMSLOGIN3 : settings.flags.CHNGPASSVERIF3;
      if (!flag) throw new PlatformError(403, 'feature_off');
      deliver = owner !== undefined && owner.status === 'active' && owner.trial === 0;
    }
    // A code for an existing member is written in the language they chose; a newcomer's in the page's.
    return answer(
      calls.sendSmsCode,
      await sendCode(ctx, mobile, body.purpose, request.ip, memberLanguage(owner, requestLanguage(request)), deliver),
    );
  });

  wps.get('/member/info', async (request) => {
    parseInput(request, calls.fetchMemberInfo.query, request.query);
    const session = await requireSession(ctx, request);
    return answer(calls.fetchMemberInfo, await memberInfo(ctx, session.member));
  });

  wps.put('/member/register', async (request, reply) => {
    const payload = await sealedInput(request, calls.register);
    return answerLogin(
      calls.register,
      reply,
      await register(ctx, 'username', payload, request.ip, refusalLog(request)),
    );
  });

  wps.put('/member/register/mobile', async (request, reply) => {
    const payload = await sealedInput(request, calls.registerMobile);
    return answerLogin(
      calls.registerMobile,
      reply,
      await register(ctx, 'mobile', payload, request.ip, refusalLog(request)),
    );
  });

  wps.post('/member/password', async (request) => {
    const session = await requireMember(ctx, request);
    await changePassword(ctx, session, await sealedInput(request, calls.changePassword));
    return answer(calls.changePassword, { changed: true });
  });

  // The one form post (spec 7): only this call reads form bodies, and it reads nothing else.
  void wps.register(async (formCall) => {
    formCall.removeAllContentTypeParsers();
    formCall.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      formBodyParser,
    );
    formCall.post('/member/password/email', async (request) => {
      const body = parseInput(request, calls.sendEmailResetCode.body, request.body);
      await sendEmailResetCode(ctx, body, request.ip, requestLanguage(request));
      return answer(calls.sendEmailResetCode, { sent: true });
    });
  });

  // The mailed code with the new password: an E call, as it carries a password.
  wps.post('/member/password/email/verification', async (request) => {
    const payload = await sealedInput(request, calls.completeEmailReset);
    return answer(calls.completeEmailReset, await completeEmailReset(ctx, payload, request.ip));
  });

  wps.post('/member/password/verification', async (request) => {
    const payload = await sealedInput(request, calls.resetByPhone);
    return answer(calls.resetByPhone, await resetByPhone(ctx, payload));
  });

  wps.get('/agent/affiliate', async (request) => {
    const query = parseInput(request, calls.checkAffiliate.query, request.query);
    if (
      over(
        await ctx.limiter.hit(`affiliate-ip:${request.ip}`, AFFILIATE_WINDOW_MS, AFFILIATE_CHECKS_PER_ADDRESS),
        AFFILIATE_CHECKS_PER_ADDRESS,
      )
    )
      throw new PlatformError(429, 'rate_limited');
    const code = query.code ?? '';
    if (code && !/^[A-Za-z0-9]{2,32}$/.test(code))
      return answer(calls.checkAffiliate, { valid: false, affiliateCode: null });
    const agent = code
      ? await repo.agentByAffiliateCode(ctx.db, ctx.config.merchantCode, code)
      : query.domain
        ? await agentByDomain(ctx.db, ctx.config.merchantCode, query.domain)
        : undefined;
    return answer(calls.checkAffiliate, { valid: agent !== undefined, affiliateCode: agent?.affiliate_code ?? null });
  });
}
