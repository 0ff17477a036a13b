/**
 * Security headers for every answer. Script and style hashes come from Astro: in a CSP <meta> on
 * pre-rendered pages, in a Content-Security-Policy header on pages rendered on demand. This header adds
 * what a meta tag cannot carry or what must hold everywhere.
 */
import type { FastifyReply } from 'fastify';
import { HSTS } from '../../platform/http/answer-headers.ts';

const SITE_POLICY = "object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'";

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Sets the headers. A policy Astro already put on the answer is kept: the two are sent as one header
 * joined by a comma, which browsers enforce as two policies, each of which must allow a resource.
 */
export function applySecurityHeaders(reply: FastifyReply, options: { hsts: boolean }): void {
  const astroPolicy = reply.getHeader('content-security-policy');
  reply.header(
    'Content-Security-Policy',
    typeof astroPolicy === 'string' && astroPolicy ? `${astroPolicy}, ${SITE_POLICY}` : SITE_POLICY,
  );
  reply.headers(SECURITY_HEADERS);
  // Production is https-only (PUBLIC_URL must be https); demo runs on plain http on this machine.
  if (options.hsts) reply.header('Strict-Transport-Security', HSTS);
}
