/** The player's language for server messages: the call's language field, then its headers; BN by default. */
import type { FastifyRequest } from 'fastify';

export type MessageLanguage = 'bn' | 'en';

/** Maps any offered interface language to a message set; only BN and EN are specified (spec 1). */
export function toMessageLanguage(value: string | undefined | null): MessageLanguage | undefined {
  if (!value) return undefined;
  const code = value.trim().toLowerCase().slice(0, 2);
  if (code === 'bn') return 'bn';
  if (/^[a-z]{2}$/.test(code)) return 'en';
  return undefined;
}

/** The language the call names itself (its language field or header), if any; the browser's preference is not a choice. */
export function namedLanguage(request: FastifyRequest): MessageLanguage | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.language === 'string' ? query.language : undefined;
  const header = request.headers.language;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return toMessageLanguage(fromQuery) ?? toMessageLanguage(fromHeader);
}

export function requestLanguage(request: FastifyRequest): MessageLanguage {
  const accept = request.headers['accept-language']?.split(',')[0];
  return namedLanguage(request) ?? toMessageLanguage(accept) ?? 'bn';
}
