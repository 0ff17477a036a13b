/** Dates and times for people: stored in UTC, shown in the player's zone (Asia/Dhaka by default). */
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';

export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

export function formatDateTime(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
