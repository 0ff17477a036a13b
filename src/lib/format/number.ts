/** Counts for people, in the locale's digits (Bengali digits on Bengali pages). */
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}
