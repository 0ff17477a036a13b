/** Embeds the reference platform, or proxies to PLATFORM_URL; either way the gate and pages get a way to ask it. */
import type { FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { ServerConfig } from './config.ts';
import { embeddedSource, remoteSource, type SiteSource } from './site-source.ts';
import type { PlatformCall } from '../lib/api/platform-call.ts';
import { getPlatformConfig } from '../../platform/config.ts';
import { createPlatform } from '../../platform/app.ts';

export async function connectPlatform(
  app: FastifyInstance,
  config: ServerConfig,
  env: NodeJS.ProcessEnv,
): Promise<{ source: SiteSource; platformCall: PlatformCall }> {
  if (config.platformUrl) {
    const upstream = config.platformUrl;
    // The live chat's pages and operators' calls are the platform's too (platform/modules/chat).
    for (const prefix of [
      '/wps',
      '/lgw',
      '/wallet',
      '/gateway',
      '/vendor',
      '/support/chat',
      '/en/support/chat',
      '/ops/chat',
      '/en/ops/chat',
    ]) {
      await app.register(fastifyHttpProxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        // The platform sees the visitor's address as this server determined it (trusted proxies only).
        replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
      });
    }
    const platformCall: PlatformCall = async (callPath, { language }) => {
      const response = await fetch(`${upstream}${callPath}`, { headers: { language } });
      return { status: response.status, body: await response.json() };
    };
    return { source: remoteSource(upstream), platformCall };
  }

  const platform = await createPlatform(getPlatformConfig(env), { pgSchema: env.DATABASE_SCHEMA });
  await platform.routes(app);
  app.addHook('onClose', () => platform.close());
  // Pages ask the embedded platform through Fastify's injection: same routes, no socket.
  const platformCall: PlatformCall = async (callPath, { language }) => {
    const response = await app.inject({ method: 'GET', url: callPath, headers: { language } });
    return { status: response.statusCode, body: response.json() };
  };
  return { source: embeddedSource(platform), platformCall };
}
