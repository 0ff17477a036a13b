/** Account calls (spec 7 "Account"): login, SMS codes, member info, registration, passwords, free play, logout, captcha. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context.ts';
import { PlatformError, ok, parseInput } from '../../http/envelope.ts';
import { formBodyParser } from '../../http/form-body.ts';
import { requestLanguage } from '../../http/language.ts';
import { over } from '../../limits/rate-limiter.ts';
import { newCaptcha } from './captcha.ts';
import { startFreePlay } from './free-play.ts';
import { login, loginPayload, type LoginResult } from './login.ts';
import { memberInfo } from './member-view.ts';
import { toE164 } from './mobile.ts';
import { changePassword, changePayload, emailResetPayload, phoneResetPayload, resetByEmail, resetByPhone } from './password-changes.ts';
import { register, registrationPayload } from './registration.ts';
import * as repo from './repository.ts';
import { closeSession, requireMember, requireSession, setSessionCookie } from './sessions.ts';
import { sendCode } from './sms-codes.ts';

const languageQuery = z.object({ language: z.string().max(16).optional() }).strict();

const smsRequest = z.object({
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: z.string().trim().min(1).max(8),
  purpose: z.enum(['login', 'register', 'password']).default('login'),
}).strict();

const affiliateQuery = z.object({
  code: z.string().trim().max(32).optional(),
  domain: z.string().trim().max(253).optional(),
  language: z.string().max(16).optional(),
}).strict();

const freePlayBody = z.object({ os: z.string().max(64).optional(), platform: z.literal('W') }).strict();

/** Why a Firebase token was refused goes to the log, never to the visitor. */
const refusalLog = (request: FastifyRequest) => (reason: string) => request.log.info({ reason }, 'firebase token refused');

export function accountRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  /** An E call's decrypted body, checked against its schema. */
  const sealedInput = async <S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<z.infer<S>> =>
    parseInput(request, schema, await ctx.bodies.open(request.body));

  const answerLogin = (reply: Parameters<typeof setSessionCookie>[1], result: LoginResult) => {
    setSessionCookie(ctx, reply, result.token);
    return ok(result);
  };

  wps.post('/session/login', async (request, reply) => {
    const payload = await sealedInput(request, loginPayload);
    return answerLogin(reply, await login(ctx, payload, request.ip));
  });

  wps.post('/session/login/freeplay', async (request, reply) => {
    parseInput(request, freePlayBody, request.body);
    return answerLogin(reply, await startFreePlay(ctx, request.ip));
  });

  wps.delete('/session/logout', async (request, reply) => {
    await closeSession(ctx, request);
    setSessionCookie(ctx, reply, null);
    return ok({ loggedOut: true });
  });

  wps.get('/captcha', async (request) => {
    parseInput(request, languageQuery, request.query);
    if (over(await ctx.limiter.hit(`captcha-ip:${request.ip}`, 60_000), 60)) throw new PlatformError(429, 'rate_limited');
    return ok(await newCaptcha(ctx));
  });

  wps.post('/verification/sms/noLogin', async (request) => {
    const body = parseInput(request, smsRequest, request.body);
    const mobile = toE164(body.countryDialingCode, body.mobileNum);
    if (!mobile) throw new PlatformError(400, 'mobile_invalid');
    const settings = await ctx.settings.get();
    const owner = await repo.memberByMobile(ctx.db, ctx.config.merchantCode, mobile);
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
    return ok(await sendCode(ctx, mobile, body.purpose, request.ip, requestLanguage(request), deliver));
  });

  wps.get('/member/info', async (request) => {
    parseInput(request, languageQuery, request.query);
    const session = await requireSession(ctx, request);
    return ok(await memberInfo(ctx, session.member));
  });

  wps.put('/member/register', async (request, reply) => {
    const payload = await sealedInput(request, registrationPayload);
    return answerLogin(reply, await register(ctx, 'username', payload, request.ip, refusalLog(request)));
  });

  wps.put('/member/register/mobile', async (request, reply) => {
    const payload = await sealedInput(request, registrationPayload);
    return answerLogin(reply, await register(ctx, 'mobile', payload, request.ip, refusalLog(request)));
  });

  wps.post('/member/password', async (request) => {
    const session = await requireMember(ctx, request);
    await changePassword(ctx, session, await sealedInput(request, changePayload));
    return ok({ changed: true });
  });

  // The one form post (spec 7): only this call reads form bodies, and it reads nothing else.
  void wps.register(async (formCall) => {
    formCall.removeAllContentTypeParsers();
    formCall.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, formBodyParser);
    formCall.post('/member/password/email', async (request) => {
      const body = parseInput(request, emailResetPayload, request.body);
      await resetByEmail(ctx, body, request.ip, requestLanguage(request));
      return ok({ sent: true });
    });
  });

  wps.post('/member/password/verification', async (request) => {
    const payload = await sealedInput(request, phoneResetPayload);
    return ok(await resetByPhone(ctx, payload));
  });

  wps.get('/agent/affiliate', async (request) => {
    const query = parseInput(request, affiliateQuery, request.query);
    const code = query.code ?? '';
    if (code && !/^[A-Za-z0-9]{2,32}$/.test(code)) return ok({ valid: false, affiliateCode: null });
    const agent = code
      ? await repo.agentByAffiliateCode(ctx.db, ctx.config.merchantCode, code)
      : query.domain ? await repo.agentByDomain(ctx.db, ctx.config.merchantCode, query.domain) : undefined;
    return ok({ valid: agent !== undefined, affiliateCode: agent?.affiliate_code ?? null });
  });
}
