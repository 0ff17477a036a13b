/** How the server classifies request paths. */
import { localeOfPath, localizedPath } from '../lib/i18n/locales.ts';

// /ops/chat/api/ is the live chat's operators' calls (platform/modules/chat). /wallet/ is the seamless wallet vendors call (platform/modules/seamless). /gateway/ is the demo payment gateway's pages (platform/gateway/demo). /emulator/ is the Firebase Auth emulator's pages, relayed in development only (firebase-emulator.ts).
const API_PREFIXES = ['/wps/', '/lgw/', '/wallet/', '/vendor/', '/emulator/', '/gateway/', '/ops/chat/api/'];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A page is anything that is not the API and not a file with an extension other than .html. */
export function isPagePath(pathname: string): boolean {
  if (isApiPath(pathname) || pathname.startsWith('/_astro/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/** Paths the redirect rule never sends to /login (spec 2), in either language. */
const LOGIN_EXEMPT = new Set(['/login', '/register', '/register.html', '/helpmc', '/download']);

export function isLoginExempt(pathname: string): boolean {
  const bare = localizedPath(pathname, 'bn').replace(/\/+$/, '') || '/';
  // /ops/: the live chat's operators sign in with their own password, not a player's session.
  return LOGIN_EXEMPT.has(bare) || bare.startsWith('/system/') || bare === '/ops/chat' || bare.startsWith('/ops/chat/');
}

/** The internal page that renders a status for this path's language. */
export function statusPagePath(pathname: string, systemStatus: 1 | 2): string {
  return localizedPath(systemStatus === 1 ? '/system/maintenance' : '/system/restricted', localeOfPath(pathname));
}

export function loginPath(pathname: string): string {
  return localizedPath('/login', localeOfPath(pathname));
}
