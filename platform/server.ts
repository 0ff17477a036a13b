/** A Fastify instance serving only the platform (tests and benchmarks; the site's server embeds the same routes). */
import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config.ts';
import { createPlatform, type Platform, type PlatformOptions } from './app.ts';

/** Sees every answer before it is sent (tests check each one against the contract's declared call). */
export type AnswerCheck = (method: string, url: string, statusCode: number, payload: string) => void;

export interface PlatformServerOptions extends PlatformOptions {
  trustProxy?: string[] | boolean;
  logger?: boolean;
  answerCheck?: AnswerCheck;
}

export async function buildPlatformServer(
  config: PlatformConfig,
  options: PlatformServerOptions = {},
): Promise<{ app: FastifyInstance; platform: Platform }> {
  const platform = await createPlatform(config, options);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
  });
  const check = options.answerCheck;
  if (check) {
    app.addHook('onSend', async (request, reply, payload) => {
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (text !== null && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
        check(request.method, request.url, reply.statusCode, text);
      }
      return payload;
    });
  }
  await platform.routes(app);
  app.addHook('onClose', () => platform.close());
  return { app, platform };
}
