/**
 * Astro middleware for on-demand pages. The status pages answer with the status the gate decided
 * (503 with Retry-After, or 403); reached directly while the site is up, they send the visitor home.
 */
import { defineMiddleware } from 'astro:middleware';
import { localeOfPath, localizedPath } from './lib/i18n/locales.ts';

const STATUS_PAGES: Record<string, 1 | 2> = { '/system/maintenance': 1, '/system/restricted': 2 };

export const onRequest = defineMiddleware(async (context, next) => {
  const bare = localizedPath(context.url.pathname, 'bn').replace(/\/+$/, '');
  const systemStatus = STATUS_PAGES[bare];
  if (!systemStatus) return next();
  if (context.locals.gate?.systemStatus !== systemStatus) {
    return context.redirect(localizedPath('/', localeOfPath(context.url.pathname)), 302);
  }
  const response = await next();
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  if (systemStatus === 1) headers.set('Retry-After', '300');
  return new Response(response.body, { status: systemStatus === 1 ? 503 : 403, headers });
});
