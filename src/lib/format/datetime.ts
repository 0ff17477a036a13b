/** Dates and times for people: stored in UTC, shown in the player's zone (Asia/Dhaka by default). */
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';
import { HOUR_CYCLE } from '../../../contract/rules/digits.ts';

export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

export function formatDateTime(iso: string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
    // 24-hour in both languages (contract/rules/digits.ts): bn-BD would otherwise write a Latin 'PM'.
    hourCycle: HOUR_CYCLE,
  }).format(new Date(iso));
}
