/**
 * Sessions (quality bars: tokens of 256 bits, new at every login, dead at logout, idle expiry). The token
 * reaches the site in the login answer (spec 3) and in an HttpOnly cookie, which serves the server's redirect
 * rule and lets a new tab or a reload get the session back (restoreSession). Calls are authorised only by the
 * token header, never by the cookie, so a cross-site request carries no authority.
 * A remembered session ("remember me", spec 9: one day) lives a fixed day whatever its use, and its cookie
 * outlives the browser; any other session dies after SESSION_IDLE_MS unused and its cookie with the browser.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import * as repo from './repository.ts';
import { newToken, tokenHash } from './tokens.ts';

/** The cookie the site's page gate reads for the loginedToHomePage rule (docs/decisions.md). */
export const SESSION_COOKIE = 'wps_session';
/**
 * A cookie scripts may read, set and cleared with the session cookie: it says only that a session cookie is
 * there, so the site asks for its session back only when there is one to get (no call on a guest's page).
 */
export const SIGNED_IN_COOKIE = 'wps_signed_in';
/** How long "remember me" keeps a player signed in on a device (spec 9: remember-me cookies 1 day). */
export const REMEMBER_MS = 86_400_000;

export type LoginKind = 'username' | 'sms' | 'firebase' | 'register' | 'freeplay' | 'password';

export interface OpenSession {
  tokenHash: string;
  member: repo.MemberRow;
  loginKind: LoginKind;
  forcedChange: boolean;
  /** Opened with "remember me": it lives a fixed day. */
  remembered: boolean;
}

// A session is written at most this often while in use: idle expiry needs minutes, not every request.
const TOUCH_EVERY_MS = 60_000;

export async function openSession(
  ctx: PlatformContext,
  member: repo.MemberRow,
  kind: LoginKind,
  forcedChange: boolean,
  ip: string,
  remember = false,
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  const at = new Date(now).toISOString();
  // "Signed in" is published with the session it speaks of (missions count login days from it).
  const signedIn = await ctx.db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, {
      token_hash: tokenHash(token),
      member_id: member.id,
      login_kind: kind,
      forced_change: forcedChange ? 1 : 0,
      ip,
      created_at: at,
      last_seen_at: at,
      expires_at: remember ? new Date(now + REMEMBER_MS).toISOString() : null,
    });
    await repo.markLogin(trx, member.id, at);
    return ctx.events.publish(trx, 'member.signed_in', { memberId: member.id }, at);
  });
  await ctx.events.deliver(signedIn);
  return token;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  if (value && value.length <= 128) return value;
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ') && auth.length <= 135) return auth.slice(7);
  return undefined;
}

/** The token in the session cookie, or undefined. */
function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const token = value.join('=');
      return token && token.length <= 128 ? token : undefined;
    }
  }
  return undefined;
}

/**
 * The live session of a token, or undefined (none, unknown, expired, account disabled); an expired one is
 * deleted. Exported for the live chat's popup page too: it reaches the platform with the session cookie only
 * (an EventSource cannot send headers), read by that module alone.
 */
export async function sessionOfToken(
  ctx: PlatformContext,
  token: string | undefined,
): Promise<OpenSession | undefined> {
  if (!token || token.length > 128) return undefined;
  const hash = tokenHash(token);
  const row = await repo.sessionByHash(ctx.db, ctx.config.merchantCode, hash);
  if (!row) return undefined;
  const now = ctx.now();
  const lastSeen = Date.parse(row.last_seen_at);
  const expired =
    row.expires_at !== null ? now > Date.parse(row.expires_at) : now - lastSeen > ctx.config.sessionIdleMs;
  if (expired) {
    await repo.deleteSession(ctx.db, hash);
    return undefined;
  }
  const member = await repo.memberById(ctx.db, row.member_id);
  if (member?.status !== 'active' || member.merchant_code !== ctx.config.merchantCode) return undefined;
  if (now - lastSeen > TOUCH_EVERY_MS) await repo.touchSession(ctx.db, hash, new Date(now).toISOString());
  return {
    tokenHash: hash,
    member,
    loginKind: row.login_kind as LoginKind,
    forcedChange: row.forced_change === 1,
    remembered: row.expires_at !== null,
  };
}

/** The session a request carries in its token header, or undefined (no token, unknown, expired, account disabled). */
export async function findSession(ctx: PlatformContext, request: FastifyRequest): Promise<OpenSession | undefined> {
  return sessionOfToken(ctx, tokenOf(request));
}

/**
 * The session of the request's cookie and its token, for a tab that has no token yet (a new tab, a reload
 * after the tab's storage was lost). Only same-origin scripts can read the answer: the platform sends no CORS
 * headers, and the cookie is SameSite=Lax, so other sites' requests either lack it or cannot read the reply.
 */
export async function sessionOfCookie(
  ctx: PlatformContext,
  request: FastifyRequest,
): Promise<{ token: string; session: OpenSession } | undefined> {
  const token = cookieToken(request);
  const session = token ? await sessionOfToken(ctx, token) : undefined;
  return token && session ? { token, session } : undefined;
}

/** The request's session, or a 401 'You are not logged in, please login' (spec 8). */
export async function requireSession(ctx: PlatformContext, request: FastifyRequest): Promise<OpenSession> {
  const session = await findSession(ctx, request);
  if (!session) throw new PlatformError(401, 'not_logged_in');
  return session;
}

/** Member features refuse trial accounts (spec 6: in_need_true_account). */
export async function requireMember(ctx: PlatformContext, request: FastifyRequest): Promise<OpenSession> {
  const session = await requireSession(ctx, request);
  if (session.member.trial === 1) throw new PlatformError(403, 'in_need_true_account');
  return session;
}

/** Logout: ends the session (and with it the game sessions it launched, game-sessions.ts) on this merchant only. */
export async function closeSession(ctx: PlatformContext, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  const hash = tokenHash(token);
  if (await repo.sessionByHash(ctx.db, ctx.config.merchantCode, hash)) await repo.deleteSession(ctx.db, hash);
}

/**
 * Sets (or, with null, clears) the session cookie and its readable companion. A remembered session's cookies
 * last its day; otherwise they are browser-session cookies.
 */
export function setSessionCookie(
  ctx: PlatformContext,
  reply: FastifyReply,
  token: string | null,
  remembered = false,
): void {
  const secure = ctx.config.cookieSecure ? '; Secure' : '';
  const lifetime = token === null ? '; Max-Age=0' : remembered ? `; Max-Age=${REMEMBER_MS / 1000}` : '';
  reply.header('set-cookie', [
    `${SESSION_COOKIE}=${token ?? ''}; Path=/${lifetime}; HttpOnly; SameSite=Lax${secure}`,
    `${SIGNED_IN_COOKIE}=${token === null ? '' : '1'}; Path=/${lifetime}; SameSite=Lax${secure}`,
  ]);
}
