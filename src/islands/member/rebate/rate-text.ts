/** A rate in basis points as a percentage in the locale's digits (150 -> '1.5%', '১.৫%'). */
import { INTL_LOCALE, type Locale } from '../../../lib/i18n/locales.ts';

export function ratePercent(rateBp: number, locale: Locale): string {
  // A rate is not money: a float of at most two places shown, never summed.
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}
