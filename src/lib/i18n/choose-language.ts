/**
 * Language change (spec 4): store `lang` and `hisLang`, tell the server, and show the pages of the
 * chosen language. A cookie lets the server send later visits straight to those pages.
 */
import { pageLocaleFor } from './languages.ts';
import { localeOfPath, localizedPath } from './locales.ts';
import { readStorage, writeStorage } from '../stores/browser-storage.ts';

export const LANGUAGE_COOKIE = 'lang';

/** `offered`: the codes the selector offers (INTERFACE_LANGUAGES, drawn into the page on the server). */
export function chooseLanguage(code: string, offered: readonly string[]): void {
  if (!offered.includes(code)) return;
  const previous = readStorage('local', 'lang') ?? localeOfPath(window.location.pathname);
  writeStorage('local', 'hisLang', previous);
  writeStorage('local', 'lang', code);
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  const token = readStorage('session', 'token');
  // Fire and forget: the page change must not wait for the platform.
  void fetch('/wps/system/language', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify({ language: code }),
    keepalive: true,
  }).catch(() => undefined);
  const target =
    localizedPath(window.location.pathname, pageLocaleFor(code)) + window.location.search + window.location.hash;
  if (target === window.location.pathname + window.location.search + window.location.hash) window.location.reload();
  else window.location.assign(target);
}
