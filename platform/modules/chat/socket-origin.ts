/**
 * Who may open the chat's sockets: a browser sends its cookies with a WebSocket whatever page opened it, so a
 * socket from another site's page must be refused by its Origin (cross-site WebSocket hijacking). Only the
 * configured PUBLIC_URL is accepted; a demo without PUBLIC_URL accepts the page's own origin, scheme included
 * (an http page's socket is not an https page's, issue 30). The answer is a
 * yes or no, never an address built from the request.
 */
import type { FastifyRequest } from 'fastify';
import type { OpsChatConfig } from '../../ops-chat-config.ts';
import { PlatformError } from '../../http/envelope.ts';

export function socketOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  /** The scheme the request arrived by ('http' or 'https', from the proxy's header only when it is trusted). */
  protocol: string,
  publicOrigin: OpsChatConfig['publicOrigin'],
): boolean {
  if (!origin) return false;
  if (publicOrigin) return origin === publicOrigin;
  if (!host || (protocol !== 'http' && protocol !== 'https')) return false;
  try {
    // Both sides through URL, so default ports and letter case compare alike.
    return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

export function requireSocketOrigin(request: FastifyRequest, publicOrigin: OpsChatConfig['publicOrigin']): void {
  if (!socketOriginAllowed(request.headers.origin, request.headers.host, request.protocol, publicOrigin))
    throw new PlatformError(403, 'chat_origin_refused');
}
