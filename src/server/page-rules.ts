/** Path rules for pages: aliases served as another page, and the language-cookie redirect. */
import { pageLocaleFor, isInterfaceLanguage } from '../lib/i18n/languages.ts';
import { localeOfPath, localizedPath } from '../lib/i18n/locales.ts';

/** Spec 2: these paths show another route's page (the address stays as typed). */
const ALIASES: Record<string, string> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  // The home page, with the registration modal requested (the page reads its own path).
  '/register': '/',
  '/register.html': '/',
  '/download': '/down',
  '/lottert': '/lottery',
  '/sealottery': '/seaLottery',
};

/** The path whose page answers this one, in the same language; undefined when it is not an alias. */
export function aliasTarget(pathname: string): string | undefined {
  const locale = localeOfPath(pathname);
  const bare = localizedPath(pathname, 'bn').replace(/(.)\/+$/, '$1');
  const target = ALIASES[bare];
  return target === undefined ? undefined : localizedPath(target, locale);
}

/**
 * A visitor who chose a language gets its pages: the `lang` cookie set by the language selector
 * sends a Bengali path to its English page and back. Undefined when no redirect is due.
 */
export function languageRedirect(pathname: string, cookieLanguage: string | undefined): string | undefined {
  if (!cookieLanguage || !isInterfaceLanguage(cookieLanguage)) return undefined;
  const wanted = pageLocaleFor(cookieLanguage);
  if (localeOfPath(pathname) === wanted) return undefined;
  return localizedPath(pathname, wanted);
}
