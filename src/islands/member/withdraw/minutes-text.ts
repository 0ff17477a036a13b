import { localDigits } from '../../../lib/format/rules.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

/** The spec's confirmation texts carry the minutes as {0} (spec 4), not as a named {{placeholder}}; written in the page's digits. */
export function withMinutes(text: string, minutes: number, locale: Locale): string {
  return text.replaceAll('{0}', localDigits(minutes, locale));
}
