/**
 * Sessions (quality bars: tokens of 256 bits, new at every login, dead at logout, idle expiry). The token
 * reaches the site in the login answer (spec 3) and, for the server's redirect rule, in an HttpOnly cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import * as repo from './repository.ts';
import { newToken, tokenHash } from './tokens.ts';

/** The cookie the site's page gate reads for the loginedToHomePage rule (docs/decisions.md). */
export const SESSION_COOKIE = 'wps_session';

export type LoginKind = 'username' | 'sms' | 'firebase' | 'register' | 'freeplay' | 'password';

export interface OpenSession {
  tokenHash: string;
  member: repo.MemberRow;
  loginKind: LoginKind;
  forcedChange: boolean;
}

// A session is written at most this often while in use: idle expiry needs minutes, not every request.
const TOUCH_EVERY_MS = 60_000;

export async function openSession(
  ctx: PlatformContext, member: repo.MemberRow, kind: LoginKind, forcedChange: boolean, ip: string,
): Promise<string> {
  const token = newToken();
  const at = new Date(ctx.now()).toISOString();
  await repo.insertSession(ctx.db, {
    token_hash: tokenHash(token), member_id: member.id, login_kind: kind, forced_change: forcedChange ? 1 : 0,
    ip, created_at: at, last_seen_at: at,
  });
  await repo.markLogin(ctx.db, member.id, at);
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

/** The session a request carries, or undefined (no token, unknown, idle too long, account disabled). */
export async function findSession(ctx: PlatformContext, request: FastifyRequest): Promise<OpenSession | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  const hash = tokenHash(token);
  const row = await repo.sessionByHash(ctx.db, hash);
  if (!row) return undefined;
  const now = ctx.now();
  const lastSeen = Date.parse(row.last_seen_at);
  if (now - lastSeen > ctx.config.sessionIdleMs) {
    await repo.deleteSession(ctx.db, hash);
    return undefined;
  }
  const member = await repo.memberById(ctx.db, row.member_id);
  if (!member || member.status !== 'active') return undefined;
  if (now - lastSeen > TOUCH_EVERY_MS) await repo.touchSession(ctx.db, hash, new Date(now).toISOString());
  return { tokenHash: hash, member, loginKind: row.login_kind as LoginKind, forcedChange: row.forced_change === 1 };
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

export async function closeSession(ctx: PlatformContext, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (token) await repo.deleteSession(ctx.db, tokenHash(token));
}

export function setSessionCookie(ctx: PlatformContext, reply: FastifyReply, token: string | null): void {
  const secure = ctx.config.cookieSecure ? '; Secure' : '';
  const value = token
    ? `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  reply.header('set-cookie', value);
}
