/** The languages with complete message sets and the URL each is served under. */
export const LOCALES = ['bn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'bn';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path is served in: /en/... is English, everything else Bengali. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'bn';
}

/** A site path in the given locale: localizedPath('/help', 'en') is '/en/help'. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = path.replace(/^\/en(?=\/|$)/, '') || '/';
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/en/' : `/en${bare}`;
}

/** BCP 47 tag for Intl formatting. */
export const INTL_LOCALE: Record<Locale, string> = { bn: 'bn-BD', en: 'en-GB' };
