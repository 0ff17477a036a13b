/**
 * The one Node process: the status gate and redirect rule in front of every page, the platform's calls
 * (embedded, or proxied to PLATFORM_URL), the built site's static files, and Astro for on-demand pages.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { ServerConfig } from './config.ts';
import { getPlatformConfig } from '../../platform/config.ts';
import { createPlatform } from '../../platform/app.ts';
import { embeddedSource, remoteSource, type SiteSource } from './site-source.ts';
import { renderWithAstro, type AstroHandler, type RenderedPage } from './astro-renderer.ts';
import { StaticFiles } from './static-files.ts';
import { isApiPath, isLoginExempt, isPagePath, loginPath, statusPagePath } from './paths.ts';
import { PlatformError, sendError } from '../../platform/http/envelope.ts';
import type { PlatformCall } from '../lib/api/platform-call.ts';

/** Set by the platform at login; its presence is what the redirect rule can see before any script runs. */
export const SESSION_COOKIE = 'wps_session';

export async function buildSiteServer(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: 1_048_576,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  const { source, platformCall } = await connectPlatform(app, config, env);
  const clientDir = path.join(config.distDir, 'client');
  await app.register(fastifyStatic, { root: clientDir, serve: false, preCompressed: true });
  const files = new StaticFiles(clientDir);
  const { handler: astro } = (await import(pathToFileURL(path.join(config.distDir, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };

  const sendPage = (reply: FastifyReply, page: RenderedPage) => {
    // Content-Length would be wrong once compressed; Fastify sets it for the final body.
    const { 'content-length': _length, ...headers } = page.headers;
    if (headers['content-type'] === 'text/html') headers['content-type'] = 'text/html; charset=utf-8';
    return reply.code(page.status).headers(headers).send(page.body);
  };

  // The gate: maintenance and region restriction win over every page, pre-rendered or not.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0]!;
    if (!isPagePath(pathname)) return;
    const status = await source(request.ip);
    if (status.systemStatus !== 0) {
      const gate = { systemStatus: status.systemStatus, ip: status.ip, country: status.country, contactUrl: status.contactUrl };
      const page = await renderWithAstro(astro, request.raw, statusPagePath(pathname, status.systemStatus), { gate, platform: platformCall });
      if (!page) throw new Error('status pages are missing from the build');
      return sendPage(reply, page);
    }
    if (status.loginedToHomePage && !isLoginExempt(pathname) && !request.cookies[SESSION_COOKIE]) {
      return reply.redirect(loginPath(pathname), 302);
    }
  });

  // A route rather than the not-found handler, so that compression and the other route hooks apply.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0]!;
      // Unknown platform calls land here because this wildcard outranks the API prefixes' own 404s.
      if (isApiPath(pathname)) return sendError(request, reply, new PlatformError(404, 'not_found'));
      const file = files.resolve(pathname);
      if (file) {
        const immutable = file.startsWith('_astro/');
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        return reply.sendFile(file);
      }
      const page = await renderWithAstro(astro, request.raw, request.url, { platform: platformCall });
      if (page) return sendPage(reply, page);
      reply.header('Cache-Control', 'no-cache');
      return reply.code(404).sendFile('404.html');
    },
  });

  return app;
}

/** Embeds the reference platform, or proxies to PLATFORM_URL; either way the gate and pages get a way to ask it. */
async function connectPlatform(app: FastifyInstance, config: ServerConfig, env: NodeJS.ProcessEnv) {
  if (config.platformUrl) {
    const upstream = config.platformUrl;
    for (const prefix of ['/wps', '/lgw']) {
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
    return { source: remoteSource(upstream) as SiteSource, platformCall };
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
