/**
 * Operators of the live chat sign in with the operators' password (config.ts) and get a random session
 * token in an HttpOnly, SameSite=Strict cookie scoped to /ops/chat; only its SHA-256 is stored, for 12 hours.
 * Tries are counted per address like player logins: in the database's attempt counters (never in an evictable
 * map), each reserved by one atomic upsert before the password is compared, so a burst of parallel guesses
 * from several processes is judged at most FAILURES_PER_ADDRESS times before the address is locked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { CounterRule } from '../../limits/attempt-counters.ts';

export const OPS_COOKIE = 'ops_chat';
const SESSION_MS = 12 * 3_600_000;
const FAILURE_WINDOW_MS = 15 * 60_000;
const FAILURES_PER_ADDRESS = 10;
/** Ten tries in 15 minutes per address; the tenth locks the address for 15 minutes (a right password clears it). */
const ADDRESS_RULE: CounterRule = {
  windowMs: FAILURE_WINDOW_MS,
  lockAfter: FAILURES_PER_ADDRESS,
  lockMs: FAILURE_WINDOW_MS,
  maxLockMs: FAILURE_WINDOW_MS,
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The password in force: configured, generated once into its file outside production, or none (operator side shut). */
export function operatorPassword(ctx: PlatformContext): string | undefined {
  const { password, passwordFile } = ctx.config.opsChat;
  if (password) return password;
  if (!passwordFile) return undefined;
  try {
    return fs.readFileSync(passwordFile, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(passwordFile), { recursive: true });
    const generated = randomBytes(18).toString('base64url');
    try {
      // The demo's start-up banner says where it is (src/server/banner.ts).
      fs.writeFileSync(passwordFile, `${generated}\n`, { flag: 'wx', mode: 0o600 });
      return generated;
    } catch {
      // Another process wrote it first.
      return fs.readFileSync(passwordFile, 'utf8').trim();
    }
  }
}

export async function operatorLogin(
  ctx: PlatformContext,
  reply: FastifyReply,
  ip: string,
  offered: string,
): Promise<void> {
  const expected = operatorPassword(ctx);
  if (!expected) throw new PlatformError(403, 'feature_off');
  await ctx.attempts.attempt(`ops-chat-login:${ip}`, ADDRESS_RULE, async (reservation) => {
    if (!reservation.reserved) throw new PlatformError(429, 'rate_limited');
    // Hashes of equal length, so the comparison takes the same time whatever was offered.
    if (!timingSafeEqual(sha256(offered), sha256(expected))) throw new PlatformError(401, 'chat_operator_login_failed');
    return { right: true, value: undefined };
  });
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db.deleteFrom('chat_operator_sessions').where('expires_at', '<', new Date(now).toISOString()).execute();
  await ctx.db
    .insertInto('chat_operator_sessions')
    .values({
      token_hash: sha256(token).toString('hex'),
      merchant_code: ctx.config.merchantCode,
      expires_at: new Date(now + SESSION_MS).toISOString(),
    })
    .execute();
  reply.header(
    'set-cookie',
    `${OPS_COOKIE}=${token}; Path=/ops/chat; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${ctx.config.cookieSecure ? '; Secure' : ''}`,
  );
}

export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export async function requireOperator(ctx: PlatformContext, request: FastifyRequest): Promise<void> {
  const token = cookieValue(request, OPS_COOKIE);
  if (!token || token.length > 64 || !operatorPassword(ctx)) throw new PlatformError(401, 'chat_operator_required');
  const row = await ctx.db
    .selectFrom('chat_operator_sessions')
    .select('expires_at')
    .where('token_hash', '=', sha256(token).toString('hex'))
    .where('merchant_code', '=', ctx.config.merchantCode)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= ctx.now()) throw new PlatformError(401, 'chat_operator_required');
}

export async function operatorLogout(
  ctx: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = cookieValue(request, OPS_COOKIE);
  if (token && token.length <= 64)
    await ctx.db.deleteFrom('chat_operator_sessions').where('token_hash', '=', sha256(token).toString('hex')).execute();
  reply.header('set-cookie', `${OPS_COOKIE}=; Path=/ops/chat; HttpOnly; SameSite=Strict; Max-Age=0`);
}
