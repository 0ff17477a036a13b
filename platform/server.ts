/** A Fastify instance serving only the platform (tests and benchmarks; the site's server embeds the same routes). */
import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config.ts';
import { createPlatform, type Platform, type PlatformOptions } from './app.ts';

export interface PlatformServerOptions extends PlatformOptions {
  trustProxy?: string[] | boolean;
  logger?: boolean;
}

export async function buildPlatformServer(
  config: PlatformConfig,
  options: PlatformServerOptions = {},
): Promise<{ app: FastifyInstance; platform: Platform }> {
  const platform = await createPlatform(config, options);
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false, bodyLimit: 1_048_576 });
  await platform.routes(app);
  app.addHook('onClose', () => platform.close());
  return { app, platform };
}
