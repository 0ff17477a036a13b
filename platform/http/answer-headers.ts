/**
 * Headers every platform answer gets. A personal answer (the request carries a session, or the answer hands one
 * out) is marked `Cache-Control: no-store` so no shared cache or back/forward cache keeps a member's data or token.
 * In production, answers also carry HSTS: the site is only ever reached over TLS (PUBLIC_URL is https).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Mode } from '../environment.ts';
import { SESSION_COOKIE } from '../modules/identity/index.ts';

/** Two years, subdomains included: the preload-list figure, since production is https-only by configuration. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function carriesSession(request: FastifyRequest): boolean {
  if (request.headers.token || request.headers.authorization) return true;
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

export function installAnswerHeaders(api: FastifyInstance, mode: Mode): void {
  api.addHook('onSend', async (request, reply) => {
    if (carriesSession(request) || reply.hasHeader('set-cookie')) reply.header('Cache-Control', 'no-store');
    if (mode === 'production') reply.header('Strict-Transport-Security', HSTS);
  });
}
