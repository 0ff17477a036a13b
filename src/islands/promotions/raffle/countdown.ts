/** The time left until an instant, as "2d 03:04:05" (digits in the page's language); 0 once it has passed. */
import { localDigits } from '../../../../contract/rules/digits.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export function countdownText(untilIso: string, now: number, locale: Locale, dayUnit: string): string {
  const left = Math.max(0, Math.floor((Date.parse(untilIso) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  const text = days > 0 ? `${days}${dayUnit} ${clock}` : clock;
  return locale === 'bn' ? localDigits(text, 'bn') : text;
}
