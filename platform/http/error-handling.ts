/** One error handler per API prefix: clear envelopes in the player's language, never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { PlatformError, sendError } from './envelope.ts';
import type { MessageKey } from './messages.ts';
import { MerchantNotFoundError } from '../merchant/repository.ts';

const CLIENT_ERRORS: Record<number, MessageKey> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function installErrorHandling(api: FastifyInstance): void {
  api.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PlatformError) return sendError(request, reply, error);
    // Production on a new database before `ops merchant create`: a typed refusal, not an internal error.
    if (error instanceof MerchantNotFoundError)
      return sendError(request, reply, new PlatformError(503, 'merchant_not_set_up'));
    const status = error.statusCode ?? 500;
    const key = CLIENT_ERRORS[status];
    if (key) return sendError(request, reply, new PlatformError(status, key));
    request.log.error({ err: error }, 'unhandled platform error');
    return sendError(request, reply, new PlatformError(500, 'internal'));
  });
  api.setNotFoundHandler((request, reply) => sendError(request, reply, new PlatformError(404, 'not_found')));
}
