/** In the browser, the language of the page being shown (its <html lang>), for code that is not handed a locale. */
import { isLocale, DEFAULT_LOCALE, type Locale } from './locales.ts';

export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
