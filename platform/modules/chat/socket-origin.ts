/**
 * Who may open the chat's sockets: a browser sends its cookies with a WebSocket whatever page opened it, so a
 * socket from another site's page must be refused by its Origin (cross-site WebSocket hijacking). Only the
 * configured PUBLIC_URL is accepted; a demo without PUBLIC_URL accepts the page's own host. The answer is a
 * yes or no, never an address built from the request.
 */
import type { FastifyRequest } from 'fastify';
import type { OpsChatConfig } from '../../ops-chat-config.ts';
import { PlatformError } from '../../http/envelope.ts';

export function socketOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicOrigin: OpsChatConfig['publicOrigin'],
): boolean {
  if (!origin) return false;
  if (publicOrigin) return origin === publicOrigin;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && host !== undefined && url.host === host;
  } catch {
    return false;
  }
}

export function requireSocketOrigin(request: FastifyRequest, publicOrigin: OpsChatConfig['publicOrigin']): void {
  if (!socketOriginAllowed(request.headers.origin, request.headers.host, publicOrigin))
    throw new PlatformError(403, 'chat_origin_refused');
}
