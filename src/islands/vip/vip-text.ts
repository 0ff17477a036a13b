/** Shared bits of the VIP centre's islands: its messages, money and rates as the player reads them, refusals in words. */
import { callErrorText } from '../../lib/api/call-error.ts';
import { formatMoney } from '../../lib/format/money.ts';
import type { Messages } from '../../lib/i18n/format-message.ts';
import { INTL_LOCALE, type Locale } from '../../lib/i18n/locales.ts';

export type VipMessages = Messages<`vip.${string}` | 'auth.trial.message'>;

/** An amount as the player reads it: whole amounts without decimals ('৳50,000'), others exact ('৳1,234.50'). */
export function moneyText(minor: string, locale: Locale, symbol: string): string {
  const value = BigInt(minor);
  if (value % 100n !== 0n) return formatMoney(minor, locale, symbol);
  return `${symbol}${new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 }).format(value / 100n)}`;
}

/** A rate in basis points as a percentage in the locale's digits (150 -> '1.5%', '১.৫%'). */
export function ratePercent(rateBp: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}

/** A month of the platform ('2026-11') by name, in the locale's words and digits ('November 2026', 'নভেম্বর ২০২৬'). */
export function monthText(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number);
  // Mid-month at noon UTC: the same month in every time zone.
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, number! - 1, 15, 12)),
  );
}

/** A refused call as words: the platform's message in the player's language, or ours for a lost connection. */
export function errorText(error: unknown, messages: VipMessages): string {
  const failed = messages['vip.loadFailed']!;
  return callErrorText(error, { network: failed, unexpected: failed }) ?? failed;
}
