/**
 * The one Node process: the status gate and redirect rules in front of every page, the platform's calls
 * (embedded, or proxied to PLATFORM_URL), the built site's files with live regions filled in, and Astro
 * for on-demand pages.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';
import { relayFirebaseEmulator } from './firebase-emulator.ts';
import { connectPlatform } from './platform-connection.ts';
import { renderWithAstro, type AstroHandler, type RenderedPage } from './astro-renderer.ts';
import { StaticFiles } from './static-files.ts';
import { LiveRegions } from './live-regions.ts';
import { PageCache } from './page-cache.ts';
import { aliasTarget, languageRedirect } from './page-rules.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { withDemoMark } from './demo-mark.ts';
import { isNotSetUp, sendSetupPage } from './setup-page.ts';
import type { VisitorStatus } from './site-source.ts';
import { loggingFor, logRequestsReadably } from './request-log.ts';
import { isApiPath, isLoginExempt, isPagePath, loginPath, statusPagePath } from './paths.ts';
import { normaliseRequestTarget, sameOriginPath } from './request-path.ts';
import { LANGUAGE_COOKIE } from '../lib/i18n/choose-language.ts';
import { localeOfPath } from '../lib/i18n/locales.ts';
import { PlatformError, sendError } from '../../platform/http/envelope.ts';
import { SESSION_COOKIE } from '../../platform/modules/identity/index.ts';

/** Set by the platform at login; its presence is what the redirect rule can see before any script runs. */
/** Image CDN bases (permission imageCDNs) this server answers for itself: /cdn/<name>/<site path>. */
const LOCAL_CDN = /^\/cdn\/[a-z0-9-]+(\/.*)$/;

export async function buildSiteServer(
  config: ServerConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FastifyInstance> {
  // Requests whose path climbs out (`..`, however spelled): refused before any hook or route sees them.
  const refusedPaths = new WeakSet<object>();
  const demo = config.mode === 'demo';
  const app = Fastify({
    ...loggingFor(config),
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: 1_048_576,
    // Routing, the gate, the redirects and Astro all see one spelling of each path (request-path.ts).
    rewriteUrl: (req) => {
      const target = normaliseRequestTarget(req.url ?? '/');
      if (target !== null) return target;
      refusedPaths.add(req);
      return '/';
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (refusedPaths.has(request.raw)) return sendError(request, reply, new PlatformError(400, 'bad_request'));
  });
  if (demo) logRequestsReadably(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (_request, reply) => {
    applySecurityHeaders(reply, { hsts: config.mode === 'production' });
  });

  const { source, platformCall } = await connectPlatform(app, config, env);
  await relayFirebaseEmulator(app, env.FIREBASE_AUTH_EMULATOR_HOST || undefined);
  const clientDir = path.join(config.distDir, 'client');
  await app.register(fastifyStatic, { root: clientDir, serve: false, preCompressed: true });
  const files = new StaticFiles(clientDir);
  const { handler: astro } = (await import(pathToFileURL(path.join(config.distDir, 'server', 'entry.mjs')).href)) as {
    handler: AstroHandler;
  };
  const liveRegions = new LiveRegions(
    astro,
    config.liveRegionTtlMs,
    () => ({ platform: platformCall, ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}) }),
    (error) => app.log.error({ err: error }, 'live region failed'),
  );
  const htmlFiles = new Map<string, string>();
  const pages = new PageCache(config.pageCacheTtlMs);

  // Demo mode marks every page (demo-mark.ts); production sends pages as built.
  const marked = (html: string, pathname: string) => (demo ? withDemoMark(html, localeOfPath(pathname)) : html);

  const sendPage = (reply: FastifyReply, page: RenderedPage, pathname: string) => {
    // Content-Length would be wrong once compressed; Fastify sets it for the final body.
    const { 'content-length': _length, ...headers } = page.headers;
    if (headers['content-type'] === 'text/html') headers['content-type'] = 'text/html; charset=utf-8';
    const html = String(headers['content-type'] ?? '').startsWith('text/html');
    return reply
      .code(page.status)
      .headers(headers)
      .send(demo && html ? marked(page.body.toString('utf8'), pathname) : page.body);
  };

  // The 404 page in the language of the address asked for, with its live regions filled like any page's.
  const sendNotFound = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const locale = localeOfPath(pathname);
    reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(
      marked(
        await liveRegions.fill(await htmlFile(locale === 'en' ? 'en/404/index.html' : '404.html'), locale, request.raw),
        pathname,
      ),
    );
  };

  const htmlFile = async (file: string) => {
    let html = htmlFiles.get(file);
    if (html === undefined) htmlFiles.set(file, (html = await fs.readFile(path.join(clientDir, file), 'utf8')));
    return html;
  };

  // The gate: maintenance and region restriction win over every page, pre-rendered or not; then the redirect rules.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0]!;
    if (!isPagePath(pathname)) return;
    let status: VisitorStatus;
    try {
      status = await source(request.ip);
    } catch (error) {
      // Production before `ops merchant create`: the setup page, never the internal error.
      if (isNotSetUp(error)) return sendSetupPage(reply, localeOfPath(pathname));
      throw error;
    }
    if (status.systemStatus !== 0) {
      const gate = {
        systemStatus: status.systemStatus,
        ip: status.ip,
        country: status.country,
        contactUrl: status.contactUrl,
      };
      const page = await renderWithAstro(astro, request.raw, statusPagePath(pathname, status.systemStatus), {
        gate,
        platform: platformCall,
      });
      if (!page) throw new Error('status pages are missing from the build');
      return sendPage(reply, page, pathname);
    }
    if (status.loginedToHomePage && !isLoginExempt(pathname) && !request.cookies[SESSION_COOKIE]) {
      return reply.redirect(sameOriginPath(loginPath(pathname)), 302);
    }
    const languagePath = languageRedirect(pathname, request.cookies[LANGUAGE_COOKIE]);
    if (languagePath) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(sameOriginPath(languagePath) + query, 302);
    }
  });

  // A route rather than the not-found handler, so that compression and the other route hooks apply.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const requested = request.url.split('?')[0]!;
      // Unknown platform calls land here because this wildcard outranks the API prefixes' own 404s.
      if (isApiPath(requested)) return sendError(request, reply, new PlatformError(404, 'not_found'));
      // Live fragments are rendered inside this process only (the page itself also refuses without the
      // live-region mark in its locals, whatever spelling reaches Astro).
      if (/^\/live-fragment(\/|$)/i.test(requested)) return sendNotFound(request, reply, requested);
      const pathname = aliasTarget(requested) ?? requested.replace(LOCAL_CDN, '$1');
      const file = files.resolve(pathname);
      if (file?.endsWith('.html')) {
        const html = await htmlFile(file);
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
        return reply.send(marked(await liveRegions.fill(html, localeOfPath(pathname), request.raw), pathname));
      }
      if (file) {
        const immutable = file.startsWith('_astro/');
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        return reply.sendFile(file);
      }
      const query = request.url.slice(requested.length);
      const page = await pages.get(pathname + query, () =>
        renderWithAstro(astro, request.raw, pathname + query, { platform: platformCall }),
      );
      // An on-demand page that found nothing answers 404 with no body; the site's 404 page is shown instead.
      if (!page || (page.status === 404 && page.body.length === 0)) return sendNotFound(request, reply, requested);
      return sendPage(reply, page, pathname);
    },
  });

  return app;
}
