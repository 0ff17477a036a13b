/** A player's day (yyyy-MM-dd, Asia/Dhaka) as a date for people, in the locale's digits. */
import { playerDayStart } from '../../../../contract/player-day.ts';
import { DEFAULT_TIME_ZONE } from '../../../lib/format/datetime.ts';
import { INTL_LOCALE, type Locale } from '../../../lib/i18n/locales.ts';

export function playerDayText(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE }).format(
    playerDayStart(day),
  );
}
